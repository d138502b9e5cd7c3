import { historyMessages } from '@license-console/domain';
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

/**
 * The names of fields that hold a secret: passwords and their hashes, tokens, keys, codes, salts, signatures. Their
 * text never reaches the log; a flag or a count under such a name (`passwordChanged`, `aiGatewayLimitTokens`) is
 * no secret and stays.
 */
const SECRET_FIELD =
  /password|passwd|hash|secret|private_?key|token|^codes?$|verification_?code|reset_?code|one_?time|otp|salt|cookie|api_?key|jwt|signature/i;

/** A password hash wherever it appears (argon2, bcrypt, scrypt, PBKDF2 in the PHC string format). */
const HASH_TEXT = /^\$(argon2(id|i|d)|2[abxy]?|scrypt|pbkdf2[-\w]*)\$/;

/** A secret's text, replaced; flags, counts and empty values kept as they are. */
function isSecretValue(value: unknown): boolean {
  return value !== null && value !== undefined && typeof value !== 'boolean' && typeof value !== 'number';
}

/**
 * The value with every secret replaced by '[redacted]': the text of each field whose name says it holds a secret,
 * and any text shaped like a password hash. Applied as entries are written and again as they are read, so an
 * entry written before this rule shows none either.
 */
export function withoutSecrets(value: unknown): unknown {
  if (typeof value === 'string') return HASH_TEXT.test(value) ? historyMessages.redacted : value;
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) && isSecretValue(field) ? historyMessages.redacted : withoutSecrets(field),
    ]),
  );
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(withoutSecrets(value)));

/** Records a change with its before and after, secrets left out; call it inside the change's own transaction. */
export async function audit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    'insert into audit_log (actor_id, action, entity, entity_id, before, after) values ($1, $2, $3, $4, $5, $6)',
    [entry.actorId, entry.action, entry.entity, entry.entityId, json(entry.before), json(entry.after)],
  );
}

/**
 * Records many changes of one transaction in one statement, in the order given (thousands of seats revoked at once
 * cost one round trip, not one each); each entry as `audit` records it.
 */
export async function auditMany(tx: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.query(
    `insert into audit_log (actor_id, action, entity, entity_id, before, after)
     select actor_id, action, entity, entity_id, before, after
       from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[])
            with ordinality as t(actor_id, action, entity, entity_id, before, after, position)
      order by position`,
    [
      entries.map((entry) => entry.actorId),
      entries.map((entry) => entry.action),
      entries.map((entry) => entry.entity),
      entries.map((entry) => entry.entityId),
      entries.map((entry) => json(entry.before)),
      entries.map((entry) => json(entry.after)),
    ],
  );
}
