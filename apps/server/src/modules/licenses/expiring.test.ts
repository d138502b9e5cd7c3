import { type License, reminderMessages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { appWithRoles, licensesOf } from './test-fixtures.ts';

const { app, call, roles } = await appWithRoles();

/** This file's packs: one administrator's, ending this many days from the database's today. */
const OFFSETS = [-1, 0, 10, 30, 31, 45, 60, 61, 80, 90, 91, 400];
const administrator = 'expiring.packs@customer.example';

beforeAll(async () => {
  await app.db.query('insert into users (public_id, email) values ($1, $2)', [newPublicId(), administrator]);
  for (const offset of OFFSETS) {
    await app.db.query(
      `insert into licenses (public_id, product_id, manager_id, user_count, start_date, end_date)
       select $1, 1, id, 5, current_date - 400, current_date + $3::int from users where email = $2`,
      [newPublicId(), administrator, offset],
    );
  }
  // A pack of the demo manager's that ends in 20 days, for the managers' own search.
  await app.db.query(
    `insert into licenses (public_id, product_id, manager_id, user_count, start_date, end_date)
     select $1, 2, id, 5, current_date - 10, current_date + 20 from users where email = $2`,
    [newPublicId(), demoAccounts.manager.email],
  );
});

/** Days from the database's today to each pack's end, in list order. */
async function daysLeft(licenses: License[]): Promise<number[]> {
  const [row] = await app.db.query<{ days: number[] }>(
    `select array_agg(end_date - current_date order by ord)::int[] as days
       from unnest($1::text[]) with ordinality p(id, ord) join licenses l on l.public_id = p.id`,
    [licenses.map((license) => license.encryptedId)],
  );
  return row?.days ?? [];
}

const byAdministrator = `emailPart=${encodeURIComponent(administrator)}`;
const query = (days: string) => `expiringWithinDays=${days}&${byAdministrator}`;

describe('given the license grid filtered by expiringWithinDays', () => {
  it.each([
    ['30', [30, 10, 0]],
    ['60', [60, 45, 31, 30, 10, 0]],
    ['90', [90, 80, 61, 60, 45, 31, 30, 10, 0]],
  ])('should list, count and page the packs not yet ended that end within %s days', async (days, expected) => {
    const listed = licensesOf(await call(roles.admin, 'GET', `/api/Licenses?${query(days)}`));
    expect(await daysLeft(listed)).toEqual(expected);
    expect(listed.every((license) => license.status === 'Active')).toBe(true);

    const page = licensesOf(
      await call(roles.admin, 'GET', `/api/Licenses/SearchLicensePaged?${query(days)}&pageSize=10&pageNumber=1`),
    );
    expect(await daysLeft(page)).toEqual(expected);
    const count = await call(roles.admin, 'GET', `/api/Licenses/SearchLicensePagedCount?${query(days)}`);
    expect(count.json()).toBe(expected.length);
  });

  it('should list every end date without the filter', async () => {
    const listed = licensesOf(await call(roles.admin, 'GET', `/api/Licenses?${byAdministrator}`));
    expect(listed).toHaveLength(OFFSETS.length);
  });

  it('should keep a manager to their own packs', async () => {
    const own = licensesOf(
      await call(roles.manager, 'GET', '/api/Licenses/SearchLicensePaged?expiringWithinDays=30&pageSize=10'),
    );
    expect(own.map((license) => license.name)).toEqual([demoAccounts.manager.email]);
    expect(await daysLeft(own)).toEqual([20]);
  });

  it.each(['7', '0', '-30', '30.5', 'abc', '', '30,60'])(
    'should refuse expiringWithinDays=%s with 400',
    async (days) => {
      for (const path of [
        '/api/Licenses',
        '/api/Licenses/SearchLicensePaged',
        '/api/Licenses/SearchLicensePagedCount',
      ]) {
        const response = await call(roles.admin, 'GET', `${path}?expiringWithinDays=${days}`);
        expect(response.statusCode, path).toBe(400);
        expect(response.json().fields, path).toEqual({ expiringWithinDays: reminderMessages.expiringInvalid });
      }
    },
  );
});
