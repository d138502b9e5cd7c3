// The design system's, where its menus use it too; the widgets import it from here.
export { whenIdle } from '@license-console/ui';
