import { buildPath, contract, DEFAULT_PASSWORD_SETTINGS, messages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import { assignBody, newPack } from '../license-usages/test-fixtures.ts';
import { caller, demoPacks } from '../licenses/test-fixtures.ts';
import { createPasswordSettingsRepository } from './repository.ts';

const app = await createTestApp();
const { admin, manager, user } = demoAccounts;
const managerCookie = await signIn(app, manager.email, manager.password);
const strict = { ...DEFAULT_PASSWORD_SETTINGS, minimunChars: 12, uppercaseChars: 2, specialChars: 2, twoFA: false };

function read(cookie: string) {
  return app.server.inject({ method: 'GET', url: '/api/PasswordSettings/CurrentUser', headers: { cookie } });
}

function save(cookie: string, payload: object) {
  return app.server.inject({ method: 'POST', url: '/api/PasswordSettings', headers: { cookie }, payload });
}

async function auditCount() {
  const [row] = await app.db.query<{ count: number }>(
    "select count(*)::int as count from audit_log where action = 'password-settings.save'",
  );
  return row!.count;
}

describe('given an isManager user', () => {
  it('should read the policy they set, the defaults at first', async () => {
    const response = await read(managerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_PASSWORD_SETTINGS);
  });

  it('should save a policy that then applies to the users of their packs, with an audit entry', async () => {
    const before = await auditCount();
    const response = await save(managerCookie, strict);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(strict);
    expect(await auditCount()).toBe(before + 1);
    const userCookie = await signIn(app, user.email, user.password);
    expect((await read(userCookie)).json()).toMatchObject({ minimunChars: 12, uppercaseChars: 2, specialChars: 2 });
  });

  it.each([
    [{ minimunChars: 7 }, messages.passwordSettings.minimumCharsRange],
    [{ minimunChars: 31 }, messages.passwordSettings.minimumCharsRange],
    [{ uppercaseChars: 0 }, messages.passwordSettings.uppercaseRange],
    [{ specialChars: 11 }, messages.passwordSettings.specialRange],
    [{ expirationMonths: 13 }, messages.passwordSettings.expirationRange],
    [{ minimunChars: 12, uppercaseChars: 8, specialChars: 8 }, messages.passwordSettings.minimumCharsBelowParts(16)],
  ])('should refuse %o with the form message and change nothing', async (change, message) => {
    const before = (await read(managerCookie)).json();
    const response = await save(managerCookie, { ...strict, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await read(managerCookie)).json()).toEqual(before);
  });

  it('should turn two-factor on for the users of their packs', async () => {
    await save(managerCookie, { ...strict, twoFA: true });
    try {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/Authenticate',
        payload: { Email: user.email, Password: user.password },
      });
      expect(response.json()).toMatchObject({ needVerification: true });
    } finally {
      await save(managerCookie, { ...strict, twoFA: false });
    }
  });
});

