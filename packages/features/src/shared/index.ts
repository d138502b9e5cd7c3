export { actionErrorText, showActionError } from './action-error.ts';
export { AppLink, type AppLinkProps, type LinkComponent, type NavigationProps } from './app-link.tsx';
