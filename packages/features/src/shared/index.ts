export { AccessDenied } from './access-denied.tsx';
export type { NavigationProps } from './app-link.tsx';
export { ShellNavigationContext, WayBack } from './way-back.tsx';
export { whenIdle } from './when-idle.ts';
