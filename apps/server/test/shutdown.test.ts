import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { installGracefulShutdown, type ShutdownProcess } from '../src/lib/shutdown.ts';
import { createTestDatabase } from '../src/test-support/test-app.ts';

/** A stand-in for the process: signals are emitted by the test, exit is recorded. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  let exited: (code: number) => void = () => {};
  const exit = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const host: ShutdownProcess & { emit(signal: NodeJS.Signals): void } = {
    once: (signal, listener) => emitter.once(signal, listener),
    exit: (code) => {
      exits.push(code);
      exited(code);
    },
    emit: (signal) => emitter.emit(signal),
  };
  return { host, exits, exit };
}

/** A server with one slow route, listening on a free port; `started` counts the requests under way. */
async function slowServer(options: { holdMs: number }) {
  const db = await createTestDatabase();
  const { server, log } = await buildApp({ db });
  let started = 0;
  let closedDatabase = false;
  server.get('/slow', async () => {
    started += 1;
    await new Promise((resolve) => setTimeout(resolve, options.holdMs));
    return { ok: true };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  const close = async () => {
    if (closedDatabase) return;
    closedDatabase = true;
    await db.close();
  };
  return {
    server,
    log,
    url: `http://127.0.0.1:${port}`,
    started: () => started,
    close,
    closedDatabase: () => closedDatabase,
  };
}

async function waitFor(check: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('given SIGTERM while 50 clients are mid-request', () => {
  it('should finish every started request, close the database and exit 0, then refuse new connections', async () => {
    const slow = await slowServer({ holdMs: 400 });
    const { host, exit } = fakeProcess();
    installGracefulShutdown({
      server: slow.server,
      log: slow.log,
      close: slow.close,
      deadlineMs: 10_000,
      process: host,
    });
    const responses = Array.from({ length: 50 }, () =>
      fetch(`${slow.url}/slow`).then(async (response) => ({ status: response.status, body: await response.json() })),
    );
    await waitFor(() => slow.started() === 50);
    host.emit('SIGTERM');
    const answered = await Promise.all(responses);
    expect(answered.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(answered.every((answer) => answer.body.ok === true)).toBe(true);
    expect(await exit).toBe(0);
    expect(slow.closedDatabase()).toBe(true);
    await expect(fetch(`${slow.url}/healthz`)).rejects.toThrow();
  });
});

describe('given a shutdown that cannot finish', () => {
  it('should exit 1 at the deadline', async () => {
    const slow = await slowServer({ holdMs: 60_000 });
    const { host, exit } = fakeProcess();
    installGracefulShutdown({ server: slow.server, log: slow.log, close: slow.close, deadlineMs: 300, process: host });
    const hanging = fetch(`${slow.url}/slow`).catch(() => 'reset');
    await waitFor(() => slow.started() === 1);
    const signalled = Date.now();
    host.emit('SIGINT');
    expect(await exit).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5000);
    slow.server.server.closeAllConnections();
    await hanging;
    await slow.close();
  });

  it('should exit 1 at once on a second signal', async () => {
    const slow = await slowServer({ holdMs: 60_000 });
    const { host, exits, exit } = fakeProcess();
    installGracefulShutdown({
      server: slow.server,
      log: slow.log,
      close: slow.close,
      deadlineMs: 60_000,
      process: host,
    });
    const hanging = fetch(`${slow.url}/slow`).catch(() => 'reset');
    await waitFor(() => slow.started() === 1);
    host.emit('SIGTERM');
    host.emit('SIGTERM');
    expect(await exit).toBe(1);
    expect(exits).toEqual([1]);
    slow.server.server.closeAllConnections();
    await hanging;
    await slow.close();
  });
});

describe('given the real server process', () => {
  it('should exit 0 on SIGTERM, within the deadline', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lc-shutdown-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, [join(import.meta.dirname, '..', 'src', 'main.ts')], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CONSOLE_DIR: '', NODE_ENV: 'development' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += String(chunk);
      });
      await waitFor(() => stderr.includes('is ready at'), 50_000);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
