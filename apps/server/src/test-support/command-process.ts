import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { openEngine } from '../db/open.ts';
import { openPglite } from '../db/pglite.ts';
import { demoAccounts } from '../seed/demo-data.ts';
import { createPostgresDatabase, freePort, serverTestEnv } from './server-process.ts';
import { engine } from './test-app.ts';

export interface EmptyTestDatabase {
  /** The environment that points a process at it. */
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A database of the engine the run tests (TEST_ENGINE) that holds no schema at all: an embedded one created in a
 * folder of its own (so no snapshot is copied into it), or a new PostgreSQL database.
 */
export async function emptyTestDatabase(prefix: string): Promise<EmptyTestDatabase> {
  if (engine === 'pglite') {
    const folder = await mkdtemp(join(tmpdir(), `${prefix}-`));
    const dataDir = join(folder, 'data');
    await (await openPglite(dataDir)).close();
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openEngine({ dataDir }),
      drop: () => rm(folder, { recursive: true, force: true }),
    };
  }
  const { databaseUrl, drop } = await createPostgresDatabase(prefix);
  return { env: { DATABASE_URL: databaseUrl }, open: () => openEngine({ databaseUrl }), drop };
}

export interface NodeProcess {
  process: ChildProcess;
  /** What it has written so far, stdout and stderr together. */
  output(): string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}

/** `node <args>` with `env` added to a server's test environment (JSON logs, API only, loopback, no drain). */
export function runNode(args: string[], env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, args, {
    env: serverTestEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/**
 * A server process (`node <script>`) on a free port: answers `ready` with its address once /readyz says 200, or
 * `exited` with its exit code if it ends first (within a minute).
 */
export async function startServerScript(script: string[], env: Record<string, string>) {
  const port = await freePort();
  const server = runNode(script, { ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (exitCode !== undefined) return { ...server, url, outcome: 'exited' as const, exitCode };
    const ready = await fetch(`${url}/readyz`).catch(() => null);
    if (ready?.status === 200) return { ...server, url, outcome: 'ready' as const, exitCode: undefined };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.process.kill('SIGKILL');
  throw new Error(`server neither ready nor exited: ${server.output()}`);
}

/** Ends a process with SIGTERM and answers its exit code. */
export async function stopWithSigterm(server: NodeProcess): Promise<number | null> {
  if (server.process.exitCode === null) server.process.kill('SIGTERM');
  return server.exited;
}

/** Signs the demo administrator in over HTTP, as a browser on the server's own origin would: the answer's status. */
export async function signInAdmin(url: string): Promise<number> {
  const response = await fetch(`${url}/api/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ Email: demoAccounts.admin.email, Password: demoAccounts.admin.password }),
  });
  return response.status;
}
