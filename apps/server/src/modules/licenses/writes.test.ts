import {
  type License,
  licenseRenewConflictSchema,
  licenseSchema,
  messages,
  renewalPeriod,
} from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import {
  appWithRoles,
  auditEntries,
  databaseDay,
  demoPacks,
  foreignPack,
  licenseCount,
  newLicenseBody,
  packState,
  productPublicId,
  tampered,
} from './test-fixtures.ts';

const { app, call, roles } = await appWithRoles();
let packs: Awaited<ReturnType<typeof demoPacks>>;
let standardProduct: string;
let businessProduct: string;
let outlookProduct: string;

beforeAll(async () => {
  packs = await demoPacks(app);
  standardProduct = await productPublicId(app, 1);
  outlookProduct = await productPublicId(app, 2);
  businessProduct = await productPublicId(app, 3);
});

function created(response: { statusCode: number; json(): unknown }): License {
  expect(response.statusCode).toBe(201);
  return licenseSchema.parse(response.json());
}

/** POST /api/licenses as the administrator: a Standard pack, with `overrides` over the form's body. */
function postPack(overrides: Record<string, unknown> = {}) {
  return call(
    roles.admin,
    'POST',
    '/api/licenses',
    newLicenseBody({ encryptedProductId: standardProduct, ...overrides }),
  );
}

async function createPack(overrides: Record<string, unknown> = {}) {
  return created(await postPack(overrides));
}

async function auditTotal() {
  const [row] = await app.db.query<{ count: number }>('select count(*)::int as count from audit_log');
  return row!.count;
}

async function userCountWithEmail(email: string) {
  const rows = await app.db.query('select 1 from users where lower(email) = lower($1)', [email]);
  return rows.length;
}

describe('given POST /api/licenses (create)', () => {
  it('should create the pack, answer 201 with the License and a Location that reads it back', async () => {
    const response = await call(
      roles.admin,
      'POST',
      '/api/licenses',
      newLicenseBody({ encryptedProductId: businessProduct, name: 'buyer@newco.example', userCount: 7 }),
    );
    const license = created(response);
    expect(license).toMatchObject({
      name: 'buyer@newco.example',
      productId: 3,
      encryptedProductId: businessProduct,
      userCount: 7,
      usedCount: 0,
      startDate: '01/01/2030',
      endDate: '01/01/2031',
      status: 'Active',
      trial: false,
    });
    expect(response.headers.location).toBe(`/api/Licenses/encrypted/${license.encryptedId}`);
    const readBack = await call(roles.admin, 'GET', response.headers.location as string);
    expect(readBack.json()).toEqual(license);
  });

  it('should open a password-less account for a new administrator e-mail and record the history', async () => {
    const license = await createPack({
      name: 'fresh.admin@other.example',
      names: { firstName: 'Fre', lastName: 'Sh' },
    });
    const [account] = await app.db.query<Record<string, unknown>>(
      'select first_name as "firstName", last_name as "lastName", password_hash as hash from users where email = $1',
      ['fresh.admin@other.example'],
    );
    expect(account).toEqual({ firstName: 'Fre', lastName: 'Sh', hash: null });
    expect(license.licenseAdministratorHistory).toEqual([
      { dateTimeChanged: expect.any(String), email: 'fresh.admin@other.example' },
    ]);
  });

  it("should hand the pack to an existing account whatever the e-mail's letter case", async () => {
    const license = await createPack({ name: 'MANAGER@Example.com' });
    expect(await userCountWithEmail(demoAccounts.manager.email)).toBe(1);
    const asManager = await call(roles.manager, 'GET', `/api/Licenses/encrypted/${license.encryptedId}`);
    expect(asManager.json()).toMatchObject({ canManage: true, organizationName: 'Example Corp' });
  });

  it('should keep the feature checkboxes off for product 2, whose checkboxes are locked (spec §4)', async () => {
    const license = await createPack({
      encryptedProductId: outlookProduct,
      sharepointIntegration: true,
      advancedTemplate: true,
    });
    expect(license).toMatchObject({ productId: 2, sharePointIntegration: false, advancedTemplate: false });
  });

  it('should write an audit entry with the new pack in the same change', async () => {
    const license = await createPack();
    const entries = await auditEntries(app, license.encryptedId);
    expect(entries).toEqual([
      {
        action: 'license.create',
        actorEmail: demoAccounts.admin.email,
        before: null,
        after: expect.objectContaining({ encryptedId: license.encryptedId, userCount: 3, usages: [] }),
      },
    ]);
  });

  it.each([
    [{ name: 'not-an-email' }, 'name', messages.licenseForm.emailNotValid],
    [{ startDate: '02/01/2031', endDate: '01/01/2031' }, 'startDate', messages.licenseForm.startAfterEnd],
  ])('should refuse %o with 400 and the form message', async (change, field, message) => {
    const before = await licenseCount(app);
    const response = await postPack(change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message, fields: { [field]: message } });
    expect(await licenseCount(app)).toBe(before);
  });

  it.each([
    [{ startDate: '02/30/2030' }, 'startDate'],
    [{ userCount: 0 }, 'userCount'],
  ])('should refuse a body the contract rejects (%o) with 400 naming the field', async (change, field) => {
    const before = await licenseCount(app);
    const response = await postPack(change);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(await licenseCount(app)).toBe(before);
  });

  it('should answer 404 for a tampered product id and create nothing', async () => {
    const before = await licenseCount(app);
    const response = await call(
      roles.admin,
      'POST',
      '/api/licenses',
      newLicenseBody({ encryptedProductId: tampered(standardProduct), name: 'ghost@nowhere.example' }),
    );
    expect(response.statusCode).toBe(404);
    expect(await licenseCount(app)).toBe(before);
    expect(await userCountWithEmail('ghost@nowhere.example')).toBe(0);
  });
});

