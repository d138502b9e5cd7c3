import { randomUUID } from 'node:crypto';
import { type License, licenseSchema } from '@license-console/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { z } from 'zod/mini';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The three demo roles signed in once per file (sign-in is rate limited per account). */
export async function signInRoles(app: TestApp) {
  const { admin, manager, user } = demoAccounts;
  return {
    admin: await signIn(app, admin.email, admin.password),
    manager: await signIn(app, manager.email, manager.password),
    user: await signIn(app, user.email, user.password),
  };
}

export type Roles = Awaited<ReturnType<typeof signInRoles>>;

/**
 * What a test file of the API starts with: a test app, a caller on it, and the three roles' cookies, signed in before
 * the file's tests run (so `roles` is read in a test or a later hook, never while the file is collected).
 */
export async function appWithRoles() {
  const app = await createTestApp();
  const roles = {} as Roles;
  beforeAll(async () => {
    Object.assign(roles, await signInRoles(app));
  });
  return { app, call: caller(app), roles };
}

/** Calls the API as the holder of `cookie` (no cookie: anonymous). */
export function caller(app: TestApp) {
  return (
    cookie: string | undefined,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const options: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return app.server.inject(options);
  };
}

/** Public ids of the packs seeded for the demo manager: the Business pack (3 users) and the Standard pack. */
export async function demoPacks(app: TestApp) {
  const rows = await app.db.query<{ publicId: string; productId: number }>(
    `select l.public_id as "publicId", l.product_id as "productId" from licenses l join users u on u.id = l.manager_id
      where u.email = $1 order by l.product_id desc`,
    [demoAccounts.manager.email],
  );
  return { business: rows[0]!.publicId, standard: rows[1]!.publicId };
}

/** A pack of another customer: managed by a generated account, no demo user in it. */
export async function foreignPack(app: TestApp): Promise<string> {
  const [row] = await app.db.query<{ publicId: string }>(
    `select l.public_id as "publicId" from licenses l join users u on u.id = l.manager_id
      where u.email not like '%@example.com'
        and not exists (select 1 from license_usages x where x.license_id = l.id and x.account_name like '%@example.com')
      order by l.id limit 1`,
  );
  return row!.publicId;
}

export async function productPublicId(app: TestApp, productId: number): Promise<string> {
  const [row] = await app.db.query<{ publicId: string }>('select public_id as "publicId" from products where id = $1', [
    productId,
  ]);
  return row!.publicId;
}

/** Today and other days as the database sees them, MM/DD/YYYY (the server's "today" is the database's). */
export async function databaseDay(app: TestApp, offsetDays = 0): Promise<string> {
  const [row] = await app.db.query<{ day: string }>("select to_char(current_date + $1::int, 'MM/DD/YYYY') as day", [
    offsetDays,
  ]);
  return row!.day;
}

/** Everything a pack holds, read straight from the tables (to prove that nothing changed). */
export async function packState(app: TestApp, publicId: string) {
  const rows = await app.db.query(
    `select l.*, (select json_agg(u.account_name order by u.id) from license_usages u where u.license_id = l.id) as usages
       from licenses l where l.public_id = $1`,
    [publicId],
  );
  return rows[0] ?? null;
}

export async function licenseCount(app: TestApp): Promise<number> {
  const [row] = await app.db.query<{ count: number }>('select count(*)::int as count from licenses');
  return row!.count;
}

export async function auditEntries(app: TestApp, entityId: string) {
  return app.db.query<{ action: string; actorEmail: string | null; before: unknown; after: unknown }>(
    `select a.action, u.email as "actorEmail", a.before, a.after
       from audit_log a left join users u on u.id = a.actor_id
      where a.entity = 'license' and a.entity_id = $1 order by a.id`,
    [entityId],
  );
}

/** An id of the shape the server issues with its last character changed: a forged or mistyped id. */
export function tampered(id: string) {
  return `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
}

/** Parses an answer as License[] (the contract's shape), failing the test on any drift. */
export function licensesOf(response: { statusCode: number; json(): unknown }): License[] {
  expect(response.statusCode).toBe(200);
  return z.array(licenseSchema).parse(response.json());
}

/** A valid body of POST /api/licenses for the demo test's own customer. */
export function newLicenseBody(overrides: Record<string, unknown> & { encryptedProductId: string }) {
  return {
    userCount: 3,
    name: 'new.admin@customer.example',
    startDate: '01/01/2030',
    endDate: '01/01/2031',
    sharepointIntegration: false,
    advancedTemplate: false,
    names: { firstName: 'New', lastName: 'Admin' },
    ...overrides,
  };
}

/**
 * A new pack (through the API, as the administrator holding `admin`) holding the given users (written directly:
 * seat assignment is another module's).
 */
export async function packWithUsers(
  app: TestApp,
  admin: string,
  options: { seats: number; product: string; users?: string[]; endDate?: string },
): Promise<string> {
  const response = await caller(app)(
    admin,
    'POST',
    '/api/licenses',
    newLicenseBody({
      encryptedProductId: options.product,
      userCount: options.seats,
      startDate: await databaseDay(app, -30),
      endDate: options.endDate ?? (await databaseDay(app, 300)),
    }),
  );
  expect(response.statusCode).toBe(201);
  const license = licenseSchema.parse(response.json());
  for (const email of options.users ?? []) {
    await app.db.query(
      `insert into license_usages (public_id, license_id, account_name)
       select $2, id, $3 from licenses where public_id = $1`,
      [license.encryptedId, randomUUID(), email],
    );
  }
  await app.db.query(
    `update licenses set used_count = (select count(*) from license_usages where license_id = licenses.id)
      where public_id = $1`,
    [license.encryptedId],
  );
  return license.encryptedId;
}
