export type { NavigationProps } from './app-link.tsx';
