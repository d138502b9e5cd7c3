import { messages } from '@license-console/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLicenseBody } from '../src/modules/licenses/test-fixtures.ts';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { type ServerProcess, startServerPair } from '../src/test-support/server-process.ts';

let pair: Awaited<ReturnType<typeof startServerPair>>;
let servers: ServerProcess[] = [];
let reader: pg.Client;
let cookie = '';

beforeAll(async () => {
  pair = await startServerPair('lc_seats');
  servers = pair.servers;
  reader = new pg.Client({ connectionString: pair.databaseUrl });
  await reader.connect();
  const signIn = await fetch(`${servers[0]!.url}/api/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: demoAccounts.admin.email, Password: demoAccounts.admin.password }),
  });
  expect(signIn.status).toBe(200);
  cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}, 60_000);

afterAll(async () => {
  await reader.end();
  await pair.stop();
});

/** A JSON call to one of the processes, as the administrator (the session, kept in the database, serves both). */
async function send(server: number, method: string, path: string, body?: unknown) {
  const response = await fetch(`${servers[server]!.url}${path}`, {
    method,
    headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function stored(publicId: string) {
  const result = await reader.query<{ usedCount: number; usages: number }>(
    `select l.used_count as "usedCount", (select count(*)::int from license_usages u where u.license_id = l.id) as usages
       from licenses l where l.public_id = $1`,
    [publicId],
  );
  return result.rows[0];
}

describe('given two server processes on one PostgreSQL', () => {
  it.each([1, 9])('should let exactly %i of 200 simultaneous assignments through, across both', async (seats) => {
    const product = await reader.query<{ publicId: string }>(
      'select public_id as "publicId" from products where id = 1',
    );
    const created = await send(
      0,
      'POST',
      '/api/licenses',
      newLicenseBody({ encryptedProductId: product.rows[0]!.publicId, userCount: seats }),
    );
    expect(created.status).toBe(201);
    const pack = created.body.encryptedId as string;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        send(index % 2, 'POST', `/api/Licenses/${pack}/LicenseUsages`, {
          accountName: `racer${index}.${seats}@two-servers.example`,
          firstName: 'Race',
          lastName: `Number ${index}`,
        }),
      ),
    );
    const assigned = answers.filter((answer) => answer.status === 201);
    expect(assigned).toHaveLength(seats);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.every((answer) => answer.status === 400)).toBe(true);
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(new Set([messages.licenseUsers.noSeatsLeft]));
    expect(await stored(pack)).toEqual({ usedCount: seats, usages: seats });
  });

  it('should keep the count when revokes and assignments of one pack race on both processes', async () => {
    const product = await reader.query<{ publicId: string }>(
      'select public_id as "publicId" from products where id = 1',
    );
    const created = await send(
      1,
      'POST',
      '/api/licenses',
      newLicenseBody({ encryptedProductId: product.rows[0]!.publicId, userCount: 5 }),
    );
    const pack = created.body.encryptedId as string;
    const first = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        send(index % 2, 'POST', `/api/Licenses/${pack}/LicenseUsages`, {
          accountName: `holder${index}@two-servers.example`,
          firstName: 'Seat',
          lastName: 'Holder',
        }),
      ),
    );
    expect(first.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    // Two seats revoked while 50 newcomers ask for one: exactly two newcomers get in.
    const answers = await Promise.all([
      ...first
        .slice(0, 2)
        .map((answer, index) =>
          send(index % 2, 'DELETE', `/api/Licenses/${pack}/LicenseUsages/${answer.body.cryptId as string}`),
        ),
      ...Array.from({ length: 50 }, (_, index) =>
        send(index % 2, 'POST', `/api/Licenses/${pack}/LicenseUsages`, {
          accountName: `newcomer${index}@two-servers.example`,
          firstName: 'New',
          lastName: 'Comer',
        }),
      ),
    ]);
    expect(answers.slice(0, 2).map((answer) => answer.status)).toEqual([200, 200]);
    const newcomers = answers.slice(2).filter((answer) => answer.status === 201);
    expect(newcomers.length).toBeLessThanOrEqual(2);
    expect(await stored(pack)).toEqual({ usedCount: 3 + newcomers.length, usages: 3 + newcomers.length });
  });
});
