import type { Queryable } from '../src/db/database.ts';

/**
 * Tables that may change on a refused call, and why; every other table must stay as it was unless the call
 * succeeded.
 */
export const BOOKKEEPING_TABLES: Readonly<Record<string, string>> = {
  sessions: "every signed-in request may slide its session's idle expiry (last_seen_at, expires_at)",
  rate_limits: 'attempts are counted before they are checked, so a refused sign-in, reset or code still counts',
  verification_codes: "a wrong code counts as one of the code's tries before it is refused",
};

export type StoredRows = Record<string, string>;

/**
 * Reads one hash per stored table (bookkeeping excluded), so two readings tell which tables changed. Rows are
 * hashed as their text, in text order: any changed, added or removed row changes its table's hash. The tables are
 * listed once, when the reader is made.
 */
export async function storedRowsReader(db: Queryable): Promise<() => Promise<StoredRows>> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !(name in BOOKKEEPING_TABLES));
  const statement = `select ${tables
    .map(
      (name) =>
        `(select md5(coalesce(string_agg(r::text, e'\\n' order by r::text), '')) from "${name}" r) as "${name}"`,
    )
    .join(', ')}`;
  return async () => (await db.query<StoredRows>(statement))[0]!;
}

/** The tables whose rows differ between two readings. */
export function changedTables(before: StoredRows, after: StoredRows): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