describe('given someone who is not an isManager user', () => {
  it.each([
    ['an administrator', admin],
    ['an ordinary user', user],
  ])('should refuse %s with 403 and change nothing', async (_, account) => {
    const cookie = await signIn(app, account.email, account.password);
    const before = await auditCount();
    const response = await save(cookie, { ...strict, minimunChars: 20 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.app.accessDenied);
    expect(await auditCount()).toBe(before);
    expect((await read(managerCookie)).json().minimunChars).not.toBe(20);
  });
});

describe('given the policy-impact preview (POST /api/PasswordSettings/Impact)', () => {
  function impact(cookie: string, payload: object) {
    return app.server.inject({ method: 'POST', url: '/api/PasswordSettings/Impact', headers: { cookie }, payload });
  }

  it("should count the manager's users whose password the proposed expiration would make them change", async () => {
    const reached = await impact(managerCookie, { ...DEFAULT_PASSWORD_SETTINGS, expirationMonths: 12 });
    expect(reached.statusCode).toBe(200);
    const { totalUsers, affectedUsers } = reached.json() as { totalUsers: number; affectedUsers: number };
    expect(totalUsers).toBeGreaterThanOrEqual(2);
    // Age the ordinary user's password (a seat holder in the manager's packs) by seven months.
    await app.db.query("update users set password_changed_at = now() - interval '7 months' where email = $1", [
      user.email,
    ]);
    try {
      const sixMonths = (await impact(managerCookie, { ...DEFAULT_PASSWORD_SETTINGS, expirationMonths: 6 })).json();
      expect(sixMonths).toEqual({ totalUsers, affectedUsers: affectedUsers + 1 });
      const eightMonths = (await impact(managerCookie, { ...DEFAULT_PASSWORD_SETTINGS, expirationMonths: 8 })).json();
      expect(eightMonths).toEqual({ totalUsers, affectedUsers });
    } finally {
      await app.db.query('update users set password_changed_at = now() where email = $1', [user.email]);
    }
  });

  it('should change nothing, and check the proposal as the save does', async () => {
    const before = (await read(managerCookie)).json();
    const invalid = await impact(managerCookie, { ...DEFAULT_PASSWORD_SETTINGS, expirationMonths: 13 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: messages.passwordSettings.expirationRange });
    await impact(managerCookie, { ...DEFAULT_PASSWORD_SETTINGS, minimunChars: 30 });
    expect((await read(managerCookie)).json()).toEqual(before);
  });

  it('should refuse anyone who is not an isManager user', async () => {
    const adminCookie = await signIn(app, admin.email, admin.password);
    expect((await impact(adminCookie, DEFAULT_PASSWORD_SETTINGS)).statusCode).toBe(403);
    const anonymous = await app.server.inject({
      method: 'POST',
      url: '/api/PasswordSettings/Impact',
      payload: DEFAULT_PASSWORD_SETTINGS,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("given accounts in a manager's packs that the manager does not administer", () => {
  const call = caller(app);
  const password = 'Governed!#$AB2345';
  const assignUrl = (pack: string) => buildPath(contract.assignLicenseUsage.path, { licenseId: pack });
  let adminCookie: string;
  let packs: Awaited<ReturnType<typeof demoPacks>>;

  beforeAll(async () => {
    adminCookie = await signIn(app, admin.email, admin.password);
    packs = await demoPacks(app);
  });

  /** Whether a sign-in of `email` asks for a verification code: whether two-factor applies to the account. */
  async function asksForCode(email: string, withPassword: string) {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      payload: { Email: email, Password: withPassword },
    });
    expect(response.statusCode).toBe(200);
    return response.json().needVerification === true;
  }

  /** An account the administrator's new pack creates for `email` (its manager), given a password to sign in with. */
  async function managerOfNewPack(label: string) {
    const email = `${label}.${Math.random().toString(36).slice(2, 8)}@customer.example`;
    // A product none of the demo manager's packs sells, so one person may hold a seat in both.
    const pack = await newPack(app, call, adminCookie, 3, { administrator: email, productId: 8 });
    await app.db.query('update users set password_hash = $2 where lower(email) = lower($1)', [
      email,
      await hashPassword(password),
    ]);
    return { email, pack };
  }

  async function seat(cookie: string, pack: string, email: string) {
    expect((await call(cookie, 'POST', assignUrl(pack), assignBody(email))).statusCode).toBe(201);
  }

  async function totalReached() {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/PasswordSettings/Impact',
      headers: { cookie: managerCookie },
      payload: DEFAULT_PASSWORD_SETTINGS,
    });
    return (response.json() as { totalUsers: number }).totalUsers;
  }

  it('should never reach the super administrator, even with a seat in their pack and two-factor on', async () => {
    const before = await totalReached();
    await seat(managerCookie, packs.business, admin.email);
    expect(await totalReached()).toBe(before);
    await save(managerCookie, { ...strict, twoFA: true });
    try {
      expect(await asksForCode(admin.email, admin.password)).toBe(false);
      expect((await read(adminCookie)).json()).toEqual(DEFAULT_PASSWORD_SETTINGS);
    } finally {
      await save(managerCookie, { ...strict, twoFA: false });
    }
  });

  it('should reach a manager of other packs only while every seat it holds is in their packs', async () => {
    const other = await managerOfNewPack('other.manager');
    const before = await totalReached();
    await seat(managerCookie, packs.business, other.email);
    expect(await totalReached()).toBe(before + 1);
    await save(managerCookie, { ...strict, twoFA: true });
    try {
      expect(await asksForCode(other.email, password)).toBe(true);
      // A seat in a pack of another manager (here its own) takes it out of this manager's reach.
      await seat(adminCookie, other.pack, other.email);
      expect(await totalReached()).toBe(before);
      expect(await asksForCode(other.email, password)).toBe(false);
    } finally {
      await save(managerCookie, { ...strict, twoFA: false });
    }
  });

  it('should apply the strictest of each rule where several managers govern one person', async () => {
    const third = await managerOfNewPack('third.manager');
    await app.db.query(
      `insert into password_settings (manager_id, minimun_chars, uppercase_chars, special_chars, expiration_months,
                                      two_fa, password_history)
       select id, 10, 3, 1, 3, true, false from users where lower(email) = lower($1)`,
      [third.email],
    );
    // One customer's two packs (one organization), so the add-user row's organization rule lets one person into both.
    await app.db.query(
      `update licenses set organization_id = (select organization_id from licenses where public_id = $2)
        where public_id = $1`,
      [third.pack, packs.standard],
    );
    const shared = `shared.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await seat(managerCookie, packs.standard, shared);
    await seat(adminCookie, third.pack, shared);
    // A seat names an address; the account that signs in with it is its own row.
    await app.db.query('insert into users (public_id, email, password_hash) values ($1, $2, $3)', [
      newPublicId(),
      shared,
      await hashPassword(password),
    ]);
    await save(managerCookie, {
      minimunChars: 12,
      uppercaseChars: 1,
      specialChars: 3,
      expirationMonths: 6,
      twoFA: false,
      passwordHistory: true,
    });
    try {
      expect(await asksForCode(shared, password)).toBe(true);
      const [account] = await app.db.query<{ id: number }>('select id from users where lower(email) = lower($1)', [
        shared,
      ]);
      expect(await createPasswordSettingsRepository(app.db).applicableTo(account!.id)).toEqual({
        minimunChars: 12,
        uppercaseChars: 3,
        specialChars: 3,
        expirationMonths: 3,
        twoFA: true,
        passwordHistory: true,
      });
    } finally {
      await save(managerCookie, strict);
    }
  });
});
