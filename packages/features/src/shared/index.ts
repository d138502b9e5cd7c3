export { AccessDenied } from './access-denied.tsx';
export type { NavigationProps } from './app-link.tsx';
export {
  createUnsavedChanges,
  type UnsavedChanges,
  UnsavedChangesContext,
  useUnsavedChanges,
} from './unsaved-changes.ts';
export { ShellNavigationContext, WayBack } from './way-back.tsx';
export { whenIdle } from './when-idle.ts';
