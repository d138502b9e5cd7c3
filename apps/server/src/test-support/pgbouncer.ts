import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.ts';

/** Debian's PgBouncer (`apt-get install pgbouncer`). */
export const PGBOUNCER = process.env.PGBOUNCER ?? '/usr/sbin/pgbouncer';

export interface PgBouncer {
  /** `upstream` with its host and port replaced by the pooler's. */
  url(upstream: string): string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * PgBouncer in transaction pooling mode in front of the PostgreSQL server `upstream` names (every database on it),
 * on a free port of this machine, from a configuration written to a folder of its own: clients are trusted as the
 * PostgreSQL server trusts them (its user must be in the auth file all the same). Run as root, it runs as the
 * postgres user, as PgBouncer refuses root.
 */
export async function startPgBouncer(upstream: string, { poolSize = 20 } = {}): Promise<PgBouncer> {
  const server = new URL(upstream);
  const user = decodeURIComponent(server.username || 'postgres');
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'lc-pgbouncer-'));
  await chmod(dir, 0o777);
  const config = join(dir, 'pgbouncer.ini');
  await writeFile(join(dir, 'users.txt'), `"${user}" ""\n`, { mode: 0o644 });
  await writeFile(
    config,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir =`,
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      ...(process.getuid?.() === 0 ? ['user = postgres'] : []),
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const child = spawn(PGBOUNCER, [config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    if (await accepts(port)) {
      return {
        port,
        process: child,
        stop,
        url(target) {
          const url = new URL(target);
          url.hostname = '127.0.0.1';
          url.port = String(port);
          return url.toString();
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`PgBouncer did not start: ${output}`);
}
