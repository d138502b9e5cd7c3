import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { serveBackups } from './backup-socket.ts';
import { CommandError, EXIT } from './command-error.ts';

/**
 * Where the commands act: the database the server of the same environment uses (DATABASE_LISTEN_URL, else
 * DATABASE_URL, else DATA_DIR).
 */
export interface Target {
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * The target of a command run with the server's settings. On PostgreSQL it is DATABASE_LISTEN_URL, the direct
 * connection, when set: DATABASE_URL then leads to PgBouncer in transaction mode, which refuses the startup options
 * pg_dump and the migrations' clients send, and would hand the session settings pg_dump makes to the servers'
 * pooled connections afterwards.
 */
export function commandTarget(config: Pick<ServerConfig, 'databaseUrl' | 'databaseListenUrl' | 'dataDir'>): Target {
  return { databaseUrl: config.databaseListenUrl ?? config.databaseUrl, dataDir: config.dataDir };
}

export const describeTarget = (target: Target) =>
  target.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${target.dataDir}`;

/**
 * Opens the embedded database in `dataDir` for a command while no process has it open. The command takes the
 * folder's backup socket first and holds it while it works, so that a server started meanwhile refuses the folder
 * instead of opening it as well. `mustExist` refuses a folder without a database; without it, an absent or empty
 * folder gets a new, empty database.
 */
export async function openEmbeddedForCommand(dataDir: string, mustExist: boolean) {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    if (mustExist) throw new CommandError(`${dataDir} holds no embedded database`, EXIT.usage);
    if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
      throw new CommandError(`${dataDir} is not empty and holds no embedded database`, EXIT.refused);
    }
    await mkdir(dataDir, { recursive: true });
  }
  let db: Database | undefined;
  const socket = await serveBackups(dataDir, () =>
    db?.dump ? db.dump() : Promise.reject(new Error('the database is not open yet')),
  ).catch((error: Error) => {
    throw new CommandError(`${error.message}: stop the server first`, EXIT.refused);
  });
  try {
    const { openPglite } = await import('../db/pglite.ts');
    db = await openPglite(dataDir);
  } catch (error) {
    await socket.close();
    throw error;
  }
  const opened = db;
  return {
    db: opened,
    async close() {
      await opened.close();
      await socket.close();
    },
  };
}

/** The path the operator gave, absolute: a relative one is taken from the project's root, where npm runs scripts. */
export function givenPath(path: string): string {
  return resolve(path);
}

/** Runs a command's `work`, printing its failure and ending the process with the failure's exit code. */
export async function runCommand(usage: string, work: (file: string) => Promise<string>) {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) {
    process.stderr.write(`usage: ${usage}\n`);
    process.exit(EXIT.usage);
  }
  try {
    process.stdout.write(`${await work(givenPath(file))}\n`);
    process.exit(0);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof CommandError ? error.exitCode : EXIT.failed);
  }
}
