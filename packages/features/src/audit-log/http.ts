import { auditLogCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import { csvFile } from '../shared/csv-file.ts';
import type { AuditLogApi } from './api.ts';

/** The history calls over HTTP; loaded on first use by createHttpConsoleApi. */
function createHttpAuditLogApi({ callContract }: Transport): AuditLogApi {
  return {
    auditLog: (query) => callContract(auditLogCalls.auditLog, { query }),
    auditLogCsv: async (filter) => csvFile(await callContract(auditLogCalls.auditLogCsv, { query: filter })),
  };
}

export { createHttpAuditLogApi };
