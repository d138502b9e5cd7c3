import { messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { addAccount, authClient, cookieOf } from '../../test-support/auth-client.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import { createSessionRepository } from './repository.ts';

const app = await createTestApp();
const { admin, manager, user } = demoAccounts;

const { outbox, post, get, nextResetToken, codeMail, attemptSignIn } = authClient(app);

async function setPolicy(values: { two_fa?: boolean; password_history?: boolean }) {
  await app.db.query(
    `update password_settings set two_fa = coalesce($1, two_fa), password_history = coalesce($2, password_history)
      where manager_id = (select id from users where email = $3)`,
    [values.two_fa ?? null, values.password_history ?? null, manager.email],
  );
}

describe('given a user whose password policy turns two-factor on', () => {
  it('should keep the session pending until the e-mailed code is verified', async () => {
    await setPolicy({ two_fa: true });
    try {
      const signedIn = await post('/api/Authenticate', { Email: user.email, Password: user.password });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ needVerification: true });
      const pending = cookieOf(signedIn)!;

      expect((await get('/api/CurrentUser', pending)).json()).toMatchObject({ needVerification: true });
      expect((await get('/api/PasswordSettings/CurrentUser', pending)).statusCode).toBe(401);
      expect((await get('/api/Authenticate/VerifyCode?code=123456', pending)).json()).toMatchObject({
        message: messages.auth.noCodeSent,
      });

      expect((await get('/api/Authenticate/SendEmail', pending)).json()).toEqual({ ok: true });
      const code = await codeMail(user.email);
      expect(code).toMatch(/^\d{6}$/);

      const wrongCode = code === '000000' ? '000001' : '000000';
      const wrong = await get(`/api/Authenticate/VerifyCode?code=${wrongCode}`, pending);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: messages.verification.codeIncorrect });

      const verified = await get(`/api/Authenticate/VerifyCode?code=${code}`, pending);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ needVerification: false });
      const fresh = cookieOf(verified)!;
      expect(fresh).not.toBe(pending);
      expect((await get('/api/PasswordSettings/CurrentUser', fresh)).statusCode).toBe(200);
      // The pending session was replaced, not upgraded: its cookie no longer opens anything.
      expect((await get('/api/CurrentUser', pending)).statusCode).toBe(401);
    } finally {
      await setPolicy({ two_fa: false });
    }
  });

  it('should refuse a code after five wrong tries, and a resend within the throttle window', async () => {
    await setPolicy({ two_fa: true });
    try {
      const pending = cookieOf(await post('/api/Authenticate', { Email: user.email, Password: user.password }))!;
      const before = (await outbox()).length;
      expect((await get('/api/Authenticate/SendEmail', pending)).statusCode).toBe(200);
      expect((await get('/api/Authenticate/SendEmail', pending)).statusCode).toBe(429);
      expect((await outbox()).length).toBe(before + 1);
      const code = await codeMail(user.email);
      const wrong = code === '999999' ? '999998' : '999999';
      const tries = await Promise.all(
        Array.from({ length: 8 }, () => get(`/api/Authenticate/VerifyCode?code=${wrong}`, pending)),
      );
      expect(tries.filter((response) => response.json().message === messages.verification.codeIncorrect)).toHaveLength(
        5,
      );
      const right = await get(`/api/Authenticate/VerifyCode?code=${code}`, pending);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ message: messages.auth.codeExpired });
    } finally {
      await setPolicy({ two_fa: false });
    }
  });

  it('should refuse an SMS code for a user without a phone number', async () => {
    await setPolicy({ two_fa: true });
    try {
      const pending = cookieOf(await post('/api/Authenticate', { Email: user.email, Password: user.password }))!;
      const response = await get('/api/Authenticate/SendSms', pending);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.auth.noPhone });
    } finally {
      await setPolicy({ two_fa: false });
    }
  });

  it('should send an SMS code to the phone on the profile', async () => {
    await setPolicy({ two_fa: true });
    await app.db.query("update users set phone = '+15550100' where email = $1", [user.email]);
    try {
      const signedIn = await post('/api/Authenticate', { Email: user.email, Password: user.password });
      expect(signedIn.json()).toMatchObject({ sms: true, needVerification: true });
      expect((await get('/api/Authenticate/SendSms', cookieOf(signedIn))).statusCode).toBe(200);
      const [sms] = await outbox();
      expect(sms).toMatchObject({ channel: 'sms', recipient: '+15550100' });
      expect(sms!.body).toMatch(/\b\d{6}\b/);
    } finally {
      await setPolicy({ two_fa: false });
      await app.db.query("update users set phone = '' where email = $1", [user.email]);
    }
  });
});

