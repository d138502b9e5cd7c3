import { contract } from '@license-console/domain';
import type { Database } from '../../db/database.ts';
import { serve } from '../../plugins/contract-routes.ts';
import type { LicenseService } from '../licenses/index.ts';
import type { ServerModule } from '../module.ts';
import { createAuditLogService } from './service.ts';

/** The history of changes: a page of the audit log and its CSV export, filtered, by the role rules of the service. */
export function auditLogModule(deps: { db: Database; licenses: LicenseService }): ServerModule {
  const history = createAuditLogService(deps);
  return {
    name: 'audit-log',
    routes: [
      serve(contract.auditLog, 'user', ({ session, query }) => history.page(session!.user, query)),
      serve(contract.auditLogCsv, 'user', async ({ session, query, reply }) => {
        const file = await history.csv(session!.user, query);
        reply.header('content-disposition', 'attachment; filename="history.csv"');
        return file;
      }),
    ],
  };
}
