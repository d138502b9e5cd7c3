import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import type { ServerProcess } from './server-process.ts';

const OPS = fileURLToPath(new URL('../ops/', import.meta.url));

/** `npm run backup -- FILE` or `npm run restore -- FILE` as the root scripts run them, in `env`: exit code and output. */
export function runOpsCommand(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [`${OPS}${command}.ts`, file], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/**
 * Every table of the application's schema by its row count and a digest of its rows (each row as text, in one
 * order whatever the collation), and every sequence by its last value: equal for two databases that hold the same.
 * Read in one transaction, with the settings that change how values read as text fixed.
 */
export function tableChecksums(db: Database): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.query("set local timezone = 'UTC'");
    await tx.query("set local datestyle = 'ISO, MDY'");
    await tx.query("set local intervalstyle = 'postgres'");
    await tx.query('set local extra_float_digits = 1');
    const tables = await tx.query<{ name: string }>(
      "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1",
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await tx.query<{ rows: number; digest: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), ''))
                as digest
           from ${name} t`,
      );
      sums[name] = `${row?.rows} rows, md5 ${row?.digest}`;
    }
    const sequences = await tx.query<{ name: string; last: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last
         from pg_sequences where schemaname = 'public' order by 1`,
    );
    for (const { name, last } of sequences) sums[`${name} (sequence)`] = `last value ${last}`;
    return sums;
  });
}

/**
 * A database that does not exist yet, of either engine: an embedded one's folder (absent until a server or a restore
 * creates it), or a new, empty PostgreSQL database on the server TEST_DATABASE_URL names. `env` points a process at
 * it; `open` opens it as it is, once no process has it open.
 */
export interface TestDatabase {
  env: Record<string, string>;
  /** The embedded database's folder; undefined for PostgreSQL. */
  dataDir: string | undefined;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function newDatabase(kind: 'pglite' | 'postgres', prefix: string): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const folder = await mkdtemp(join(tmpdir(), `${prefix}-`));
    const dataDir = join(folder, 'data');
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dataDir,
      open: (): Promise<Database> => openPglite(dataDir),
      drop: () => rm(folder, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('a PostgreSQL database needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    env: { DATABASE_URL: url.toString() },
    dataDir: undefined,
    open: (): Promise<Database> => openPostgres(url.toString()),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Signs a demo account in over HTTP, as the console on the server's own origin does: the answer's status. */
export async function signIn(url: string, account: { email: string; password: string }): Promise<number> {
  const response = await fetch(`${url}/api/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ Email: account.email, Password: account.password }),
  });
  return response.status;
}

/** Ends a server process with SIGTERM, as an operator would, once it has exited. */
export function stopServer(server: ServerProcess): Promise<unknown> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null) return resolve(null);
    server.process.once('exit', resolve);
    server.process.kill('SIGTERM');
  });
}

/**
 * Leaves a socket file at `path` that nothing answers on, as a process killed outright leaves its socket: a process
 * listens on it and exits without closing it.
 */
export async function leaveStaleSocket(path: string) {
  const killed = spawn(process.execPath, [
    '-e',
    `require('node:net').createServer().listen(${JSON.stringify(path)}, () => process.exit(0))`,
  ]);
  await new Promise((resolve) => killed.once('exit', resolve));
  if (!existsSync(path)) throw new Error(`no socket left at ${path}`);
}