describe('given a forgotten password', () => {
  it('should answer a known and an unknown address exactly alike, and mail only the known one', async () => {
    let known = await post('/api/ForgotPassword', { Email: 'nobody-here@example.com' });
    const token = await nextResetToken(manager.email, async () => {
      known = await post('/api/ForgotPassword', { Email: manager.email });
    });
    const unknown = await post('/api/ForgotPassword', { Email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect((await outbox()).some((item) => item.recipient === 'nobody-here@example.com')).toBe(false);
  });

  it('should reset once with a token, enforcing the policy, and end every session of the user', async () => {
    const session = await signIn(app, manager.email, manager.password);
    const token = await nextResetToken(manager.email, () => post('/api/ForgotPassword', { Email: manager.email }));

    const policy = await get(`/api/PasswordSettings?t=${encodeURIComponent(token)}`);
    expect(policy.statusCode).toBe(200);
    expect(policy.json()).toMatchObject({ minimunChars: 8, uppercaseChars: 1, specialChars: 1 });

    const put = (password: string) =>
      app.server.inject({
        method: 'PUT',
        url: `/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent(password)}`,
      });
    const weak = await put('short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: messages.resetPassword.policyNotMet });
    const common = await put('Password1');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ message: messages.auth.passwordTooCommon });
    const passphrase = `Correct-Horse-Battery-Staple-${'x'.repeat(40)}`;
    expect(passphrase.length).toBeGreaterThanOrEqual(64);

    const done = await put(passphrase);
    expect(done.statusCode).toBe(200);
    expect((await put(passphrase)).json()).toMatchObject({ message: messages.auth.resetLinkInvalid });
    expect((await get('/api/CurrentUser', session)).statusCode).toBe(401);
    // Never truncated: the passphrase without its last character does not sign in.
    expect(
      (await post('/api/Authenticate', { Email: manager.email, Password: passphrase.slice(0, -1) })).statusCode,
    ).toBe(401);
    await signIn(app, manager.email, passphrase);
    // Put the documented password back for the other tests.
    await app.db.query(
      `update users set password_hash = (select password_hash from password_history h
          where h.user_id = users.id order by id limit 1) where email = $1`,
      [manager.email],
    );
  });

  it('should refuse an unknown, used or expired token with the message the reset page shows', async () => {
    const response = await get('/api/PasswordSettings?t=not-a-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.auth.resetLinkInvalid });
  });

  it('should refuse one of the last five passwords when the policy keeps a history', async () => {
    await setPolicy({ password_history: true });
    try {
      const token = await nextResetToken(user.email, () => post('/api/ForgotPassword', { Email: user.email }));
      const response = await app.server.inject({
        method: 'PUT',
        url: `/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent(user.password)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.auth.passwordRecentlyUsed });
    } finally {
      await setPolicy({ password_history: false });
    }
  });
});

describe('given a completed reset', () => {
  /** Each account asks for its links from an address of its own (the forgot-password limits count per address). */
  const requestLink = (email: string, address: string) =>
    nextResetToken(email, () => post('/api/ForgotPassword', { Email: email }, undefined, address));
  const resetWith = (token: string, password: string) =>
    app.server.inject({
      method: 'PUT',
      url: `/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent(password)}`,
    });
  const signInWith = (email: string, password: string) => attemptSignIn(email, password, '127.6.0.1');

  it('should end every other reset link of the account', async () => {
    const account = await addAccount(app, 'two-links@example.com');
    const earlier = await requestLink(account.email, '127.6.1.1');
    const later = await requestLink(account.email, '127.6.1.1');
    expect((await get(`/api/PasswordSettings?t=${encodeURIComponent(earlier)}`)).statusCode).toBe(200);

    expect((await resetWith(later, 'The-Later-Link-Was-Used-1')).statusCode).toBe(200);
    const policy = await get(`/api/PasswordSettings?t=${encodeURIComponent(earlier)}`);
    expect(policy.statusCode).toBe(400);
    expect(policy.json()).toMatchObject({ message: messages.auth.resetLinkInvalid });
    const stale = await resetWith(earlier, 'The-Earlier-Link-Is-Dead-2');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ message: messages.auth.resetLinkInvalid });
    expect((await signInWith(account.email, 'The-Later-Link-Was-Used-1')).statusCode).toBe(200);
  });

  it('should let one of two links completed at once through, and end the other', async () => {
    const account = await addAccount(app, 'two-links-at-once@example.com');
    const links = [await requestLink(account.email, '127.6.2.1'), await requestLink(account.email, '127.6.2.1')];
    const passwords = ['First-Of-Two-At-Once-1', 'Second-Of-Two-At-Once-2'];
    const results = await Promise.all(links.map((link, index) => resetWith(link, passwords[index]!)));
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const loser = results.find((response) => response.statusCode === 400)!;
    expect(loser.json()).toMatchObject({ message: messages.auth.resetLinkInvalid });
    const winner = passwords[results.findIndex((response) => response.statusCode === 200)]!;
    expect((await signInWith(account.email, winner)).statusCode).toBe(200);
  });

  it('should end a verification code sent before it', async () => {
    const account = await addAccount(app, 'code-before-reset@example.com', { twoFactor: true });
    const pending = cookieOf(await signInWith(account.email, account.password))!;
    expect((await get('/api/Authenticate/SendEmail', pending)).statusCode).toBe(200);
    const code = await codeMail(account.email);
    const link = await requestLink(account.email, '127.6.3.1');
    expect((await resetWith(link, 'Codes-Die-With-The-Reset-3')).statusCode).toBe(200);

    expect((await get(`/api/Authenticate/VerifyCode?code=${code}`, pending)).statusCode).toBe(401);
    const fresh = cookieOf(await signInWith(account.email, 'Codes-Die-With-The-Reset-3'))!;
    const verify = await get(`/api/Authenticate/VerifyCode?code=${code}`, fresh);
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ message: messages.auth.noCodeSent });
  });

  it('should end an external-login code issued before it', async () => {
    const account = await addAccount(app, 'external-before-reset@example.com');
    const repository = createSessionRepository(app.db);
    await repository.addExternalLoginCode(hashToken('external-code-used-before'), account.id, 120);
    await repository.addExternalLoginCode(hashToken('external-code-left-over'), account.id, 120);
    const checkToken = (code: string) => post('/external-login/check-token', { Code: code }, undefined, '127.6.4.1');
    expect((await checkToken('external-code-used-before')).statusCode).toBe(200);

    const link = await requestLink(account.email, '127.6.4.1');
    expect((await resetWith(link, 'External-Codes-End-Too-4')).statusCode).toBe(200);
    const late = await checkToken('external-code-left-over');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: messages.auth.externalLoginCodeInvalid });
  });
});

describe('given an expired password', () => {
  it('should answer 423 with the expiry text and mail a reset link', async () => {
    await app.db.query("update users set password_changed_at = now() - interval '13 months' where email = $1", [
      admin.email,
    ]);
    try {
      let response = await post('/api/Logout', {});
      const token = await nextResetToken(admin.email, async () => {
        response = await post('/api/Authenticate', { Email: admin.email, Password: admin.password });
      });
      expect(response.statusCode).toBe(423);
      expect(response.json().message).toContain(messages.login.passwordExpiredMarker);
      expect(cookieOf(response)).toBeUndefined();
      expect(token.length).toBeGreaterThan(40);
    } finally {
      await app.db.query('update users set password_changed_at = now() where email = $1', [admin.email]);
    }
  });
});

describe('given many accounts tried from one address', () => {
  it('should stop that address after 50 attempts in the window, whatever the accounts', async () => {
    const sprayed = await Promise.all(
      Array.from({ length: 55 }, (_, index) =>
        post('/api/Authenticate', { Email: `spray-${index}@example.com`, Password: 'x' }, undefined, '127.0.0.9'),
      ),
    );
    const statuses = sprayed.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // Another address is not affected.
    const elsewhere = await post(
      '/api/Authenticate',
      { Email: admin.email, Password: admin.password },
      undefined,
      '127.0.0.10',
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('given one address where people sign in all day', () => {
  it('should count only failures: sixty successes in a row use up neither the address nor the account limit', async () => {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const signedIn = await attemptSignIn(user.email, user.password, '127.0.0.12');
      expect(signedIn.statusCode, `sign-in ${attempt + 1}`).toBe(200);
    }
    // Failures still count from where the successes left off: the pair's five, then the pair is held back.
    const failures = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      failures.push((await attemptSignIn(user.email, 'wrong-password', '127.0.0.12')).statusCode);
    }
    expect(failures).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('given the production setting', () => {
  it('should not serve the development outbox', async () => {
    const production = await createTestApp({ production: true, seed: false });
    const response = await production.server.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect((await app.server.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
  });
});
