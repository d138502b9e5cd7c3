import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A port nobody listens on, for a server process to take. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
}

/** One server process (`node src/main.ts`, as `npm start` runs it) on a PostgreSQL database, once it is ready. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      DEV_ROUTES: 'false',
      CONSOLE_DIR: '/nonexistent',
      NODE_ENV: '',
      ...env,
    },
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
    if (ready?.status === 200) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`server not ready: ${errors}`);
}
