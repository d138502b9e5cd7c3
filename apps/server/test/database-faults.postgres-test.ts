// PostgreSQL faults under the real server code: terminated connections, a database that goes away and comes
// back, a database that stops answering, and a multi-step change cut off in the middle. Run on the PostgreSQL
// project only (TEST_DATABASE_URL): PGlite lives inside the process and has no connections to lose.
import { randomBytes } from 'node:crypto';
import { createServer, type Server, Socket } from 'node:net';
import { type License, licenseSchema, messages, renewalPeriod } from '@license-console/domain';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/open.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../src/lib/http-error.ts';
import {
  caller,
  databaseDay,
  newLicenseBody,
  packState,
  productPublicId,
  type Roles,
  signInRoles,
} from '../src/modules/licenses/test-fixtures.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('the database fault tests need TEST_DATABASE_URL');
const target = new URL(adminUrl);

/**
 * A TCP relay between the server and PostgreSQL that the test can cut (every connection reset, the port closed:
 * what a restart or a failover looks like from the server), silence (connections accepted, nothing answered) and
 * bring back on the same port.
 */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private silent = false;
  port = 0;

  async up() {
    this.silent = false;
    const server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => client.destroy());
      if (this.silent) return;
      const upstream = new Socket();
      this.sockets.add(upstream);
      upstream.on('close', () => {
        this.sockets.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
      upstream.connect(Number(target.port || 5432), target.hostname, () => {
        client.pipe(upstream).pipe(client);
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  /** Resets every connection and closes the port: the server's next connection is refused. */
  async down() {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Keeps the port open but answers nothing, as a hung or unreachable database does. */
  async hang() {
    await this.down();
    await this.up();
    this.silent = true;
  }
}

const name = `lc_faults_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const relay = new Relay();
await relay.up();
const relayed = new URL(adminUrl);
relayed.hostname = '127.0.0.1';
relayed.port = String(relay.port);
relayed.pathname = `/${name}`;
const db = await openDatabase({ databaseUrl: relayed.toString() });
await seedIfEmpty(db);
const app = { ...(await buildApp({ db, validateResponses: true })), db };
const call = caller(app);
let roles: Roles;
let standardProduct: string;

beforeAll(async () => {
  roles = await signInRoles(app);
  standardProduct = await productPublicId(app, 1);
});

afterAll(async () => {
  await app.server.close();
  await db.close().catch(() => {});
  await relay.down();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** Ends every connection the server holds to its database, as an operator's pg_terminate_backend does. */
async function terminateServerConnections(spared: readonly number[] = []): Promise<number> {
  const rows = await admin.query(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid() and pid <> all($2::int[])`,
    [name, spared],
  );
  return rows.rowCount ?? 0;
}

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(response.json()).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    message: messages.server.databaseUnavailable,
  });
}