describe('given the older POST /api/Licenses (Manager, Name, ProductId, …)', () => {
  const legacyBody = async (overrides: Record<string, unknown> = {}) => ({
    Manager: 'legacy.admin@customer.example',
    Name: 'Legacy Pack 1',
    ProductId: 1,
    StartDate: await databaseDay(app),
    EndDate: await databaseDay(app, 365),
    UserCount: 2,
    ...overrides,
  });

  it('should create the pack with the product defaults and a Location header', async () => {
    const response = await call(roles.admin, 'POST', '/api/Licenses', await legacyBody({ ProductId: 3 }));
    const license = created(response);
    expect(license).toMatchObject({
      name: 'legacy.admin@customer.example',
      accountName: 'Legacy Pack 1',
      productId: 3,
      userCount: 2,
      sharePointIntegration: true,
      advancedTemplate: true,
    });
    expect(response.headers.location).toBe(`/api/Licenses/encrypted/${license.encryptedId}`);
  });

  it('should take the number of licenses typed as digits', async () => {
    const response = await call(roles.admin, 'POST', '/api/Licenses', await legacyBody({ UserCount: '12' }));
    expect(created(response)).toMatchObject({ userCount: 12 });
  });

  it.each([
    [{ StartDate: 'yesterday' }, 'StartDate', messages.licenseCreate.startDateBeforeToday],
    [{ Manager: '' }, 'Manager', messages.licenseCreate.emailRequired],
    [{ Name: 'No-dashes!' }, 'Name', messages.licenseCreate.nameNotValid],
    [{ EndDate: 'yesterday' }, 'EndDate', messages.licenseCreate.endDateBeforeToday],
    // Missing or malformed fields answer §5's create-variant words too, not a generic text.
    [{ StartDate: undefined }, 'StartDate', messages.licenseCreate.startDateRequired],
    [{ StartDate: '13/45/2030' }, 'StartDate', messages.licenseCreate.startDateNotValid],
    [{ EndDate: '' }, 'EndDate', messages.licenseCreate.endDateRequired],
    [{ EndDate: 'soon' }, 'EndDate', messages.licenseCreate.endDateNotValid],
    [{ UserCount: undefined }, 'UserCount', messages.licenseCreate.userCountRequired],
    [{ UserCount: '' }, 'UserCount', messages.licenseCreate.userCountRequired],
    [{ UserCount: '07' }, 'UserCount', messages.licenseCreate.userCountNotValid],
    [{ UserCount: 0 }, 'UserCount', messages.licenseCreate.userCountNotValid],
    [{ UserCount: 2.5 }, 'UserCount', messages.licenseCreate.userCountNotValid],
    [{ Manager: undefined }, 'Manager', messages.licenseCreate.emailRequired],
  ])('should refuse %o with 400 and the create form message', async (change, field, message) => {
    const dated = Object.fromEntries(
      await Promise.all(
        Object.entries(change).map(async ([key, value]) => [
          key,
          value === 'yesterday' ? await databaseDay(app, -1) : value,
        ]),
      ),
    );
    const before = await licenseCount(app);
    const response = await call(roles.admin, 'POST', '/api/Licenses', await legacyBody(dated));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await licenseCount(app)).toBe(before);
  });

  it('should refuse a start after the end with both date messages', async () => {
    const response = await call(
      roles.admin,
      'POST',
      '/api/Licenses',
      await legacyBody({ StartDate: await databaseDay(app, 10), EndDate: await databaseDay(app, 5) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      StartDate: messages.licenseCreate.startDateAfterEnd,
      EndDate: messages.licenseCreate.endDateBeforeStart,
    });
  });

  it('should answer 404 for an unknown product', async () => {
    expect((await call(roles.admin, 'POST', '/api/Licenses', await legacyBody({ ProductId: 99 }))).statusCode).toBe(
      404,
    );
  });
});

