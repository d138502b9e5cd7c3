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

/** A new Standard pack of `seats` seats, created through one of the processes; answers the License as created. */
async function createPack(server: number, seats: number) {
  const product = await reader.query<{ publicId: string }>('select public_id as "publicId" from products where id = 1');
  const created = await send(
    server,
    'POST',
    '/api/licenses',
    newLicenseBody({ encryptedProductId: product.rows[0]!.publicId, userCount: seats }),
  );
  expect(created.status).toBe(201);
  return created.body as Record<string, unknown> & { encryptedId: string };
}

describe('given two server processes on one PostgreSQL', () => {
  it.each([1, 9])('should let exactly %i of 200 simultaneous assignments through, across both', async (seats) => {
    const pack = (await createPack(0, seats)).encryptedId;
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
    const pack = (await createPack(1, 5)).encryptedId;
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

  /** A pack of `seats` seats holding `users` users, assigned on both processes; answers it and their usage ids. */
  async function filledPack(seats: number, users: number, label: string) {
    const pack = await createPack(0, seats);
    const ids: string[] = [];
    for (let index = 0; index < users; index += 1) {
      const answer = await send(index % 2, 'POST', `/api/Licenses/${pack.encryptedId}/LicenseUsages`, {
        accountName: `${label}${index}@two-servers.example`,
        firstName: 'Seat',
        lastName: 'Holder',
      });
      expect(answer.status).toBe(201);
      ids.push(answer.body.cryptId as string);
    }
    return { pack, ids };
  }

  /** The license form's update body of a pack as created, with another count and a seat-shrink plan. */
  const planBody = (pack: Record<string, unknown>, userCount: number, revokeUsageIds: string[]) => ({
    userCount,
    name: pack.name,
    startDate: pack.startDate,
    endDate: pack.endDate,
    encryptedProductId: pack.encryptedProductId,
    sharepointIntegration: pack.sharePointIntegration,
    advancedTemplate: pack.advancedTemplate,
    revokeUsageIds,
  });

  async function counts(publicId: string) {
    const result = await reader.query<{ userCount: number; usedCount: number; usages: number }>(
      `select l.user_count as "userCount", l.used_count as "usedCount",
              (select count(*)::int from license_usages u where u.license_id = l.id) as usages
         from licenses l where l.public_id = $1`,
      [publicId],
    );
    return result.rows[0]!;
  }

  it('should keep a seat-shrink plan and 40 assignments racing on both processes within the seats bought', async () => {
    const { pack, ids } = await filledPack(8, 6, 'planned');
    // Lowered to 4, two users giving a seat up, while 40 newcomers ask for the two seats still free.
    const answers = await Promise.all([
      send(1, 'PUT', `/api/licenses/${pack.encryptedId}`, planBody(pack, 4, ids.slice(0, 2))),
      ...Array.from({ length: 40 }, (_, index) =>
        send(index % 2, 'POST', `/api/Licenses/${pack.encryptedId}/LicenseUsages`, {
          accountName: `rushing${index}@two-servers.example`,
          firstName: 'New',
          lastName: 'Comer',
        }),
      ),
    ]);
    const [plan, ...assignments] = answers;
    const newcomers = assignments.filter((answer) => answer.status === 201).length;
    expect(assignments.every((answer) => answer.status === 201 || answer.status === 400)).toBe(true);
    const after = await counts(pack.encryptedId);
    expect(after.usedCount).toBe(after.usages);
    expect(after.usedCount).toBeLessThanOrEqual(after.userCount);
    if (plan!.status === 200) {
      // The plan fitted when it ran: the newcomers that came first, then the plan that counted them, then none.
      expect(newcomers).toBe(0);
      expect(after).toEqual({ userCount: 4, usedCount: 4, usages: 4 });
    } else {
      expect(plan!.status).toBe(409);
      expect(newcomers).toBeGreaterThan(0);
      expect(after).toEqual({ userCount: 8, usedCount: 6 + newcomers, usages: 6 + newcomers });
    }
  });

  it('should let one of two plans made from one list through, on two processes, and the other change nothing', async () => {
    const { pack, ids } = await filledPack(6, 6, 'twice');
    const [first, second] = await Promise.all([
      send(0, 'PUT', `/api/licenses/${pack.encryptedId}`, planBody(pack, 4, ids.slice(0, 2))),
      send(1, 'PUT', `/api/licenses/${pack.encryptedId}`, planBody(pack, 3, ids.slice(2, 5))),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const after = await counts(pack.encryptedId);
    expect(after).toEqual(
      first.status === 200 ? { userCount: 4, usedCount: 4, usages: 4 } : { userCount: 3, usedCount: 3, usages: 3 },
    );
  });
});
