import { dashboardCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { DashboardApi } from './api.ts';

/**
 * Seats at a glance over HTTP; loaded on first use by createHttpConsoleApi. A failure is the section's own to show
 * (with its retry) under the license list's welcome, never the /404 or /500 page in place of the home.
 */
function createHttpDashboardApi({ callContract }: Transport): DashboardApi {
  return {
    dashboard: () => callContract(dashboardCalls.dashboard, {}, { redirects: false }),
  };
}

export { createHttpDashboardApi };
