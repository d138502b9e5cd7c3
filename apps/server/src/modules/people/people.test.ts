import { messages, peopleMessages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newPublicId, newToken } from '../../lib/crypto.ts';
import { createTestApp, lastOutboxId, signIn } from '../../test-support/test-app.ts';
import { createToken } from '../api-tokens/test-fixtures.ts';
import { signInRoles } from '../licenses/test-fixtures.ts';
import { peopleFixtures, personAudit, personOf } from './test-fixtures.ts';

// A support desk configured (its development stand-in receives the token), to try that entrance too.
const app = await createTestApp({ supportDeskJwtSecret: 'support-desk-secret-for-the-people-tests-32' });
const roles = await signInRoles(app);
const fixtures = await peopleFixtures(app, roles);
const { as, person, invited, linkIn, callers } = fixtures;

const url = (publicId: string, action = '') => `/api/People/${encodeURIComponent(publicId)}${action}`;

/** The answer a caller gets to each call: what the matrix below expects, call by call. */
type Expected = Record<string, number>;

/** Whoever may not read the person: the 404 of an unknown id, and 401 without a session. */
const UNREAD: Expected = {
  "another customer's manager": 404,
  user: 404,
  'user token': 404,
  anonymous: 401,
};

/** The refusals of an administrator's call: 403 to the pack's manager who reads the person, 404 to whoever may not. */
const ADMINISTRATORS_ONLY: Expected = { manager: 403, 'manager token': 403, ...UNREAD };

const signInAs = (email: string, password: string) =>
  app.server.inject({ method: 'POST', url: '/api/Authenticate', payload: { Email: email, Password: password } });

const currentUser = (cookie: string) => as({ cookie }, 'GET', '/api/CurrentUser');