/** Milliseconds until `probe` answers 200, polling every 50 ms for at most `limitMs`. */
async function timeToRecover(probe: () => Promise<LightMyRequestResponse>, limitMs = 5000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await probe()).statusCode === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not recover within ${limitMs} ms`);
}

const searchPage = () => call(roles.admin, 'GET', '/api/Licenses/SearchLicensePaged?pageNumber=1&pageSize=10');

/** Holds an exclusive lock on the audit table, so a change blocks at its last step (every change audits last). */
async function holdAuditLog() {
  const direct = new URL(adminUrl!);
  direct.pathname = `/${name}`;
  const holder = new pg.Client({ connectionString: direct.toString() });
  await holder.connect();
  const [own] = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
  const pid = own!.pid;
  await holder.query('begin');
  await holder.query('lock table audit_log in access exclusive mode');
  return {
    pid,
    /** Waits until the server's transaction is blocked on the lock, having done every step before it. */
    async waitForBlockedChange() {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const blocked = await admin.query(
          `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> $2`,
          [name, pid],
        );
        if (blocked.rowCount) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('no change blocked on the audit table');
    },
    async release() {
      await holder.query('rollback');
      await holder.end();
    },
  };
}

/** A new pack of the standard product, with `users` written straight into it. */
async function pack(seats: number, users: string[]): Promise<string> {
  const response = await call(
    roles.admin,
    'POST',
    '/api/licenses',
    newLicenseBody({
      encryptedProductId: standardProduct,
      userCount: seats,
      startDate: await databaseDay(app, -30),
      endDate: await databaseDay(app, 300),
    }),
  );
  expect(response.statusCode).toBe(201);
  const license = licenseSchema.parse(response.json());
  for (const email of users) {
    await db.query(
      `insert into license_usages (public_id, license_id, account_name) select $2, id, $3 from licenses where public_id = $1`,
      [license.encryptedId, randomBytes(8).toString('hex'), email],
    );
  }
  await db.query(
    'update licenses set used_count = (select count(*) from license_usages where license_id = licenses.id) where public_id = $1',
    [license.encryptedId],
  );
  return license.encryptedId;
}

describe('given the server connections terminated under load', () => {
  it('should answer every request 200 or 503 with Retry-After (never 500, never a hang) and recover at once', async () => {
    const statuses: number[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const response = await searchPage();
        statuses.push(response.statusCode);
        if (response.statusCode !== 200) expectUnavailable(response);
      }
    };
    const clients = Array.from({ length: 20 }, client);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Several rounds, so connections are cut both mid-query and while idle in the pool. Each round waits until the
    // server holds connections again (on a busy machine it may take longer than the pause to reconnect).
    for (let round = 0; round < 3; round += 1) {
      let ended = 0;
      for (let attempt = 0; attempt < 250 && ended === 0; attempt += 1) {
        ended = await terminateServerConnections();
        if (ended === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(ended).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    running = false;
    await Promise.all(clients);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(20);
    expect(await timeToRecover(searchPage)).toBeLessThan(5000);
  });

  it('should answer 503 to the request whose statement was running when its connection ended', async () => {
    const main = await pack(3, []);
    const before = await packState(app, main);
    const lock = await holdAuditLog();
    try {
      const current = (await call(roles.admin, 'GET', `/api/Licenses/encrypted/${main}`)).json() as License;
      const period = renewalPeriod(current);
      const renewing = call(roles.admin, 'POST', `/api/licenses/Renew/${main}`, {
        startDate: period.startDate,
        endDate: period.endDate,
        userCount: 9,
      });
      await lock.waitForBlockedChange();
      await terminateServerConnections([lock.pid]);
      expectUnavailable(await renewing);
    } finally {
      await lock.release();
    }
    // The renewal had written the pack when it was cut off: none of it stayed.
    expect(await packState(app, main)).toEqual(before);
  });
});

describe('given a multi-step change cut off in the middle', () => {
  it('should leave a merge whole or not at all, and let it run whole once the database is back', async () => {
    const main = await pack(2, ['fault.main@example.com']);
    const merged = await pack(3, ['fault.merged.1@example.com', 'fault.merged.2@example.com']);
    const before = [await packState(app, main), await packState(app, merged)];
    const body = { EncryptedUsageIds: [merged], EncryptedProductId: standardProduct };
    const lock = await holdAuditLog();
    try {
      const merging = call(roles.admin, 'POST', `/api/Licenses/${main}/LicenseUsages/Merge`, body);
      // Users moved, seats added and the merged pack ended: only the audit entry is left when the fault comes.
      await lock.waitForBlockedChange();
      await terminateServerConnections([lock.pid]);
      expectUnavailable(await merging);
    } finally {
      await lock.release();
    }
    expect([await packState(app, main), await packState(app, merged)]).toEqual(before);

    const retried = await call(roles.admin, 'POST', `/api/Licenses/${main}/LicenseUsages/Merge`, body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ userCount: 5, usedCount: 3 });
  });
});

describe('given the database gone and back (a restart or a failover)', () => {
  it('should refuse at once with 503 while it is gone, and serve again within 5 s of its return', async () => {
    expect((await searchPage()).statusCode).toBe(200);
    await relay.down();
    try {
      const started = performance.now();
      expectUnavailable(await searchPage());
      expectUnavailable(await call(roles.admin, 'GET', '/api/CurrentUser'));
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await relay.up();
    }
    expect(await timeToRecover(searchPage)).toBeLessThan(5000);
  });

  it('should not hang on a database that accepts connections and answers nothing', async () => {
    await relay.hang();
    // The pool notices its reset connections, so the next request must open a new one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const started = performance.now();
      expectUnavailable(await searchPage());
      // The connection wait (3 s), not the client's patience, bounds the answer.
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThan(2500);
      expect(waited).toBeLessThan(5000);
    } finally {
      await relay.down();
      await relay.up();
    }
    expect(await timeToRecover(searchPage)).toBeLessThan(5000);
  });
});
