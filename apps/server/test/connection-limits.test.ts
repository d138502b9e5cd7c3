import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { DEFAULT_CONNECTION_LIMITS } from '../src/plugins/connection-limits.ts';
import { createTestApp } from '../src/test-support/test-app.ts';

const limits = {
  ...DEFAULT_CONNECTION_LIMITS,
  requestTimeoutMs: 2000,
  keepAliveTimeoutMs: 1000,
  maxConnections: 8,
};
const app = await createTestApp({ seed: false, connectionLimits: limits });
const port = await listenOnRandomPort(app.server);

/** Listens on a free port between 20000 and 29999. */
async function listenOnRandomPort(server: FastifyInstance): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const candidate = 20000 + Math.floor(Math.random() * 10000);
    try {
      await server.listen({ port: candidate, host: '127.0.0.1' });
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 20) throw error;
    }
  }
}

interface OpenSocket {
  socket: Socket;
  closed: boolean;
  /** Everything the server sent, once it closed the socket. */
  done: Promise<string>;
}

function open(): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const state: OpenSocket = {
      socket,
      closed: false,
      done: new Promise((done) => {
        socket.on('close', () => {
          state.closed = true;
          done(received);
        });
      }),
    };
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve(state));
    socket.once('error', reject);
  });
}

/** A request whose body of 100 bytes arrives one byte every half second (50 s in all). */
async function trickle(): Promise<OpenSocket> {
  const slow = await open();
  slow.socket.write(
    'POST /api/ForgotPassword HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
  );
  const timer = setInterval(() => {
    if (slow.closed) clearInterval(timer);
    else slow.socket.write(' ');
  }, 500);
  return slow;
}

/** The status of one ordinary request on a fresh socket. */
async function status(path: string): Promise<number> {
  const client = await open();
  client.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(await client.done)?.[1]);
}

/** Settles when the socket closes; fails when it is still open after `seconds`. */
function closedWithin(socket: OpenSocket, seconds: number): Promise<string> {
  return Promise.race([
    socket.done,
    new Promise<string>((_, reject) =>
      setTimeout(() => reject(new Error(`still open after ${seconds} s`)), seconds * 1000).unref(),
    ),
  ]);
}

describe('given request bodies that trickle in', () => {
  it('should cut them with 408 once the request timeout passes, and answer normal requests meanwhile', async () => {
    const slow = await Promise.all([trickle(), trickle(), trickle()]);
    const answers: number[] = [];
    for (let request = 0; request < 5; request += 1) answers.push(await status('/api/CurrentUser'));
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    expect(slow.map((socket) => socket.closed)).toEqual([false, false, false]);

    const received = await Promise.all(slow.map((socket) => closedWithin(socket, 10)));
    for (const text of received) expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(await status('/api/CurrentUser')).toBe(401);
  });
});

describe('given an idle keep-alive socket', () => {
  it('should close it after the keep-alive timeout', async () => {
    const client = await open();
    client.socket.write('GET /api/CurrentUser HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const received = await closedWithin(client, 8);
    expect(received).toMatch(/^HTTP\/1\.1 401/);
    expect(received.toLowerCase()).toContain('keep-alive');
  });
});

describe('given more sockets than the cap', () => {
  it('should drop the ones past it and serve again once they close', async () => {
    const held = await Promise.all(Array.from({ length: limits.maxConnections }, () => open()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = await open();
    expect(await closedWithin(extra, 5)).toBe('');
    for (const socket of held) socket.socket.destroy();
    await Promise.all(held.map((socket) => socket.done));
    expect(await status('/api/CurrentUser')).toBe(401);
  });
});

describe('given the environment', () => {
  it('should take the timeouts and caps from it, with safe defaults', () => {
    expect(readConfig({}).connectionLimits).toEqual(DEFAULT_CONNECTION_LIMITS);
    expect(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs).toBeGreaterThan(0);
    expect(
      readConfig({
        REQUEST_TIMEOUT_SECONDS: '10',
        IDLE_TIMEOUT_SECONDS: '20',
        KEEP_ALIVE_TIMEOUT_SECONDS: '5',
        MAX_CONNECTIONS: '200',
        MAX_REQUESTS_PER_SOCKET: '50',
        BODY_LIMIT_BYTES: '65536',
      }).connectionLimits,
    ).toEqual({
      requestTimeoutMs: 10_000,
      idleTimeoutMs: 20_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 200,
      maxRequestsPerSocket: 50,
      bodyLimitBytes: 65_536,
    });
    expect(() => readConfig({ MAX_CONNECTIONS: '1.5' })).toThrow(/MAX_CONNECTIONS must be a whole number/);
    expect(() => readConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});
