import { messages, type User } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { hashPassword, newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, lastOutboxId, nextMessage, signIn } from '../../test-support/test-app.ts';
import { profileBody } from './test-fixtures.ts';

const app = await createTestApp();
const adminCookie = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);
const managerCookie = await signIn(app, demoAccounts.manager.email, demoAccounts.manager.password);
const PASSWORD = 'Start!Pass-2026x';
const passwordHash = await hashPassword(PASSWORD);

let serial = 0;
/** A fresh account of its own for each test (with a password and a country), signed in. */
async function newAccount(flags: { administrator?: boolean; isManager?: boolean } = {}) {
  serial += 1;
  const email = `account.${serial}.${Date.now()}@example.com`;
  const publicId = newPublicId();
  await app.db.query(
    `insert into users (public_id, email, first_name, last_name, company, phone, country_code, password_hash,
        administrator, is_manager)
     values ($1, $2, 'Ann', 'Account', 'Northwind', '5550100', 'US', $3, $4, $5)`,
    [publicId, email, passwordHash, flags.administrator ?? false, flags.isManager ?? false],
  );
  return { email, publicId, cookie: await signIn(app, email, PASSWORD) };
}

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | null, payload?: object) {
  return app.server.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

async function profileOf(cookie: string): Promise<User> {
  const response = await call('GET', '/api/User', cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('given GET /api/CountriesPhone', () => {
  it('should list every country with its dialling code to a signed-in user, and nothing to anyone else', async () => {
    const response = await call('GET', '/api/CountriesPhone', managerCookie);
    expect(response.statusCode).toBe(200);
    const countries = response.json() as { shortName: string; code: string }[];
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ shortName: 'US', code: '1' });
    expect(countries).toContainEqual({ shortName: 'DE', code: '49' });
    expect((await call('GET', '/api/CountriesPhone', null)).statusCode).toBe(401);
  });
});

describe('given GET /api/User and /api/User/{userId}', () => {
  it("should answer the signed-in user's own profile, the dialling code derived from the country", async () => {
    const account = await newAccount();
    expect(await profileOf(account.cookie)).toMatchObject({
      id: account.publicId,
      email: account.email,
      countryCode: 'US',
      phoneCode: '1',
      phone: '5550100',
      pendingEmail: null,
    });
    expect((await call('GET', '/api/User', null)).statusCode).toBe(401);
  });

  it('should answer any user to an administrator, and refuse another user to anyone else', async () => {
    const account = await newAccount();
    const other = await newAccount({ isManager: true });
    const byAdmin = await call('GET', `/api/User/${account.publicId}`, adminCookie);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ email: account.email });
    expect((await call('GET', `/api/User/${account.publicId}`, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/User/${account.publicId}`, account.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/User/${newPublicId()}`, adminCookie)).statusCode).toBe(404);
  });
});

