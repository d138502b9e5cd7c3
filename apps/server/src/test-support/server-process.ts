import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/open.ts';
import { seedIfEmpty } from '../seed/seed.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A port nobody listens on, for a server process to take. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

/** A test's server environment (JSON logs, API only, loopback, development routes off) with `env` on top. */
export function serverTestEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_FORMAT: 'json',
    DEV_ROUTES: 'false',
    CONSOLE_DIR: '/nonexistent',
    NODE_ENV: '',
    // No drain on SIGTERM (a test's servers have no load balancer to wait for), unless a test asks for one.
    DRAIN_SECONDS: '0',
    ...env,
  };
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** What the process has written to stderr so far. */
  output(): string;
}

/** One server process (`node src/main.ts`, as `npm start` runs it) on a PostgreSQL database, once it is ready. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: serverTestEnv({ DATABASE_URL: databaseUrl, PORT: String(port), ...env }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${errors}`);
    const ready = await fetch(`${url}/readyz`).catch(() => null);
    if (ready?.status === 200) return { url, process: child, output: () => errors };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`server not ready: ${errors}`);
}

/** Ends a server process as an operator would (SIGTERM), once it has exited. */
function stopProcess(child: ChildProcess) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * A new, empty PostgreSQL database (`prefix` and a random suffix) on the server `TEST_DATABASE_URL` names: `admin`
 * is a connection to that server (not to the new database), `drop` drops the database and closes it.
 */
export async function createPostgresDatabase(prefix: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('a test database on PostgreSQL needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    name,
    databaseUrl: databaseUrl.toString(),
    admin,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A fresh PostgreSQL database as createPostgresDatabase makes it, seeded as a first start seeds it. */
async function createSeededDatabase(prefix: string) {
  const database = await createPostgresDatabase(prefix);
  const db = await openDatabase({ databaseUrl: database.databaseUrl });
  await seedIfEmpty(db);
  await db.close();
  return database;
}

/**
 * One server process, with `env` added to its environment, on a fresh database of the engine the run tests
 * (TEST_ENGINE): an embedded one in a folder of its own, or a new seeded PostgreSQL database. `stop` ends the process
 * and removes the database.
 */
export async function startServerOnTestEngine(prefix: string, env: Record<string, string> = {}) {
  if (process.env.TEST_ENGINE !== 'postgres') {
    const dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
    const server = await startServerProcess('', { DATA_DIR: dataDir, ...env });
    return {
      ...server,
      async stop() {
        await stopProcess(server.process);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createSeededDatabase(prefix);
  const server = await startServerProcess(database.databaseUrl, env).catch(async (error) => {
    await database.drop();
    throw error;
  });
  return {
    ...server,
    async stop() {
      await stopProcess(server.process);
      await database.drop();
    },
  };
}

/**
 * Two server processes on one fresh, seeded PostgreSQL database of the server `TEST_DATABASE_URL` names, each with
 * `env` added to its environment: `admin` is a connection to that server (not to the new database), `stop` ends both
 * processes and drops the database.
 */
export async function startServerPair(prefix: string, env: Record<string, string> = {}) {
  const database = await createSeededDatabase(prefix);
  const servers = await Promise.all([
    startServerProcess(database.databaseUrl, env),
    startServerProcess(database.databaseUrl, env),
  ]);
  return {
    name: database.name,
    databaseUrl: database.databaseUrl,
    admin: database.admin,
    servers,
    async stop() {
      await Promise.all(servers.map((server) => stopProcess(server.process)));
      await database.drop();
    },
  };
}
