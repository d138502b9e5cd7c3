import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open.ts';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { type PgBouncer, startPgBouncer } from '../src/test-support/pgbouncer.ts';

// Two servers on one database through PgBouncer in transaction pooling mode, each listening for notifications on a
// direct connection (DATABASE_LISTEN_URL): a pooled connection is theirs for one transaction only, so nothing may
// be left on it between two (a statement prepared by name, a setting, a LISTEN).
const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `lc_pooler_${randomBytes(6).toString('hex')}`;
const directUrl = new URL(adminUrl);
directUrl.pathname = `/${name}`;
let bouncer: PgBouncer;
const servers: { app: App; db: Database }[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  // Few server connections for many clients, so that each client's statements land on connections others used.
  bouncer = await startPgBouncer(adminUrl, { poolSize: 3 });
  for (let index = 0; index < 2; index += 1) {
    // The first migrates and seeds through the pooler, as a server's start does.
    const db = await openDatabase({
      databaseUrl: bouncer.url(directUrl.toString()),
      databaseListenUrl: directUrl.toString(),
    });
    if (index === 0) await seedIfEmpty(db);
    servers.push({ app: await buildApp({ db }), db });
  }
}, 60_000);

afterAll(async () => {
  for (const { app, db } of servers) {
    await app.server.close();
    await db.close();
  }
  await bouncer?.stop();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function signIn(app: App, account: { email: string; password: string }) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/Authenticate',
    payload: { Email: account.email, Password: account.password },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((item) => item.name === 'lc_session')!;
  return `lc_session=${cookie.value}`;
}

describe('given two servers through PgBouncer in transaction pooling mode', () => {
  it("should answer many callers at once with the statements they prepare, each on the pooler's connections", async () => {
    const [first, second] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const cookies = await Promise.all(
      [demoAccounts.admin, demoAccounts.manager, demoAccounts.user].map((account) => signIn(first.app, account)),
    );
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        (index % 2 ? second : first).app.server.inject({
          method: 'GET',
          url: index % 3 ? '/api/CurrentUser' : '/api/Licenses',
          headers: { cookie: cookies[index % 3]! },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(60).fill(200));
  });

  it('should refuse a session in the second server within 500 ms of its sign-out through the first', async () => {
    const [first, second] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const cookie = await signIn(first.app, demoAccounts.user);
    const currentUser = (app: App) =>
      app.server.inject({ method: 'GET', url: '/api/CurrentUser', headers: { cookie } }).then((r) => r.statusCode);
    // Both have verified it, so both hold it in their caches.
    for (const { app } of [first, second, first, second]) expect(await currentUser(app)).toBe(200);
    const logout = await first.app.server.inject({
      method: 'POST',
      url: '/api/Logout',
      headers: { cookie },
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    const started = performance.now();
    let status = await currentUser(second.app);
    while (status === 200 && performance.now() - started < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = await currentUser(second.app);
    }
    expect(status).toBe(401);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
