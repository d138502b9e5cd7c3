export type { DashboardApi } from './api.ts';
export { Dashboard, type DashboardProps, DashboardView, type DashboardViewProps } from './dashboard.tsx';
export { dashboardStrings } from './strings.ts';
export { type DashboardController, type DashboardState, dashboardPaths, useDashboard } from './use-dashboard.ts';
