import { messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { addAccount, authClient, cookieOf, eventually, longestWait } from '../../test-support/auth-client.ts';
import { createTestApp } from '../../test-support/test-app.ts';

const app = await createTestApp({ publicUrl: 'https://console.example.com' });
const { outbox, get, codeMail, attemptSignIn } = authClient(app);

/** A fresh pending session of a two-factor account, with a code e-mailed to it; answers the cookie and the code. */
async function pendingWithCode(account: { email: string; password: string }, address: string) {
  const signedIn = await attemptSignIn(account.email, account.password, address);
  expect(signedIn.json()).toMatchObject({ needVerification: true });
  const cookie = cookieOf(signedIn)!;
  expect((await get('/api/Authenticate/SendEmail', cookie, address)).statusCode).toBe(200);
  return { cookie, code: await codeMail(account.email) };
}

/** A six-digit code that is not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

function verify(cookie: string, code: string, address: string) {
  return get(`/api/Authenticate/VerifyCode?code=${code}`, cookie, address);
}

const countOf = (responses: { statusCode: number }[], status: number) =>
  responses.filter((response) => response.statusCode === status).length;

describe('given wrong codes spread over many sessions of one account', () => {
  it('should evaluate at most 20 across every session, then refuse codes whatever new session asks', async () => {
    const account = await addAccount(app, 'code-ceiling@example.com', { twoFactor: true });
    const address = '127.4.0.1';
    // Six sessions, each opened by the right password with its own code and five tries of its own.
    const pending = [];
    for (let session = 0; session < 6; session += 1) pending.push(await pendingWithCode(account, address));
    const guesses = await Promise.all(
      pending.flatMap(({ cookie, code }) => Array.from({ length: 5 }, () => verify(cookie, wrongFor(code), address))),
    );
    expect(countOf(guesses, 400)).toBe(20);
    expect(countOf(guesses, 429)).toBe(10);
    for (const guess of guesses.filter((response) => response.statusCode === 400)) {
      expect(guess.json()).toMatchObject({ message: messages.verification.codeIncorrect });
    }
    const refused = guesses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ message: messages.auth.codeChecksLocked(24 * 60) });
    expect(longestWait(guesses)).toBe(24 * 60 * 60);

    // Even the right code of a session that has tries left is not checked now.
    const session = pending.find((_, index) => countOf(guesses.slice(index * 5, index * 5 + 5), 400) < 5)!;
    expect((await verify(session.cookie, session.code, address)).statusCode).toBe(429);

    // A fresh password sign-in, from another address too, opens no fresh guesses: no code is even sent.
    const again = await attemptSignIn(account.email, account.password, '127.4.0.2');
    expect(again.statusCode).toBe(200);
    const send = await get('/api/Authenticate/SendEmail', cookieOf(again), '127.4.0.2');
    expect(send.statusCode).toBe(429);
    expect(send.json()).toMatchObject({ message: messages.auth.codeChecksLocked(24 * 60) });
    expect(Number(send.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);

    // Its holder hears of it once: whoever tried the codes knew the password.
    const [mail] = await eventually(async () => {
      const mails = (await outbox()).filter((item) => item.subject === messages.mail.accountLocked.subject);
      return mails.length > 0 ? mails : undefined;
    }, 'lock e-mail');
    expect(mail).toMatchObject({ recipient: account.email });
    expect(mail!.body).toContain('locked after repeated wrong verification codes');
    expect(mail!.body).toContain('https://console.example.com/ForgotPassword');

    // Once the window has passed, codes are checked again.
    await app.db.query(
      `update rate_limits set locked_until = now() - interval '1 second' where account = $1 and limit_name = 'codePerAccount'`,
      [account.email],
    );
    const later = await pendingWithCode(account, '127.4.0.2');
    expect((await verify(later.cookie, later.code, '127.4.0.2')).statusCode).toBe(200);
  });

  it('should forget the wrong codes of an account once a right code signs it in', async () => {
    const account = await addAccount(app, 'code-forgiven@example.com', { twoFactor: true });
    const address = '127.4.1.1';
    for (let round = 0; round < 2; round += 1) {
      for (let session = 0; session < 3; session += 1) {
        const { cookie, code } = await pendingWithCode(account, address);
        for (let guess = 0; guess < 5; guess += 1) {
          expect((await verify(cookie, wrongFor(code), address)).statusCode).toBe(400);
        }
      }
      const { cookie, code } = await pendingWithCode(account, address);
      expect((await verify(cookie, code, address)).statusCode).toBe(200);
    }
  });
});

describe('given wrong codes of many accounts from one address', () => {
  it('should evaluate at most 50 from that address, whatever the accounts', async () => {
    const address = '127.4.2.1';
    const accounts = await Promise.all(
      [1, 2, 3].map((index) => addAccount(app, `code-sprayed-${index}@example.com`, { twoFactor: true })),
    );
    const pending = [];
    for (const account of accounts) {
      for (let session = 0; session < 4; session += 1) pending.push(await pendingWithCode(account, address));
    }
    const guesses = await Promise.all(
      pending.flatMap(({ cookie, code }) => Array.from({ length: 5 }, () => verify(cookie, wrongFor(code), address))),
    );
    expect(countOf(guesses, 400)).toBe(50);
    expect(countOf(guesses, 429)).toBe(10);
    expect(guesses.find((response) => response.statusCode === 429)!.json()).toMatchObject({
      message: messages.auth.tooManyAttempts(15),
    });
  });
});