/** The support desk's password form, the entrance that opens no console session. */
const supportDesk = (email: string, password: string) =>
  app.server.inject({
    method: 'POST',
    url: '/Authenticate/Zendesk',
    payload: new URLSearchParams({ email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A person with a seat in the demo manager's pack only; `twoPacks` holds one in the other customer's pack too. */
let target: Awaited<ReturnType<typeof person>>;
let twoPacks: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  target = await person();
  twoPacks = await person({ otherSeat: true });
});

describe('given GET /api/People/{userId}', () => {
  const expected: Expected = {
    administrator: 200,
    manager: 200,
    "another customer's manager": 404,
    user: 404,
    'administrator token': 200,
    'manager token': 200,
    'user token': 404,
    "manager's token of the user role": 404,
    anonymous: 401,
  };

  it.each(Object.entries(expected))('should answer %s with %i', async (who, status) => {
    const response = await as(callers[who]!, 'GET', url(target.publicId));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 404) expect(response.json()).toMatchObject({ message: messages.server.notFound });
  });

  it('should answer an administrator every seat, with the role where the pack shows roles', async () => {
    const answer = personOf(await as(callers.administrator!, 'GET', url(twoPacks.publicId)));
    expect(answer).toMatchObject({ id: twoPacks.publicId, email: twoPacks.email, administrator: false });
    expect(answer.seats.map((seat) => seat.licenseId).sort()).toEqual(
      [fixtures.managersPack, fixtures.othersPack].sort(),
    );
    const business = answer.seats.find((seat) => seat.licenseId === fixtures.managersPack)!;
    expect(business).toMatchObject({
      productId: 3,
      packAdministrator: 'manager@example.com',
      role: 'User',
      lastUsed: null,
      sessions: 0,
      manageable: true,
    });
    expect(business.validUntil).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(business.assigned).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(answer.seats.find((seat) => seat.licenseId === fixtures.othersPack)).toMatchObject({
      role: null,
      manageable: true,
    });
    expect(answer.actions).toEqual({
      signOutEverywhere: false,
      forcePasswordChange: true,
      resendSetPassword: false,
      deactivate: true,
      reactivate: false,
    });
  });

  it("should answer a pack's manager the seats of their own packs only, and only their actions", async () => {
    await signIn(app, twoPacks.email, twoPacks.password);
    const answer = personOf(await as(callers.manager!, 'GET', url(twoPacks.publicId)));
    expect(answer.seats.map((seat) => seat.licenseId)).toEqual([fixtures.managersPack]);
    expect(answer.seats[0]!.manageable).toBe(true);
    expect(answer.signIn).toMatchObject({
      hasPassword: true,
      mustChangePassword: false,
      external: false,
      twoFactor: false,
      lockedUntil: null,
      deactivated: null,
    });
    expect(answer.signIn.activeSessions).toBeGreaterThan(0);
    expect(answer.signIn.lastSignIn).toMatch(/Z$/);
    expect(answer.actions).toEqual({
      signOutEverywhere: true,
      forcePasswordChange: false,
      resendSetPassword: false,
      deactivate: false,
      reactivate: false,
    });
  });

  it("should say when the manager's policy asks a verification code, and when sign-in is locked", async () => {
    const someone = await person();
    await app.db.query(
      `insert into password_settings (manager_id, two_fa) values ((select id from users where email = $1), true)
       on conflict (manager_id) do update set two_fa = true`,
      ['manager@example.com'],
    );
    await app.db.query(
      `insert into rate_limits (key, limit_name, account, hits, window_started_at, locked_until)
       values ($1, 'signInPerAccount', $2, 30, now(), now() + interval '15 minutes')`,
      [`test-lock:${someone.email}`, someone.email],
    );
    try {
      const answer = personOf(await as(callers.administrator!, 'GET', url(someone.publicId)));
      expect(answer.signIn.twoFactor).toBe(true);
      expect(answer.signIn.lockedUntil).toMatch(/Z$/);
    } finally {
      await app.db.query(
        'update password_settings set two_fa = false where manager_id = (select id from users where email = $1)',
        ['manager@example.com'],
      );
    }
  });

  it.each([
    ['an unknown id', 404, () => newPublicId()],
    ['a control character', 400, () => `${newPublicId().slice(1)}\u0007`],
    ['a malformed id', 400, () => 'not an id'],
    ['a 300,000-character id', 414, () => 'x'.repeat(300_000)],
  ])('should answer %s with %i', async (_, status, id) => {
    const response = await as(callers.administrator!, 'GET', url(id()));
    expect(response.statusCode).toBe(status);
  });
});

describe('given POST /api/People/{userId}/SignOutEverywhere', () => {
  it.each(Object.entries(UNREAD))('should answer %s with %i, ending nothing', async (who, status) => {
    const someone = await person();
    const cookie = await signIn(app, someone.email, someone.password);
    const response = await as(callers[who]!, 'POST', url(someone.publicId, '/SignOutEverywhere'));
    expect(response.statusCode, response.body).toBe(status);
    expect((await currentUser(cookie)).statusCode).toBe(200);
  });

  it.each(['administrator', 'manager', 'administrator token', 'manager token'])(
    'should end every session of the person for the %s, audited',
    async (who) => {
      const someone = await person();
      const cookies = [
        await signIn(app, someone.email, someone.password),
        await signIn(app, someone.email, someone.password),
      ];
      const response = await as(callers[who]!, 'POST', url(someone.publicId, '/SignOutEverywhere'));
      expect(response.json()).toEqual({ signedOut: 2 });
      for (const cookie of cookies) expect((await currentUser(cookie)).statusCode).toBe(401);
      expect(await personAudit(app, someone.id)).toEqual([
        { action: 'user.sign-out-everywhere', after: { signedOut: 2 } },
      ]);
    },
  );

  it("should refuse a manager an administrator's account (403), ending nothing", async () => {
    const administrator = await person({ administrator: true });
    const cookie = await signIn(app, administrator.email, administrator.password);
    const response = await as(callers.manager!, 'POST', url(administrator.publicId, '/SignOutEverywhere'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: peopleMessages.administratorsOnly });
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect(personOf(await as(callers.manager!, 'GET', url(administrator.publicId))).actions.signOutEverywhere).toBe(
      false,
    );
  });

  it('should sign the caller out too when they name themselves, forgetting the cookie', async () => {
    const administrator = await person({ administrator: true });
    const cookie = await signIn(app, administrator.email, administrator.password);
    const response = await as({ cookie }, 'POST', url(administrator.publicId, '/SignOutEverywhere'));
    expect(response.json()).toEqual({ signedOut: 1 });
    expect(response.cookies.find((item) => item.name === 'lc_session')?.value).toBe('');
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });
});

describe('given POST /api/People/{userId}/ForcePasswordChange', () => {
  it.each(Object.entries(ADMINISTRATORS_ONLY))('should answer %s with %i, changing nothing', async (who, status) => {
    const someone = await person();
    const response = await as(callers[who]!, 'POST', url(someone.publicId, '/ForcePasswordChange'));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) expect(response.json()).toMatchObject({ message: peopleMessages.administratorsOnly });
    expect(personOf(await as(callers.administrator!, 'GET', url(someone.publicId))).signIn.mustChangePassword).toBe(
      false,
    );
    expect(await personAudit(app, someone.id)).toEqual([]);
  });

  it('should lead the next sign-in through the expired-password reset, and clear once a password is set', async () => {
    const someone = await person();
    const forced = await as(callers['administrator token']!, 'POST', url(someone.publicId, '/ForcePasswordChange'));
    expect(forced.json()).toEqual({ ok: true });
    const again = await as(callers.administrator!, 'POST', url(someone.publicId, '/ForcePasswordChange'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: peopleMessages.alreadyRequired });
    expect(personOf(await as(callers.administrator!, 'GET', url(someone.publicId))).actions.forcePasswordChange).toBe(
      false,
    );

    const mark = await lastOutboxId(app.db);
    const refused = await signInAs(someone.email, someone.password);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ message: messages.auth.passwordExpired });
    const token = await linkIn(someone.email, mark);
    const newPassword = 'Chosen-Again-Pass-77';
    const reset = await app.server.inject({
      method: 'PUT',
      url: `/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent(newPassword)}`,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signInAs(someone.email, newPassword)).statusCode).toBe(200);
    expect(personOf(await as(callers.administrator!, 'GET', url(someone.publicId))).signIn.mustChangePassword).toBe(
      false,
    );
    expect((await personAudit(app, someone.id)).map((entry) => entry.action)).toEqual(['user.force-password-change']);
  });

  it('should refuse a person who has no password yet (409)', async () => {
    const { publicId } = await invited();
    const response = await as(callers.administrator!, 'POST', url(publicId, '/ForcePasswordChange'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: peopleMessages.noPasswordYet });
  });
});