describe('given PUT /api/licenses/{id} and the older PUT /api/Licenses (update)', () => {
  it('should change the pack, hand it to a new administrator and audit before and after', async () => {
    const license = await createPack();
    const response = await call(roles.admin, 'PUT', `/api/licenses/${license.encryptedId}`, {
      ...newLicenseBody({ encryptedProductId: businessProduct }),
      name: 'second.admin@customer.example',
      userCount: 9,
      startDate: '02/01/2030',
      endDate: '02/01/2032',
      sharepointIntegration: true,
      advancedTemplate: false,
    });
    expect(response.statusCode).toBe(200);
    const updated = licenseSchema.parse(response.json());
    expect(updated).toMatchObject({
      encryptedId: license.encryptedId,
      name: 'second.admin@customer.example',
      productId: 3,
      userCount: 9,
      startDate: '02/01/2030',
      endDate: '02/01/2032',
      sharePointIntegration: true,
      advancedTemplate: false,
    });
    expect(updated.licenseAdministratorHistory.map((entry) => entry.email)).toEqual([
      'new.admin@customer.example',
      'second.admin@customer.example',
    ]);
    const entries = await auditEntries(app, license.encryptedId);
    expect(entries.at(-1)).toMatchObject({
      action: 'license.update',
      actorEmail: demoAccounts.admin.email,
      before: { userCount: 3, administratorEmail: 'new.admin@customer.example', productId: 1 },
      after: { userCount: 9, administratorEmail: 'second.admin@customer.example', productId: 3 },
    });
  });

  it('should update through the older variant that names the pack in the body', async () => {
    const license = await createPack();
    const response = await call(roles.admin, 'PUT', '/api/Licenses', {
      ...newLicenseBody({ encryptedProductId: standardProduct }),
      encryptedId: license.encryptedId,
      userCount: 4,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ encryptedId: license.encryptedId, userCount: 4 });
  });

  it('should refuse fewer seats than assigned users with 400 and change nothing', async () => {
    const before = await packState(app, packs.business);
    const response = await call(roles.admin, 'PUT', `/api/licenses/${packs.business}`, {
      ...newLicenseBody({ encryptedProductId: businessProduct }),
      name: demoAccounts.manager.email,
      userCount: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('userCount');
    expect(await packState(app, packs.business)).toEqual(before);
  });

  it('should refuse a start after the end with the form message', async () => {
    const license = await createPack();
    const response = await call(roles.admin, 'PUT', `/api/licenses/${license.encryptedId}`, {
      ...newLicenseBody({ encryptedProductId: standardProduct }),
      startDate: '03/01/2031',
      endDate: '01/01/2031',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.licenseForm.startAfterEnd);
  });

  it('should answer an administrator 404 for a tampered id', async () => {
    const license = await createPack();
    const response = await call(
      roles.admin,
      'PUT',
      `/api/licenses/${tampered(license.encryptedId)}`,
      newLicenseBody({ encryptedProductId: standardProduct }),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('given DELETE /api/licenses/{id}', () => {
  it('should delete the pack with its users and keep them in the audit log', async () => {
    const before = await packState(app, packs.standard);
    expect(before).not.toBeNull();
    const response = await call(roles.admin, 'DELETE', `/api/licenses/${packs.standard}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await packState(app, packs.standard)).toBeNull();
    expect((await call(roles.admin, 'GET', `/api/Licenses/encrypted/${packs.standard}`)).statusCode).toBe(404);
    const [entry] = await auditEntries(app, packs.standard);
    expect(entry).toMatchObject({
      action: 'license.delete',
      after: null,
      before: { encryptedId: packs.standard, usages: ['riley.chen@example.com', 'sam.patel@example.com'] },
    });
  });

  it('should answer 404 for a tampered id', async () => {
    expect((await call(roles.admin, 'DELETE', `/api/licenses/${tampered(packs.business)}`)).statusCode).toBe(404);
  });
});

describe('given POST /api/licenses/Renew/{id}', () => {
  it('should renew for the period the domain computes and audit it', async () => {
    const current = (await call(roles.admin, 'GET', `/api/Licenses/encrypted/${packs.business}`)).json() as License;
    const period = renewalPeriod(current);
    const response = await call(roles.admin, 'POST', `/api/licenses/Renew/${packs.business}`, {
      startDate: period.startDate,
      endDate: period.endDate,
      userCount: 6,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ startDate: period.startDate, endDate: period.endDate, userCount: 6 });
    const entries = await auditEntries(app, packs.business);
    expect(entries.at(-1)).toMatchObject({
      action: 'license.renew',
      before: { endDate: current.endDate, userCount: 5 },
      after: { startDate: period.startDate, endDate: period.endDate, userCount: 6 },
    });
  });

  it("should keep each term a renewal replaces among the pack's earlier terms, the latest first", async () => {
    const pack = await createPack({ startDate: '01/01/2030', endDate: '01/01/2031', userCount: 3 });
    const terms = async () => {
      const response = await call(roles.admin, 'GET', `/api/Licenses/${pack.encryptedId}/Terms`);
      expect(response.statusCode).toBe(200);
      return (response.json() as Record<string, unknown>[]).map(({ renewedAt, ...term }) => {
        expect(Number.isNaN(Date.parse(String(renewedAt)))).toBe(false);
        return term;
      });
    };
    expect(await terms()).toEqual([]);
    const renew = (startDate: string, endDate: string, userCount: number) =>
      call(roles.admin, 'POST', `/api/licenses/Renew/${pack.encryptedId}`, { startDate, endDate, userCount });
    expect((await renew('01/01/2031', '01/01/2032', 4)).statusCode).toBe(200);
    expect((await renew('01/01/2032', '01/01/2033', 5)).statusCode).toBe(200);
    const renewedBy = demoAccounts.admin.email;
    expect(await terms()).toEqual([
      { startDate: '01/01/2031', endDate: '01/01/2032', userCount: 4, renewedBy },
      { startDate: '01/01/2030', endDate: '01/01/2031', userCount: 3, renewedBy },
    ]);
    // A refused renewal keeps nothing: the pack and its terms are as they were.
    expect((await renew('2032-01-01', '01/01/2033', 5)).statusCode).toBe(400);
    expect(await terms()).toHaveLength(2);
  });

  it("should show a pack's earlier terms to its manager and administrators only", async () => {
    const path = `/api/Licenses/${packs.business}/Terms`;
    expect((await call(roles.manager, 'GET', path)).statusCode).toBe(200);
    expect((await call(roles.user, 'GET', path)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', path)).statusCode).toBe(401);
    expect((await call(roles.manager, 'GET', `/api/Licenses/${await foreignPack(app)}/Terms`)).statusCode).toBe(404);
    expect((await call(roles.admin, 'GET', `/api/Licenses/${tampered(packs.business)}/Terms`)).statusCode).toBe(404);
  });

  it.each([
    ['a control character', `${'%01'}${'x'.repeat(10)}`],
    ['a 300,000-character id', 'a'.repeat(300_000)],
    ['a huge number', '9'.repeat(400)],
  ])("should answer %s as a pack's id for its terms with a 4xx that reveals nothing", async (_case, id) => {
    const response = await call(roles.admin, 'GET', `/api/Licenses/${id}/Terms`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body.length).toBeLessThan(2000);
  });

  it('should refuse fewer seats than assigned users with 400, both counts, and change nothing', async () => {
    const before = await packState(app, packs.business);
    const response = await call(roles.admin, 'POST', `/api/licenses/Renew/${packs.business}`, {
      startDate: '01/01/2030',
      endDate: '01/01/2031',
      userCount: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(licenseRenewConflictSchema.parse(response.json())).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: messages.licenseActions.renewTooManyUsers(3, 2),
      renewUserCount: 2,
      currentUserCount: 3,
    });
    expect(await packState(app, packs.business)).toEqual(before);
  });

  it('should accept exactly as many seats as assigned users', async () => {
    const response = await call(roles.admin, 'POST', `/api/licenses/Renew/${packs.business}`, {
      startDate: '01/01/2030',
      endDate: '01/01/2031',
      userCount: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userCount: 3, usedCount: 3 });
  });

  it('should refuse a start after the end with the form message', async () => {
    const response = await call(roles.admin, 'POST', `/api/licenses/Renew/${packs.business}`, {
      startDate: '01/02/2031',
      endDate: '01/01/2031',
      userCount: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.licenseForm.startAfterEnd,
      fields: { startDate: messages.licenseForm.startAfterEnd },
    });
  });

  it('should answer 404 for a tampered id', async () => {
    const response = await call(roles.admin, 'POST', `/api/licenses/Renew/${tampered(packs.business)}`, {
      startDate: '01/01/2030',
      endDate: '01/01/2031',
      userCount: 5,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('given POST /api/Licenses/Dates', () => {
  it("should change the pack's period, keep its seats and audit it", async () => {
    const license = await createPack();
    const yesterday = await databaseDay(app, -1);
    const response = await call(roles.admin, 'POST', '/api/Licenses/Dates', {
      encryptedId: license.encryptedId,
      startDate: '01/01/2020',
      endDate: yesterday,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      startDate: '01/01/2020',
      endDate: yesterday,
      status: 'Expired',
      userCount: 3,
    });
    expect((await auditEntries(app, license.encryptedId)).at(-1)).toMatchObject({
      action: 'license.dates',
      before: { startDate: '01/01/2030' },
      after: { startDate: '01/01/2020', endDate: yesterday },
    });
  });

  it('should refuse a start after the end with the form message', async () => {
    const license = await createPack();
    const response = await call(roles.admin, 'POST', '/api/Licenses/Dates', {
      encryptedId: license.encryptedId,
      startDate: '01/01/2032',
      endDate: '01/01/2031',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.licenseForm.startAfterEnd);
  });

  it('should answer 404 for a tampered id', async () => {
    const response = await call(roles.admin, 'POST', '/api/Licenses/Dates', {
      encryptedId: tampered(packs.business),
      startDate: '01/01/2030',
      endDate: '01/01/2031',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('given an administrator call from a license manager or an ordinary user (spec §6 rows 1–2)', () => {
  const adminCalls: [string, () => Promise<[method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]>][] = [
    ['create', async () => ['POST', '/api/licenses', newLicenseBody({ encryptedProductId: standardProduct })]],
    [
      'create (older)',
      async () => [
        'POST',
        '/api/Licenses',
        {
          Manager: 'x@y.example',
          Name: 'X',
          ProductId: 1,
          StartDate: await databaseDay(app),
          EndDate: await databaseDay(app, 30),
          UserCount: 1,
        },
      ],
    ],
    [
      'update',
      async () => [
        'PUT',
        `/api/licenses/${packs.business}`,
        newLicenseBody({ encryptedProductId: businessProduct, name: demoAccounts.manager.email, userCount: 50 }),
      ],
    ],
    [
      'update (older)',
      async () => [
        'PUT',
        '/api/Licenses',
        { ...newLicenseBody({ encryptedProductId: businessProduct, userCount: 50 }), encryptedId: packs.business },
      ],
    ],
    ['delete', async () => ['DELETE', `/api/licenses/${packs.business}`]],
    [
      'renew',
      async () => [
        'POST',
        `/api/licenses/Renew/${packs.business}`,
        { startDate: '01/01/2030', endDate: '01/01/2035', userCount: 50 },
      ],
    ],
    [
      'dates',
      async () => [
        'POST',
        '/api/Licenses/Dates',
        { encryptedId: packs.business, startDate: '01/01/2030', endDate: '01/01/2035' },
      ],
    ],
    [
      'merge',
      async () => [
        'POST',
        `/api/Licenses/${packs.business}/LicenseUsages/Merge`,
        { EncryptedUsageIds: [packs.standard], EncryptedProductId: businessProduct },
      ],
    ],
  ];
  const cases = adminCalls.flatMap(([name, request]) =>
    (['manager', 'user'] as const).map((role) => [name, role, request] as const),
  );

  it.each(cases)('should refuse %s by %s with 403 and change nothing', async (_name, role, request) => {
    const [method, url, body] = await request();
    const before = {
      pack: await packState(app, packs.business),
      licenses: await licenseCount(app),
      audit: await auditTotal(),
    };
    const response = await call(roles[role], method, url, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: messages.app.accessDenied });
    expect({
      pack: await packState(app, packs.business),
      licenses: await licenseCount(app),
      audit: await auditTotal(),
    }).toEqual(before);
  });

  it('should refuse the same calls with 403 for a tampered id too, revealing nothing', async () => {
    const response = await call(roles.manager, 'DELETE', `/api/licenses/${tampered(packs.business)}`);
    expect(response.statusCode).toBe(403);
  });
});
