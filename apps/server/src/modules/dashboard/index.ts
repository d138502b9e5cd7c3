import { contract } from '@license-console/domain';
import { serve } from '../../plugins/contract-routes.ts';
import type { ModuleContext, ServerModule } from '../module.ts';
import { createDashboardService, DASHBOARD_COMPACT_INTERVAL_MS } from './service.ts';

/**
 * Seats at a glance: one call for the home of administrators and pack managers. The totals the database keeps for it
 * are folded every DASHBOARD_COMPACT_INTERVAL_MS while the server runs (one process of a cluster at a time).
 */
export function dashboardModule(context: Pick<ModuleContext, 'db' | 'log'>): ServerModule {
  const dashboard = createDashboardService(context);
  return {
    name: 'dashboard',
    routes: [serve(contract.dashboard, 'user', ({ session }) => dashboard.dashboard(session!.user))],
    register(server) {
      let timer: NodeJS.Timeout | undefined;
      server.addHook('onReady', async () => {
        timer = setInterval(() => void dashboard.compact(), DASHBOARD_COMPACT_INTERVAL_MS);
        timer.unref();
      });
      server.addHook('onClose', async () => clearInterval(timer));
    },
  };
}
