import { type Dashboard, dashboardSchema, INT32_MAX, messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { appWithRoles, databaseDay, foreignPack, packWithUsers, productPublicId } from '../licenses/test-fixtures.ts';
import { createDashboardRepository } from './repository.ts';

const { app, call, roles } = await appWithRoles();

async function dashboard(cookie: string): Promise<Dashboard> {
  const response = await call(cookie, 'GET', '/api/Dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSchema.parse(response.json());
}

async function managerId(email: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>('select id::int as id from users where email = $1', [email]);
  return row!.id;
}

/**
 * The figures worked out here, from the packs and usages as they are, by the rules the answer states: a pack counts
 * while it has not ended; a seat is idle when its last use (or, never used, its assignment) is 30 days old or more.
 */
async function expected(manager?: number): Promise<Omit<Dashboard, 'scope'>> {
  const packRows = await app.db.query<{
    id: number;
    productId: number;
    name: string;
    seats: number;
    used: number;
    daysLeft: number;
  }>(
    `select l.id::int as id, l.product_id as "productId", p.name, l.user_count as seats, l.used_count as used,
            (l.end_date - current_date) as "daysLeft"
       from licenses l join products p on p.id = l.product_id
      where l.end_date >= current_date and ($1::bigint is null or l.manager_id = $1)`,
    [manager ?? null],
  );
  const idleRows = await app.db.query<{ licenseId: number }>(
    `select license_id::int as "licenseId" from license_usages
      where coalesce(last_usage, created_at) <= now() - interval '30 days'`,
  );
  const [today] = await app.db.query<{ day: string }>("select to_char(current_date, 'YYYY-MM-DD') as day");
  const idleByPack = new Map<number, number>();
  for (const row of idleRows) idleByPack.set(row.licenseId, (idleByPack.get(row.licenseId) ?? 0) + 1);
  const products = new Map<number, Dashboard['products'][number]>();
  for (const pack of packRows) {
    const product = products.get(pack.productId) ?? {
      productId: pack.productId,
      name: pack.name,
      packs: 0,
      seatsBought: 0,
      seatsUsed: 0,
      seatsIdle: 0,
    };
    product.packs += 1;
    product.seatsBought += pack.seats;
    product.seatsUsed += pack.used;
    product.seatsIdle += idleByPack.get(pack.id) ?? 0;
    products.set(pack.productId, product);
  }
  return {
    today: today!.day,
    products: [...products.values()].sort((a, b) => a.productId - b.productId),
    expiring: ([30, 60, 90] as const).map((withinDays) => {
      const ending = packRows.filter((pack) => pack.daysLeft <= withinDays);
      return { withinDays, packs: ending.length, seats: ending.reduce((sum, pack) => sum + pack.seats, 0) };
    }),
  };
}

describe('given GET /api/Dashboard', () => {
  it('should refuse an anonymous caller with 401 and an ordinary user with 403', async () => {
    expect((await call(undefined, 'GET', '/api/Dashboard')).statusCode).toBe(401);
    const ordinary = await call(roles.user, 'GET', '/api/Dashboard');
    expect(ordinary.statusCode).toBe(403);
    expect(ordinary.json()).toMatchObject({ message: messages.app.accessDenied });
  });

  it('should answer someone administering only ended packs an empty dashboard, not 403', async () => {
    const pack = await packWithUsers(app, roles.admin, { seats: 2, product: await productPublicId(app, 1) });
    const user = await managerId(demoAccounts.user.email);
    await app.db.query(
      `update licenses set manager_id = $2, start_date = current_date - 20, end_date = current_date - 1
        where public_id = $1`,
      [pack, user],
    );
    expect(await dashboard(roles.user)).toMatchObject({
      scope: 'managed',
      products: [],
      expiring: [30, 60, 90].map((withinDays) => ({ withinDays, packs: 0, seats: 0 })),
    });
    await app.db.query('delete from licenses where public_id = $1', [pack]);
    expect((await call(roles.user, 'GET', '/api/Dashboard')).statusCode).toBe(403);
  });

  it('should answer an administrator the figures of every active pack', async () => {
    const answer = await dashboard(roles.admin);
    expect(answer).toEqual({ scope: 'all', ...(await expected()) });
    expect(answer.products.length).toBeGreaterThan(2);
    expect(answer.expiring.map((period) => period.withinDays)).toEqual([30, 60, 90]);
  });

  // Regression: two packs of the most seats a pack may hold summed beyond an `integer`, and the answer broke its contract
  // (500) for every reader of those packs.
  it('should answer seat sums beyond an integer, as packs of the largest seat count add up', async () => {
    const product = await productPublicId(app, 7);
    const packs = [
      await packWithUsers(app, roles.admin, { product, seats: INT32_MAX }),
      await packWithUsers(app, roles.admin, { product, seats: INT32_MAX }),
    ];
    const answer = await dashboard(roles.admin);
    expect(answer.products.find((product) => product.productId === 7)?.seatsBought).toBeGreaterThan(2 * INT32_MAX - 1);
    for (const pack of packs) await app.db.query('delete from licenses where public_id = $1', [pack]);
  });

  it("should answer a manager the packs they administer, never another customer's", async () => {
    const manager = await managerId(demoAccounts.manager.email);
    const before = await dashboard(roles.manager);
    expect(before).toEqual({ scope: 'managed', ...(await expected(manager)) });
    expect(before.products.map((product) => product.productId).sort()).toEqual([1, 3]);
    // Another customer's pack gains seats and ends soon: the administrator's figures move, the manager's do not.
    const foreign = await foreignPack(app);
    await app.db.query(
      `update licenses set user_count = user_count + 40, end_date = current_date + 3 where public_id = $1`,
      [foreign],
    );
    expect(await dashboard(roles.manager)).toEqual(before);
    expect(await dashboard(roles.admin)).toEqual({ scope: 'all', ...(await expected()) });
  });
});

describe('given the totals the database keeps for administrators', () => {
  const repository = createDashboardRepository(app.db);
  const adminAnswer = async () => {
    const { rows: _rows, ...figures } = await repository.allPacks();
    return figures;
  };

  it('should count a seat idle from 30 days after its last use, or after its assignment when never used', async () => {
    const product = await productPublicId(app, 8);
    const before = (await adminAnswer()).products.find((row) => row.productId === 8)?.seatsIdle ?? 0;
    const pack = await packWithUsers(app, roles.admin, {
      seats: 5,
      product,
      users: [
        'idle.a@customer.example',
        'idle.b@customer.example',
        'idle.c@customer.example',
        'idle.d@customer.example',
      ],
    });
    await app.db.query(
      `update license_usages u set last_usage = v.last_usage, created_at = v.created_at
         from (values ('idle.a@customer.example', now() - interval '31 days', now() - interval '60 days'),
                      ('idle.b@customer.example', now() - interval '29 days', now() - interval '60 days'),
                      ('idle.c@customer.example', null, now() - interval '40 days'),
                      ('idle.d@customer.example', null, now() - interval '2 days'))
              v(account_name, last_usage, created_at)
        where u.account_name = v.account_name and u.license_id = (select id from licenses where public_id = $1)`,
      [pack],
    );
    const after = (await adminAnswer()).products.find((row) => row.productId === 8)!;
    expect(after.seatsIdle - before).toBe(2);
    expect(await adminAnswer()).toEqual(await expected());
  });

  it('should stay equal to the packs and usages through assignments, renewals, merges, moves and deletes', async () => {
    const business = await productPublicId(app, 3);
    const main = await packWithUsers(app, roles.admin, {
      seats: 6,
      product: business,
      users: ['keep.one@customer.example'],
      endDate: await databaseDay(app, 20),
    });
    const other = await packWithUsers(app, roles.admin, {
      seats: 3,
      product: business,
      users: ['merge.one@customer.example', 'merge.two@customer.example'],
      endDate: await databaseDay(app, 45),
    });
    await app.db.query(
      `update license_usages set last_usage = now() - interval '50 days', created_at = now() - interval '80 days'
        where account_name like 'merge.%@customer.example' or account_name = 'keep.one@customer.example'`,
    );
    expect(await adminAnswer()).toEqual(await expected());

    // A seat assigned and one revoked through the API.
    const assigned = await call(roles.admin, 'POST', `/api/Licenses/${main}/LicenseUsages`, {
      accountName: 'assigned.now@customer.example',
      firstName: 'Assigned',
      lastName: 'Now',
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const usage = (assigned.json() as { cryptId: string }).cryptId;
    expect(await adminAnswer()).toEqual(await expected());
    expect((await call(roles.admin, 'DELETE', `/api/Licenses/${main}/LicenseUsages/${usage}`)).statusCode).toBe(200);
    expect(await adminAnswer()).toEqual(await expected());

    // A renewal moves the end date and the seats.
    const renewed = await call(roles.admin, 'POST', `/api/licenses/Renew/${main}`, {
      startDate: await databaseDay(app, 20),
      endDate: await databaseDay(app, 385),
      userCount: 8,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await adminAnswer()).toEqual(await expected());

    // A merge moves the other pack's usages into the main pack and ends the other pack.
    const [ids] = await app.db.query<{ ids: string[] }>(
      `select array_agg(u.public_id) as ids from license_usages u join licenses l on l.id = u.license_id
        where l.public_id = $1`,
      [other],
    );
    const merged = await call(roles.admin, 'POST', `/api/Licenses/${main}/LicenseUsages/Merge`, {
      EncryptedUsageIds: [other],
      EncryptedProductId: business,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(ids!.ids.length).toBe(2);
    expect(await adminAnswer()).toEqual(await expected());

    // The pack moves to another product, a usage is used again, and then the pack goes with its usages.
    await app.db.query('update licenses set product_id = 1 where public_id = $1', [main]);
    await app.db.query(
      "update license_usages set last_usage = now() where account_name = 'merge.one@customer.example'",
    );
    expect(await adminAnswer()).toEqual(await expected());
    await repository.compact();
    expect(await adminAnswer()).toEqual(await expected());
    const deleted = await call(roles.admin, 'DELETE', `/api/licenses/${main}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await adminAnswer()).toEqual(await expected());
  });

  it('should fold its rows without changing the answer, and make them again from the packs alike', async () => {
    const before = await repository.allPacks();
    const rows = await repository.compact();
    const after = await repository.allPacks();
    expect(rows).toBe(after.rows);
    expect(after.rows).toBeLessThanOrEqual(before.rows);
    const { rows: _before, ...figures } = before;
    const { rows: _after, ...folded } = after;
    expect(folded).toEqual(figures);
    await app.db.query('select dashboard_rebuild()');
    expect(await adminAnswer()).toEqual(figures);
    expect(figures).toEqual(await expected());
  });

  it('should answer the demo manager from the same rules as the kept totals', async () => {
    const manager = await managerId(demoAccounts.manager.email);
    const { manages, ...figures } = await repository.managedPacks(manager);
    expect(manages).toBe(true);
    expect(figures).toEqual(await expected(manager));
  });
});
