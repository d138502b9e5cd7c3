// What the out-of-process benchmarks share: a load run (bench/load.ts as its own process), a fresh PostgreSQL
// database, stopping child processes, and the figures' min / median / max.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openPostgres } from '../apps/server/src/db/postgres.ts';
import { withDatabase } from './license-search-data.ts';

export interface LoadResult {
  perSecond: number;
  answers: number;
  statuses: Record<string, number>;
  timeouts: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

/** One load run from its own process: `connections` sockets on `paths` (in turn) for `seconds`. */
export function runLoad(
  origin: string,
  paths: readonly string[],
  { seconds, connections, cookies }: { seconds: number; connections: number; cookies: readonly string[] },
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, 'load.ts'), origin, paths[0]!, String(seconds), String(connections)],
      {
        env: { ...process.env, COOKIES: JSON.stringify(cookies), PATHS: JSON.stringify(paths) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(text) as LoadResult) : reject(new Error(`the load process exited with ${code}`)),
    );
  });
}

/** Ends child processes and waits for them. */
export function stopAll(children: readonly ChildProcess[]) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** `min / median / max`. */
export const spread = (values: readonly number[], digits: number) =>
  `${Math.min(...values).toFixed(digits)} / ${median(values).toFixed(digits)} / ${Math.max(...values).toFixed(digits)}`;

/**
 * A new database on the PostgreSQL that BENCH_DATABASE_URL names (the local one unless told), migrated by the server
 * when it starts, and how to drop it; null, after saying `skipped`, when no PostgreSQL answers.
 */
export async function freshPostgres(prefix: string, log: (line: string) => void) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let admin: Awaited<ReturnType<typeof openPostgres>>;
  try {
    admin = await openPostgres(adminUrl, { max: 1, queryTimeoutMs: 0 });
  } catch (error) {
    log(`skipped: no PostgreSQL at ${adminUrl} (${(error as Error).message}); set BENCH_DATABASE_URL`);
    return null;
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
