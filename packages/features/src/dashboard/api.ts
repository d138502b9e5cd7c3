import type { Dashboard } from '@license-console/domain';

/** Seats at a glance (designed whole), one method per call, named as the contract names it. */
interface DashboardApi {
  /** GET /api/Dashboard: every pack's figures for administrators, a pack manager's own packs' for them; 403 otherwise. */
  dashboard(): Promise<Dashboard>;
}

export type { DashboardApi };
