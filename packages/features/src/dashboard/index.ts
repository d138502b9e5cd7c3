export type { DashboardApi } from './api.ts';
export { Dashboard, type DashboardProps, DashboardView, type DashboardViewProps } from './dashboard.tsx';
export { DeferredDashboard } from './dashboard-deferred.tsx';
export { DashboardFrame, type DashboardFrameProps } from './dashboard-frame.tsx';
export { dashboardStrings } from './strings.ts';
export {
  type DashboardController,
  type DashboardState,
  dashboardPaths,
  expectsDashboard,
  useDashboard,
} from './use-dashboard.ts';
