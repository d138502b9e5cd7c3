import { messages } from '@license-console/domain';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { HttpError } from './http-error.ts';

/**
 * What a write's If-Match asked for: any current version (`*`), or one of the listed versions. A request without
 * the header is `undefined` and writes as it always did (the last write wins).
 */
export type Precondition = { any: true } | { versions: readonly number[] };

/** A record as read, with the version its ETag names (never sent in the body). */
export type Versioned<T> = T & { rowVersion: number };

/** The strong validator of a version: the same for a version whatever engine or process answers. */
export function etagOf(version: number): string {
  return `"v${version}"`;
}

const MAX_IF_MATCH_LENGTH = 1024;
// RFC 9110 entity-tag: an optional weak prefix and a quoted run of visible characters other than the quote.
const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e]*)"$/;
// "v0" names a record not written yet (a manager's password policy before its first save).
const OUR_TAG = /^v(0|[1-9][0-9]{0,8})$/;

/**
 * Reads an If-Match header. A tag of another shape, or a weak one (If-Match compares strongly), never matches, as
 * the header's grammar wants; a header outside the grammar is refused with 400 before anything is read.
 */
export function parseIfMatch(header: string | string[] | undefined): Precondition | undefined {
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(',') : header;
  const invalid = () =>
    new HttpError(400, messages.server.ifMatchInvalid, { fields: { 'If-Match': messages.server.ifMatchInvalid } });
  if (text.length > MAX_IF_MATCH_LENGTH) throw invalid();
  if (text.trim() === '*') return { any: true };
  const versions: number[] = [];
  for (const part of text.split(',')) {
    const tag = ENTITY_TAG.exec(part.trim());
    if (!tag) throw invalid();
    const ours = tag[1] ? null : OUR_TAG.exec(tag[2]!);
    if (ours) versions.push(Number(ours[1]));
  }
  return { versions };
}

/** The tables whose rows carry a version (migration 0015). */
export type VersionedTable =
  | 'licenses'
  | 'products'
  | 'sso_sites'
  | 'users'
  | 'password_settings'
  | 'organizations'
  | 'license_usages';

/**
 * Claims a row for a write based on the precondition's version: one statement that takes the row's lock and
 * compares, so that of two writers based on one version exactly one gets the row (the other, waiting on the lock,
 * then finds the version the first one's write made). Without a precondition, or with `*`, it only takes the lock.
 * False: the row's version is no longer the one asked for (or the row is gone).
 */
export async function claimVersion(
  tx: Queryable,
  table: VersionedTable,
  id: number,
  precondition: Precondition | undefined,
): Promise<boolean> {
  const versions = precondition && 'versions' in precondition ? precondition.versions : null;
  const rows = await tx.query(
    `update ${table} set row_version = row_version where id = $1 and ($2::int[] is null or row_version = any($2::int[]))
     returning id`,
    [id, versions === null ? null : [...versions]],
  );
  return rows.length > 0;
}

/**
 * Whether a version read under the write's locks is one the precondition names: always without a precondition or
 * with `*`. For a version that is not one row's column (a policy not saved yet, a combined version): the caller
 * holds the locks that keep it from changing until the write ends.
 */
export function versionMatches(precondition: Precondition | undefined, version: number): boolean {
  return !precondition || 'any' in precondition || precondition.versions.includes(version);
}

/** Who last changed a record and when, as the audit log keeps it (null: no change recorded). */
export async function lastChange(
  db: Queryable,
  entity: string,
  entityId: string,
): Promise<{ changedBy: string | null; changedAt: string | null }> {
  const [row] = await db.query<{ changedBy: string | null; changedAt: string }>(
    `select u.email as "changedBy", to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "changedAt"
       from audit_log a left join users u on u.id = a.actor_id
      where a.entity = $1 and a.entity_id = $2 order by a.id desc limit 1`,
    [entity, entityId],
  );
  return { changedBy: row?.changedBy ?? null, changedAt: row?.changedAt ?? null };
}

/**
 * The 412 of a write based on a version that is no longer current: the current version and state, and who changed
 * it last and when (the audit log's last entry of the record, or as the caller found it), so the caller can show the
 * difference and choose to reload or to write again on top of it.
 */
export async function preconditionFailed(
  db: Queryable,
  current: Versioned<object>,
  audited: { entity: string; entityId: string } | { changedBy: string | null; changedAt: string | null },
): Promise<HttpError> {
  const { rowVersion, ...state } = current;
  return new HttpError(412, messages.server.preconditionFailed, {
    version: rowVersion,
    etag: etagOf(rowVersion),
    current: state,
    ...('entity' in audited ? await lastChange(db, audited.entity, audited.entityId) : audited),
  });
}

/** Answers a record read or written: its version as the ETag header, the record without it as the body. */
export function answerVersioned<T extends object>(reply: FastifyReply, record: Versioned<T>): T {
  const { rowVersion, ...rest } = record;
  reply.header('etag', etagOf(rowVersion));
  return rest as unknown as T;
}
