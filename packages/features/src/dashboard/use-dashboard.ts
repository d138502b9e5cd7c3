import { type CurrentUser, type Dashboard, type ExpiringWithinDays, IDLE_SEAT_DAYS } from '@license-console/domain';
import { useQuery } from '@tanstack/react-query';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { ApiError } from '../api/errors.ts';
import { licenseUsersPaths } from '../license-usages/paths.ts';
import { licensePaths } from '../licenses/paths.ts';
import type { DashboardState } from './dashboard-frame.tsx';
import { dashboardKeys } from './queries.ts';

/** Whether a reader sees Seats at a glance load: administrators and isManager users (anyone else only its figures). */
function expectsDashboard(user: CurrentUser): boolean {
  return user.administrator || user.isManager;
}

/**
 * Where each number leads: the home's license grid (status Active, its default) filtered to what the number counts;
 * idle seats to the Idle seats screen, narrowed to the product's seats idle for IDLE_SEAT_DAYS days or more.
 */
const dashboardPaths = {
  product: (productId: number) => licensePaths.search({ productId }),
  expiring: (expiringWithinDays: ExpiringWithinDays) => licensePaths.search({ expiringWithinDays }),
  idle: (productId: number) => licenseUsersPaths.idleSeatsOf({ productId, days: IDLE_SEAT_DAYS }),
} as const;

/**
 * Seats at a glance's controller: the one read, and what to show of it. Administrators and isManager users see it
 * load; anyone else (who may still administer a pack) sees it only once the server has answered with figures, so an
 * ordinary user's home does not flicker. A 403 (not the reader's to see) hides it. No markup.
 */
function useDashboard({ user }: { user: CurrentUser }) {
  const api = useConsoleApi();
  const query = useQuery({
    queryKey: dashboardKeys.call('dashboard'),
    queryFn: () => api.dashboard.dashboard(),
    retry: false,
    // The section says it is loading; the shell's Processing overlay does not cover the page for it.
    meta: { loadsInPlace: true },
  });
  const expected = expectsDashboard(user);
  const refused = query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 401);
  const data: Dashboard | undefined = query.data;
  let state: DashboardState;
  if (refused) state = 'hidden';
  else if (query.isPending) state = expected ? 'loading' : 'hidden';
  else if (query.isError) state = expected ? 'failed' : 'hidden';
  else state = data && data.products.length > 0 ? 'ready' : 'empty';
  return {
    state,
    dashboard: data ?? null,
    reload: () => void query.refetch(),
    reloading: query.isFetching,
    paths: dashboardPaths,
  };
}

type DashboardController = ReturnType<typeof useDashboard>;

export { type DashboardController, type DashboardState, dashboardPaths, expectsDashboard, useDashboard };
