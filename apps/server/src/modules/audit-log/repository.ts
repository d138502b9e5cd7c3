import { type AuditEntry, type AuditLogFilter, auditPeriod } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';

/** Whose entries a reader sees: every one (administrators), or those of the packs a manager manages. */
export type AuditScope = { kind: 'all' } | { kind: 'managed'; managerId: number };

/** Where a CSV's next batch starts: after the last row of the previous one, in the page's order. */
export interface AuditCursor {
  createdAt: string;
  id: number;
}

export type AuditRow = AuditEntry & { cursor: string };

/**
 * The conditions of a scope and a filter, as SQL over `a` (audit_log) with numbered parameters from `params`. Only
 * the filters given are written, so each statement is one an index answers in the page's order (migration 0020).
 */
function conditions(scope: AuditScope, filter: AuditLogFilter, params: unknown[]): string[] {
  const where: string[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (scope.kind === 'managed') {
    where.push(
      `a.entity = 'license' and a.entity_id in (select l.public_id from licenses l where l.manager_id = ${bind(scope.managerId)})`,
    );
  }
  if (filter.licenseId !== undefined) where.push(`a.entity = 'license' and a.entity_id = ${bind(filter.licenseId)}`);
  if (filter.entity !== undefined) where.push(`a.entity = ${bind(filter.entity)}`);
  if (filter.action !== undefined) where.push(`a.action = ${bind(filter.action)}`);
  if (filter.actorEmail !== undefined) {
    where.push(`a.actor_id = (select u.id from users u where lower(u.email) = lower(${bind(filter.actorEmail)}))`);
  }
  const period = auditPeriod(filter);
  if (period.from) where.push(`a.created_at >= ${bind(period.from.toISOString())}::timestamptz`);
  if (period.to) where.push(`a.created_at < ${bind(period.to.toISOString())}::timestamptz`);
  return where;
}

const COLUMNS = `a.id::float8 as id,
  to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  a.created_at::text as cursor,
  u.email as "actorEmail",
  nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as "actorName",
  a.action, a.entity, a.entity_id as "entityId", a.before, a.after`;

/** The filter's entries after `after`, newest first, `limit` of them from `offset`. */
function statement(
  scope: AuditScope,
  filter: AuditLogFilter,
  after: AuditCursor | undefined,
  limit: number,
  offset: number,
) {
  const params: unknown[] = [];
  const where = conditions(scope, filter, params);
  if (after) {
    params.push(after.createdAt, after.id);
    where.push(`(a.created_at, a.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
  }
  params.push(limit, offset);
  const sql = `select ${COLUMNS}
    from audit_log a left join users u on u.id = a.actor_id
   ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
   order by a.created_at desc, a.id desc limit $${params.length - 1} offset $${params.length}`;
  return { sql, params };
}

/** The audit log's reads: a page of a filter, newest first, and the batches of its export. */
export function createAuditLogRepository(db: Queryable) {
  return {
    /** `limit` entries of the filter from `offset`, newest first. */
    async page(scope: AuditScope, filter: AuditLogFilter, limit: number, offset: number): Promise<AuditRow[]> {
      const { sql, params } = statement(scope, filter, undefined, limit, offset);
      return db.query<AuditRow>(sql, params);
    },

    /** The next `limit` entries of the filter after `after` (from the newest without it), for an export. */
    async batch(
      scope: AuditScope,
      filter: AuditLogFilter,
      after: AuditCursor | undefined,
      limit: number,
    ): Promise<AuditRow[]> {
      const { sql, params } = statement(scope, filter, after, limit, 0);
      return db.query<AuditRow>(sql, params);
    },

    /** Whether the user manages any pack: a license manager of spec §6. */
    async managesAny(userId: number): Promise<boolean> {
      const rows = await db.query('select 1 from licenses where manager_id = $1 limit 1', [userId]);
      return rows.length > 0;
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
