import type { Queryable } from './database.ts';

export interface AuditEntry {
  actorId: number | null;
  /** What happened, in the spec's words: 'license.create', 'license.merge', 'session.sign-in', … */
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records a change with its before and after; call it inside the change's own transaction. */
export async function audit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    'insert into audit_log (actor_id, action, entity, entity_id, before, after) values ($1, $2, $3, $4, $5, $6)',
    [
      entry.actorId,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}
