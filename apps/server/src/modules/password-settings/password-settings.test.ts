import { DEFAULT_PASSWORD_SETTINGS, messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';

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
