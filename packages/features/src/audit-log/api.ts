import type { AuditLogFilter, AuditLogPage } from '@license-console/domain';

/** The history of changes (designed whole), one method per call, named as the contract names it. */
interface AuditLogApi {
  /** GET /api/AuditLog: one page of the filter, newest first, and whether an older page follows. */
  auditLog(query: AuditLogFilter & { pageNumber: number; pageSize: number }): Promise<AuditLogPage>;
  /** GET /api/AuditLog/Csv: every entry of the filter, newest first, as a CSV file. */
  auditLogCsv(filter: AuditLogFilter): Promise<Blob>;
}

export type { AuditLogApi };