describe('given POST /api/People/{userId}/ResendSetPassword', () => {
  it.each(Object.entries(UNREAD))('should answer %s with %i, mailing nothing', async (who, status) => {
    const { publicId } = await invited();
    const mark = await lastOutboxId(app.db);
    const response = await as(callers[who]!, 'POST', url(publicId, '/ResendSetPassword'));
    expect(response.statusCode, response.body).toBe(status);
    expect(await lastOutboxId(app.db)).toBe(mark);
  });

  it.each(['administrator', 'manager', 'administrator token', 'manager token'])(
    'should mail a new link for the %s, and the earlier one stops working',
    async (who) => {
      const account = await invited();
      const mark = await lastOutboxId(app.db);
      const response = await as(callers[who]!, 'POST', url(account.publicId, '/ResendSetPassword'));
      expect(response.json()).toEqual({ ok: true });
      const link = await linkIn(account.email, mark);
      expect(link).not.toBe(account.link);
      const set = (token: string) =>
        app.server.inject({
          method: 'PUT',
          url: `/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent('First-Chosen-Pass-42')}`,
        });
      const old = await set(account.link);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toMatchObject({ message: messages.auth.resetLinkInvalid });
      expect((await set(link)).statusCode).toBe(200);
      const after = await as(callers.administrator!, 'POST', url(account.publicId, '/ResendSetPassword'));
      expect(after.statusCode).toBe(409);
      expect(after.json()).toMatchObject({ message: peopleMessages.hasPassword });
    },
  );
});

