import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsDir } from '../files.ts';
import type { Database, Queryable } from './database.ts';

// Several servers may start against one PostgreSQL at once: one of them migrates, the others wait.
const MIGRATION_LOCK = 4_207_311;

/** Applies every migration not yet applied, in file-name order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(join(migrationsDir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/** The migrations this server knows that the database has not applied (all of them on an empty database). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const [table] = await db.query<{ name: string | null }>("select to_regclass('schema_migrations')::text as name");
  if (!table?.name) return files;
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name));
  return files.filter((file) => !done.has(file));
}

/**
 * Splits a migration script on the semicolons that end statements: at the end of a line, outside a dollar-quoted
 * body (`$$ … $$`, a function's), whose own semicolons belong to it.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && line.trimStart().startsWith('--')) continue;
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