describe('given PUT /api/User/Update (My Profile)', () => {
  it('should save names, country and phone, and clear the phone when the country is cleared... refusing that', async () => {
    const account = await newAccount();
    const saved = await call(
      'PUT',
      '/api/User/Update',
      account.cookie,
      profileBody(account.email, { firstName: ' Anna ', countryCode: 'DE', phone: '3012345' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Anna', countryCode: 'DE', phoneCode: '49', phone: '3012345' });
    // Spec §5: a country is required to save.
    const noCountry = await call(
      'PUT',
      '/api/User/Update',
      account.cookie,
      profileBody(account.email, { countryCode: '' }),
    );
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json()).toMatchObject({ message: messages.profile.selectCountry });
    expect((await profileOf(account.cookie)).countryCode).toBe('DE');
  });

  it.each([
    ['a phone with a dash', { phone: '555-0100' }, 'phone', messages.profile.phoneFormat],
    ['a country not in the list', { countryCode: 'ZZ' }, 'countryCode', messages.profile.unknownCountry],
    ['no first name', { firstName: '' }, 'firstName', messages.profile.firstNameRequired],
    ['a malformed address', { email: 'not an address' }, 'email', messages.profile.emailFormat],
    ['a 300,000-character last name', { lastName: 'x'.repeat(300_000) }, 'lastName', undefined],
    ['a control character', { firstName: 'Ann\u0000' }, 'firstName', undefined],
  ])('should refuse %s with 400 and change nothing', async (_case, changes, field, message) => {
    const account = await newAccount();
    const before = await profileOf(account.cookie);
    const response = await call('PUT', '/api/User/Update', account.cookie, profileBody(account.email, changes));
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await profileOf(account.cookie)).toEqual(before);
  });

  it("should refuse an ordinary user's new company name (spec §6) and let an isManager user change theirs", async () => {
    const ordinary = await newAccount();
    const refused = await call(
      'PUT',
      '/api/User/Update',
      ordinary.cookie,
      profileBody(ordinary.email, { company: 'Other' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: messages.profile.companyReadOnly });
    expect((await profileOf(ordinary.cookie)).company).toBe('Northwind');
    const manager = await newAccount({ isManager: true });
    const changed = await call(
      'PUT',
      '/api/User/Update',
      manager.cookie,
      profileBody(manager.email, { company: 'Other' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ company: 'Other' });
  });

  it('should never let a profile change a role or, but for administrators, the magentoId', async () => {
    const account = await newAccount();
    const response = await call(
      'PUT',
      '/api/User/Update',
      account.cookie,
      profileBody(account.email, { administrator: true, isManager: true, magentoId: 'M-1' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ administrator: false, isManager: false, magentoId: null });
    const admin = await newAccount({ administrator: true });
    const own = await call('PUT', '/api/User/Update', admin.cookie, profileBody(admin.email, { magentoId: 'M-2' }));
    expect(own.json()).toMatchObject({ magentoId: 'M-2' });
  });

  it('should change the password under the policy, refusing a weak one or a wrong retype', async () => {
    const account = await newAccount();
    const weak = await call(
      'PUT',
      '/api/User/Update',
      account.cookie,
      profileBody(account.email, { password: 'short', repassword: 'short', currentPassword: PASSWORD }),
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: messages.resetPassword.policyNotMet });
    const mismatch = await call(
      'PUT',
      '/api/User/Update',
      account.cookie,
      profileBody(account.email, {
        password: 'Newer!Pass-2026y',
        repassword: 'Newer!Pass-2026z',
        currentPassword: PASSWORD,
      }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ fields: { repassword: messages.resetPassword.mismatch } });
    await signIn(app, account.email, PASSWORD);
    const changed = await call(
      'PUT',
      '/api/User/Update',
      account.cookie,
      profileBody(account.email, {
        password: 'Newer!Pass-2026y',
        repassword: 'Newer!Pass-2026y',
        currentPassword: PASSWORD,
      }),
    );
    expect(changed.statusCode).toBe(200);
    await signIn(app, account.email, 'Newer!Pass-2026y');
    await expect(signIn(app, account.email, PASSWORD)).rejects.toThrow();
  });
});

describe('given an e-mail change on the profile', () => {
  it('should keep the address until the link mailed to the new one confirms it, once', async () => {
    const account = await newAccount();
    const newEmail = `changed.${Date.now()}@example.com`;
    const mark = await lastOutboxId(app.db);
    const response = await call('PUT', '/api/User/Update', account.cookie, profileBody(newEmail));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: account.email, pendingEmail: newEmail });
    const mail = await nextMessage(app.db, newEmail, mark);
    const token = decodeURIComponent(/ConfirmEmail\?token=(\S+)/.exec(mail)![1]!);
    // Not yet: the old address still signs in, the new one does not.
    await signIn(app, account.email, PASSWORD);
    await expect(signIn(app, newEmail, PASSWORD)).rejects.toThrow();

    const confirmed = await call('POST', '/api/User/ConfirmEmail', null, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(await profileOf(account.cookie)).toMatchObject({ email: newEmail, pendingEmail: null });
    await signIn(app, newEmail, PASSWORD);

    const replayed = await call('POST', '/api/User/ConfirmEmail', null, { token });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ message: messages.profile.emailChangeLinkInvalid });
  });

  it("should refuse another account's address, and change nothing else of the profile either", async () => {
    const account = await newAccount();
    const other = await newAccount();
    const response = await call(
      'PUT',
      '/api/User/Update',
      account.cookie,
      profileBody(other.email.toUpperCase(), { firstName: 'Changed' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.profile.emailInUse });
    expect(await profileOf(account.cookie)).toMatchObject({ firstName: 'Ann', pendingEmail: null });
  });

  it('should refuse an unknown, malformed or huge token', async () => {
    for (const token of ['not-a-token', 'x'.repeat(300_000), '\u0000']) {
      expect((await call('POST', '/api/User/ConfirmEmail', null, { token })).statusCode).toBe(400);
    }
  });

  it('should refuse the confirmation when another account took the address meanwhile', async () => {
    const account = await newAccount();
    const wanted = `wanted.${Date.now()}@example.com`;
    const mark = await lastOutboxId(app.db);
    await call('PUT', '/api/User/Update', account.cookie, profileBody(wanted));
    const token = decodeURIComponent(/ConfirmEmail\?token=(\S+)/.exec(await nextMessage(app.db, wanted, mark))![1]!);
    await app.db.query('update users set pending_email = null where lower(pending_email) = lower($1)', [wanted]);
    await app.db.query(
      "insert into users (public_id, email, first_name, last_name) values ($1, $2, 'Quick', 'Taker')",
      [newPublicId(), wanted],
    );
    const response = await call('POST', '/api/User/ConfirmEmail', null, { token });
    expect(response.statusCode).toBe(400);
    expect((await profileOf(account.cookie)).email).toBe(account.email);
  });
});

describe('given PUT /api/User (Edit User, and the older profile form)', () => {
  it("should let an administrator change any account's roles and magentoId", async () => {
    const account = await newAccount();
    const response = await call('PUT', '/api/User', adminCookie, {
      ...profileBody(account.email, { isManager: true, magentoId: 'M-77' }),
      id: account.publicId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isManager: true, magentoId: 'M-77' });
  });

  it('should refuse to remove the last administrator, changing nothing', async () => {
    await app.db.query('update users set administrator = false where administrator and email <> $1', [
      demoAccounts.admin.email,
    ]);
    const admins = await app.db.query<{ publicId: string; email: string }>(
      'select public_id as "publicId", email from users where administrator',
    );
    expect(admins).toHaveLength(1);
    const [only] = admins;
    const response = await call('PUT', '/api/User', adminCookie, {
      ...profileBody(only!.email, { firstName: 'Avery', lastName: 'Admin', administrator: false }),
      id: only!.publicId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.users.lastAdministrator });
    expect(await app.db.query('select 1 from users where administrator')).toHaveLength(1);
  });

  it('should refuse an ordinary user naming another account, and treat their own id as their profile', async () => {
    const account = await newAccount();
    const other = await newAccount();
    const refused = await call('PUT', '/api/User', account.cookie, { ...profileBody(other.email), id: other.publicId });
    expect(refused.statusCode).toBe(403);
    const own = await call('PUT', '/api/User', account.cookie, {
      ...profileBody(account.email, { lastName: 'Self', isManager: true }),
      id: account.publicId,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ lastName: 'Self', isManager: false });
  });

  it('should take the older PascalCase body as the signed-in user profile', async () => {
    const account = await newAccount();
    const response = await call('PUT', '/api/User', account.cookie, {
      FirstName: 'Legacy',
      LastName: 'Form',
      Email: account.email,
      company: 'Northwind',
      countryCode: 'GB',
      phone: '2071234',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Legacy',
      lastName: 'Form',
      countryCode: 'GB',
      phoneCode: '44',
    });
  });
});

describe('given POST /api/User (new user)', () => {
  const newUser = (email: string) => ({ firstName: 'New', lastName: 'Person', email, countryCode: 'FR', phone: '' });

  it('should create the account and mail its owner a link to choose a password, which then signs in', async () => {
    const email = `created.${Date.now()}@example.com`;
    const mark = await lastOutboxId(app.db);
    const response = await call('POST', '/api/User', adminCookie, newUser(email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, firstName: 'New', countryCode: 'FR', phoneCode: '33' });
    const mail = await nextMessage(app.db, email, mark);
    expect(mail).not.toMatch(/password is/i);
    const token = decodeURIComponent(/ResetPassword\?token=(\S+)/.exec(mail)![1]!);
    const chosen = 'Chosen!Pass-2026q';
    const reset = await app.server.inject({
      method: 'PUT',
      url: `/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent(chosen)}`,
    });
    expect(reset.statusCode).toBe(200);
    await signIn(app, email, chosen);
  });

  it('should refuse anyone but an administrator, and an address in use, creating nothing', async () => {
    const email = `refused.${Date.now()}@example.com`;
    expect((await call('POST', '/api/User', managerCookie, newUser(email))).statusCode).toBe(403);
    expect((await call('POST', '/api/User', null, newUser(email))).statusCode).toBe(401);
    const taken = await call('POST', '/api/User', adminCookie, newUser(demoAccounts.user.email.toUpperCase()));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ message: messages.profile.emailInUse });
    expect(await app.db.query('select 1 from users where lower(email) = lower($1)', [email])).toHaveLength(0);
  });

  it('should create one account when two administrators create the same address at once', async () => {
    const email = `race.${Date.now()}@example.com`;
    const answers = await Promise.all([
      call('POST', '/api/User', adminCookie, newUser(email)),
      call('POST', '/api/User', adminCookie, newUser(email)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await app.db.query('select 1 from users where lower(email) = lower($1)', [email])).toHaveLength(1);
  });
});

describe('given GET /api/Users/Csv', () => {
  it('should download the matching users as CSV, formula-like cells defused, to administrators only', async () => {
    const account = await newAccount();
    await app.db.query('update users set first_name = \'=HYPERLINK("http://evil")\' where email = $1', [account.email]);
    const response = await call('GET', `/api/Users/Csv?criteria=${encodeURIComponent(account.email)}`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Email","FirstName","LastName","Company","Country","Phone","Role","Created"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `"${account.email}","'=HYPERLINK(""http://evil"")","Account","Northwind","United States"`,
    );
    expect(lines[1]).toContain('"Standard User"');
    expect((await call('GET', '/api/Users/Csv', managerCookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/Users/Csv', null)).statusCode).toBe(401);
    const bad = await call('GET', `/api/Users/Csv?criteria=${encodeURIComponent('a<b')}`, adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: messages.users.invalidSearch });
  });
});

describe('given each role on the Users calls that change or reveal another account', () => {
  it('should refuse the anonymous caller every profile and user change, changing nothing', async () => {
    const account = await newAccount();
    const body = { ...profileBody(account.email, { lastName: 'Anonymous' }), id: account.publicId };
    expect((await call('PUT', '/api/User/Update', null, body)).statusCode).toBe(401);
    expect((await call('PUT', '/api/User', null, body)).statusCode).toBe(401);
    expect((await call('GET', `/api/User/${account.publicId}`, null)).statusCode).toBe(401);
    expect(await profileOf(account.cookie)).toMatchObject({ lastName: 'Account' });
  });

  it("should refuse an ordinary user creating an account or exporting the users, and a manager editing another's", async () => {
    const ordinary = await newAccount();
    const manager = await newAccount({ isManager: true });
    const target = await newAccount();
    const email = `ordinary.create.${Date.now()}@example.com`;
    const created = await call('POST', '/api/User', ordinary.cookie, {
      firstName: 'No',
      lastName: 'Body',
      email,
      countryCode: 'FR',
      phone: '',
    });
    expect(created.statusCode).toBe(403);
    expect(await app.db.query('select 1 from users where lower(email) = lower($1)', [email])).toHaveLength(0);
    expect((await call('GET', '/api/Users/Csv', ordinary.cookie)).statusCode).toBe(403);
    const edited = await call('PUT', '/api/User', manager.cookie, {
      ...profileBody(target.email, { lastName: 'Taken', administrator: true }),
      id: target.publicId,
    });
    expect(edited.statusCode).toBe(403);
    expect(await profileOf(target.cookie)).toMatchObject({ lastName: 'Account', administrator: false });
  });
});
