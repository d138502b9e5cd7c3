import type { Queryable } from '../db/database.ts';
import { CommandError, EXIT } from './command-error.ts';

/** How pg_dump begins a plain dump, whichever engine and version wrote it. */
const DUMP_HEADER = '--\n-- PostgreSQL database dump\n';

/**
 * A psql command newer pg_dumps write around the script (`\restrict KEY`, `\unrestrict KEY`): it guards psql against
 * a dump that smuggles in commands of its own, and means nothing to the drivers that run the script here.
 */
const RESTRICT_LINE = /^\\(?:un)?restrict [A-Za-z0-9]+\r?$/gm;

/** The first lines of a dump: comments, blank lines and the session settings the script runs under. */
const PREAMBLE_LINE = /^(?:--.*|\s*|SET .*;|SELECT pg_catalog\.set_config\(.*\);)$/;
const SETTING_LINE = /^SET ([a-z_]+) = .*;$/;

/**
 * Refuses what is not a dump `npm run backup` writes: a plain pg_dump whose rows are INSERTs (COPY data is loaded
 * by psql alone).
 */
export function checkDump(dump: string) {
  if (!dump.replace(/\r\n/g, '\n').startsWith(DUMP_HEADER)) {
    throw new CommandError('the file is not a plain SQL dump made by pg_dump (npm run backup)', EXIT.usage);
  }
  if (/^COPY .* FROM stdin;\r?$/m.test(dump)) {
    throw new CommandError(
      'the dump holds its rows as COPY data, which only psql loads; make it with npm run backup (rows as INSERTs)',
      EXIT.usage,
    );
  }
}

/**
 * The dump as a script the target database runs in one go: without psql's commands, and without the preamble's
 * settings the target does not have. A dump of the embedded engine (PostgreSQL 18) sets `transaction_timeout`, which
 * PostgreSQL 16 and older lack: a setting the target does not have cannot apply to it.
 */
export async function scriptFor(dump: string, target: Queryable): Promise<string> {
  const known = new Set(
    (await target.query<{ name: string }>('select lower(name) as name from pg_settings')).map((row) => row.name),
  );
  const lines = dump.replace(RESTRICT_LINE, '').split('\n');
  for (let index = 0; index < lines.length && PREAMBLE_LINE.test(lines[index] ?? ''); index += 1) {
    const setting = SETTING_LINE.exec(lines[index] ?? '')?.[1];
    if (setting && !known.has(setting)) lines[index] = `-- not on this server: ${lines[index]}`;
  }
  return lines.join('\n');
}

/** The tables, views and sequences outside PostgreSQL's own schemas: a database that has any is not empty. */
export async function relationsIn(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname <> 'information_schema' and n.nspname !~ '^pg_'
      order by 1`,
  );
  return rows.map((row) => row.name);
}
