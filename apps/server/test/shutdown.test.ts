import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { installGracefulShutdown, type ShutdownProcess } from '../src/lib/shutdown.ts';
import { startServerOnTestEngine } from '../src/test-support/server-process.ts';
import { createTestDatabase, engine } from '../src/test-support/test-app.ts';

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
  // Its first database is the worker's first (the migrated image is made then): on a busy machine that alone may
  // take most of the default 30 s.
  it('should finish every started request, close the database and exit 0, then refuse new connections', {
    timeout: 90_000,
  }, async () => {
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

/** What became of one request of a keep-alive client: its answer, or the error that took its place. */
interface Outcome {
  /** When it was written, in ms after the signal (negative before it). */
  sentAt: number;
  status?: number;
  closesConnection?: boolean;
  error?: string;
}

/** GET `path` on the client's own keep-alive connection (a new one once the server closed it). */
function keepAliveGet(agent: Agent, url: string, headers: Record<string, string>) {
  return new Promise<Omit<Outcome, 'sentAt'>>((resolve) => {
    const request = httpGet(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode, closesConnection: response.headers.connection === 'close' }),
      );
      response.on('error', (error) => resolve({ error: error.message }));
    });
    request.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
  });
}

describe(`given 30 keep-alive clients of the real server process (${engine}) when it gets SIGTERM`, () => {
  it('should answer 503 on readiness at once, answer every request written before the signal and during the drain with Connection: close, then exit 0', {
    timeout: 120_000,
  }, async () => {
    const drainMs = 2000;
    const server = await startServerOnTestEngine('lc_drain', { DRAIN_SECONDS: String(drainMs / 1000) });
    try {
      const url = `${server.url}/api/CurrentUser`;
      // An unknown session token: each request asks the database for it (and is answered 401), so that requests
      // are under way inside the database when the signal comes.
      const headers = { cookie: `lc_session=${randomBytes(32).toString('base64url')}` };
      let signalledAt = Number.POSITIVE_INFINITY;
      // The load balancer of the README's recipe: it stops sending within the drain, here half-way through.
      let sending = true;
      const outcomes: Outcome[] = [];
      const clients = Array.from({ length: 30 }, async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        while (sending) {
          const sentAt = performance.now() - signalledAt;
          outcomes.push({ sentAt, ...(await keepAliveGet(agent, url, headers)) });
        }
        agent.destroy();
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
      signalledAt = performance.now();
      server.process.kill('SIGTERM');
      // Readiness, asked on connections of its own until it answers 503: the time that took (ms after the signal).
      let readyAt = Number.POSITIVE_INFINITY;
      while (performance.now() - signalledAt < drainMs / 2) {
        const status = await fetch(`${server.url}/readyz`, { headers: { connection: 'close' } }).then(
          (answer) => answer.status,
          () => 0,
        );
        if (status === 503) {
          readyAt = performance.now() - signalledAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, drainMs / 2 - (performance.now() - signalledAt))));
      sending = false;
      await Promise.all(clients);

      const before = outcomes.filter((outcome) => outcome.sentAt < 0);
      const during = outcomes.filter((outcome) => outcome.sentAt >= 0);
      expect(before.length).toBeGreaterThan(30);
      expect(during.length).toBeGreaterThan(30);
      expect(outcomes.filter((outcome) => outcome.error !== undefined)).toEqual([]);
      expect(new Set(outcomes.map((outcome) => outcome.status))).toEqual(new Set([401]));
      // Within the drain's first half, however busy the machine: 503 from the moment the signal is handled.
      expect(readyAt).toBeLessThan(drainMs / 2);
      const afterReadiness = during.filter((outcome) => outcome.sentAt >= readyAt);
      expect(afterReadiness.length).toBeGreaterThan(0);
      expect(afterReadiness.every((outcome) => outcome.closesConnection)).toBe(true);
      expect(await exited).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