describe('given POST /api/People/{userId}/Deactivate and Reactivate', () => {
  it.each(Object.entries(ADMINISTRATORS_ONLY))(
    'should answer %s with %i to either, changing nothing',
    async (who, status) => {
      const someone = await person();
      for (const action of ['/Deactivate', '/Reactivate']) {
        const response = await as(callers[who]!, 'POST', url(someone.publicId, action));
        expect(response.statusCode, response.body).toBe(status);
      }
      expect((await signInAs(someone.email, someone.password)).statusCode).toBe(200);
      expect(await personAudit(app, someone.id)).toEqual([]);
    },
  );

  it('should shut every way in, keep the seats, and let the person back once reactivated', async () => {
    const someone = await person({ otherSeat: true });
    const cookie = await signIn(app, someone.email, someone.password);
    const { token: secret } = await createToken(app, cookie);
    const mark = await lastOutboxId(app.db);
    await app.server.inject({ method: 'POST', url: '/api/ForgotPassword', payload: { Email: someone.email } });
    const earlierLink = await linkIn(someone.email, mark);

    const answer = personOf(await as(callers.administrator!, 'POST', url(someone.publicId, '/Deactivate')));
    expect(answer.signIn.deactivated).toMatch(/Z$/);
    expect(answer.signIn.activeSessions).toBe(0);
    expect(answer.seats).toHaveLength(2);
    expect(answer.actions).toMatchObject({ deactivate: false, reactivate: true, signOutEverywhere: false });

    expect((await currentUser(cookie)).statusCode).toBe(401);
    expect((await as({ token: secret }, 'GET', '/api/CurrentUser')).statusCode).toBe(401);
    const right = await signInAs(someone.email, someone.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ message: peopleMessages.signInDeactivated });
    const desk = await supportDesk(someone.email, someone.password);
    expect(desk.statusCode).toBe(403);
    expect(desk.json()).toMatchObject({ message: peopleMessages.signInDeactivated });
    const wrong = await signInAs(someone.email, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: messages.login.signInFailed });
    const reset = await app.server.inject({
      method: 'PUT',
      url: `/api/ResetPassword?t=${encodeURIComponent(earlierLink)}&p=${encodeURIComponent('Another-Pass-Word-9')}`,
    });
    expect(reset.statusCode).toBe(400);
    // An identity provider's sign-in that completes now opens no session either.
    const code = newToken();
    await app.db.query(
      `insert into external_login_codes (code_hash, user_id, expires_at) values ($1, $2, now() + interval '2 minutes')`,
      [hashToken(code), someone.id],
    );
    const external = await app.server.inject({
      method: 'POST',
      url: '/external-login/check-token',
      payload: { Code: code },
    });
    expect(external.statusCode).toBe(403);
    expect(external.json()).toMatchObject({ message: peopleMessages.signInDeactivated });
    const quiet = await lastOutboxId(app.db);
    await app.server.inject({ method: 'POST', url: '/api/ForgotPassword', payload: { Email: someone.email } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lastOutboxId(app.db)).toBe(quiet);

    // The users list marks the account, until it is reactivated.
    const listed = async () => {
      const list = await as(
        callers.administrator!,
        'GET',
        `/api/SearchUserPaged?criteria=${encodeURIComponent(someone.email)}&pageNumber=1&pageSize=10`,
      );
      expect(list.statusCode).toBe(200);
      return (list.json() as { email: string; deactivated?: boolean }[]).find((user) => user.email === someone.email);
    };
    expect(await listed()).toMatchObject({ deactivated: true });

    const twice = await as(callers.administrator!, 'POST', url(someone.publicId, '/Deactivate'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: peopleMessages.alreadyDeactivated });
    const resend = await as(callers.manager!, 'POST', url(someone.publicId, '/ResendSetPassword'));
    expect(resend.statusCode).toBe(409);

    const back = personOf(await as(callers['administrator token']!, 'POST', url(someone.publicId, '/Reactivate')));
    expect(back.signIn.deactivated).toBeNull();
    expect(await listed()).toMatchObject({ deactivated: false });
    expect((await signInAs(someone.email, someone.password)).statusCode).toBe(200);
    expect((await supportDesk(someone.email, someone.password)).statusCode).toBe(200);
    expect((await as({ token: secret }, 'GET', '/api/CurrentUser')).statusCode).toBe(200);
    const again = await as(callers.administrator!, 'POST', url(someone.publicId, '/Reactivate'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: peopleMessages.notDeactivated });
    expect((await personAudit(app, someone.id)).map((entry) => entry.action)).toEqual([
      'user.deactivate',
      'user.reactivate',
    ]);
  });

  it("should refuse the caller's own account (400)", async () => {
    const administrator = await person({ administrator: true });
    const cookie = await signIn(app, administrator.email, administrator.password);
    const response = await as({ cookie }, 'POST', url(administrator.publicId, '/Deactivate'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: peopleMessages.notYourself });
    expect(personOf(await as({ cookie }, 'GET', url(administrator.publicId))).actions.deactivate).toBe(false);
  });

  it('should let one of two deactivations at once win; the other answers alreadyDeactivated', async () => {
    const someone = await person();
    const answers = await Promise.all([
      as(callers.administrator!, 'POST', url(someone.publicId, '/Deactivate')),
      as(callers['administrator token']!, 'POST', url(someone.publicId, '/Deactivate')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      message: peopleMessages.alreadyDeactivated,
    });
    expect((await personAudit(app, someone.id)).map((entry) => entry.action)).toEqual(['user.deactivate']);
  });
});
