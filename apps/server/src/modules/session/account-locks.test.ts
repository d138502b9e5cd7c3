import { accountLockSchema, messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { addAccount, authClient, eventually, longestWait } from '../../test-support/auth-client.ts';
import { plainText, startSmtpSink } from '../../test-support/smtp-sink.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';

const app = await createTestApp({ publicUrl: 'https://console.example.com' });
const { outbox, post, get, nextResetToken, attemptSignIn: attempt } = authClient(app);

let addresses = 0;
/** A client address no other attempt of this file has used. */
function freshAddress() {
  addresses += 1;
  return `127.2.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** Ends an account's running locks of one limit, as if their time had passed. */
async function letLocksPass(email: string, limitName: string) {
  await app.db.query(
    `update rate_limits set locked_until = now() - interval '1 second'
      where account = lower($1) and limit_name = $2 and locked_until > now()`,
    [email, limitName],
  );
}

async function lockMails(email: string) {
  return (await outbox()).filter(
    (mail) => mail.recipient === email && mail.subject === messages.mail.accountLocked.subject,
  );
}

/** Fails `perAddress` times from each of `addressCount` fresh addresses, all at once. */
function distributedGuesses(email: string, addressCount: number, perAddress: number) {
  const from = Array.from({ length: addressCount }, freshAddress);
  return Promise.all(
    from.flatMap((address) => Array.from({ length: perAddress }, () => attempt(email, 'wrong-password', address))),
  );
}

const statusCount = (responses: { statusCode: number }[], status: number) =>
  responses.filter((response) => response.statusCode === status).length;

describe('given wrong passwords from one address', () => {
  it('should hold back only that (account, address) pair: the right password still signs in elsewhere', async () => {
    const account = await addAccount(app, 'pair-held@example.com');
    const attacker = freshAddress();
    const guesses = await Promise.all(
      Array.from({ length: 50 }, () => attempt(account.email, 'wrong-password', attacker)),
    );
    // Counted before they are checked: however many arrive at once, five are evaluated.
    expect(statusCount(guesses, 401)).toBe(5);
    expect(statusCount(guesses, 429)).toBe(45);
    const held = guesses.find((response) => response.statusCode === 429)!;
    expect(held.json()).toMatchObject({ message: messages.auth.tooManyAttempts(5) });
    expect(longestWait(guesses)).toBe(300);

    expect((await attempt(account.email, account.password, attacker)).statusCode).toBe(429);
    expect((await attempt(account.email, account.password, freshAddress())).statusCode).toBe(200);
  });

  it('should answer an unknown address exactly as a known one, step by step', async () => {
    const known = await addAccount(app, 'pair-known@example.com');
    const run = async (email: string) => {
      const address = freshAddress();
      const answers = [];
      for (let index = 0; index < 7; index += 1) answers.push(await attempt(email, 'wrong-password', address));
      return answers;
    };
    const knownAnswers = await run(known.email);
    const unknownAnswers = await run('pair-nobody@example.com');
    expect(knownAnswers.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknownAnswers.map((response) => response.statusCode)).toEqual(
      knownAnswers.map((response) => response.statusCode),
    );
    // The waits left may differ by the second the two runs lie apart; everything else is the same.
    const withoutWait = (response: { json(): Record<string, unknown> }) => {
      const { retryAfterSeconds: _, ...rest } = response.json();
      return rest;
    };
    expect(unknownAnswers.map(withoutWait)).toEqual(knownAnswers.map(withoutWait));
    expect(unknownAnswers.map((response) => Object.keys(response.headers).sort())).toEqual(
      knownAnswers.map((response) => Object.keys(response.headers).sort()),
    );
  });

  it('should double the wait with each further lock of the pair, up to 30 minutes', async () => {
    const account = await addAccount(app, 'pair-growing@example.com');
    const attacker = freshAddress();
    const waits: string[] = [];
    for (let lock = 0; lock < 5; lock += 1) {
      let last = await attempt(account.email, 'wrong-password', attacker);
      for (let index = 0; index < 5; index += 1) last = await attempt(account.email, 'wrong-password', attacker);
      expect(last.statusCode).toBe(429);
      waits.push(String(last.headers['retry-after']));
      await letLocksPass(account.email, 'signInPerPair');
    }
    expect(waits).toEqual(['300', '600', '1200', '1800', '1800']);
  });

  it('should forget the failures from an address once the right password signs in from it', async () => {
    const account = await addAccount(app, 'pair-forgiven@example.com');
    const home = freshAddress();
    for (let index = 0; index < 4; index += 1) {
      expect((await attempt(account.email, 'wrong-password', home)).statusCode).toBe(401);
    }
    expect((await attempt(account.email, account.password, home)).statusCode).toBe(200);
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(account.email, 'wrong-password', home)).statusCode).toBe(401);
    }
  });
});

describe('given wrong passwords from many addresses', () => {
  it('should evaluate at most 30 at once, then lock the account briefly everywhere and mail its holder once', async () => {
    const account = await addAccount(app, 'spread@example.com');
    // Three from each of twenty addresses: no pair reaches its own limit, the account does.
    const guesses = await distributedGuesses(account.email, 20, 3);
    expect(statusCount(guesses, 401)).toBe(30);
    expect(statusCount(guesses, 429)).toBe(30);
    const locked = guesses.find((response) => response.statusCode === 429)!;
    expect(locked.json()).toMatchObject({ message: messages.auth.accountLocked(15) });
    expect(longestWait(guesses)).toBe(900);
    // The right password from an address never seen does not get through while the lock runs.
    expect((await attempt(account.email, account.password, freshAddress())).json()).toMatchObject({
      message: messages.auth.accountLocked(15),
    });

    const [mail] = await eventually(async () => {
      const mails = await lockMails(account.email);
      return mails.length > 0 ? mails : undefined;
    }, 'lock e-mail');
    expect(await lockMails(account.email)).toHaveLength(1);
    const [row] = await app.db.query<{ until: string }>(
      `select to_char(locked_until at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as until from rate_limits
        where account = $1 and limit_name = 'signInPerAccount'`,
      [account.email],
    );
    expect(mail!.body).toBe(
      messages.mail.accountLocked.signIn(`${row!.until} UTC`, 'https://console.example.com/ForgotPassword'),
    );
  });

  it('should cap the account-wide lock at 30 minutes, however often it comes back', async () => {
    const account = await addAccount(app, 'spread-capped@example.com');
    const waits: string[] = [];
    for (let lock = 0; lock < 3; lock += 1) {
      const guesses = await distributedGuesses(account.email, 11, 3);
      expect(statusCount(guesses, 401)).toBe(30);
      waits.push(String(longestWait(guesses)));
      await letLocksPass(account.email, 'signInPerAccount');
    }
    expect(waits).toEqual(['900', '1800', '1800']);
    expect(await eventually(async () => ((await lockMails(account.email)).length === 3 ? 3 : undefined), 'mails')).toBe(
      3,
    );
  });

  it('should lock an unknown address exactly alike and mail nobody', async () => {
    const control = await addAccount(app, 'spread-control@example.com');
    const before = (await outbox()).length;
    const [guesses] = await Promise.all([
      distributedGuesses('spread-nobody@example.com', 20, 3),
      distributedGuesses(control.email, 11, 3),
    ]);
    expect(statusCount(guesses, 401)).toBe(30);
    const refused = guesses.filter((response) => response.statusCode === 429);
    expect(refused.map((response) => ({ ...response.json(), retryAfterSeconds: undefined }))).toEqual(
      Array.from({ length: 30 }, () => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: messages.auth.accountLocked(15),
        retryAfterSeconds: undefined,
      })),
    );
    expect(longestWait(refused)).toBe(900);
    // Both locks started together: once the known account's notice is out, the unknown one would be too.
    await eventually(async () => ((await lockMails(control.email)).length > 0 ? true : undefined), 'control mail');
    expect((await outbox()).length).toBe(before + 1);
  });
});

describe('given a locked account whose holder completes a password reset', () => {
  it('should lift the account-wide lock and the locks of every address at once', async () => {
    const account = await addAccount(app, 'reset-lifts@example.com');
    const home = freshAddress();
    for (let index = 0; index < 6; index += 1) await attempt(account.email, 'wrong-password', home);
    await distributedGuesses(account.email, 10, 3);
    expect((await attempt(account.email, account.password, freshAddress())).statusCode).toBe(429);
    expect((await attempt(account.email, account.password, home)).statusCode).toBe(429);

    const token = await nextResetToken(account.email, () =>
      post('/api/ForgotPassword', { Email: account.email }, undefined, freshAddress()),
    );
    const password = 'Lifted-By-A-Completed-Reset-42';
    const reset = await app.server.inject({
      method: 'PUT',
      url: `/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent(password)}`,
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(account.email, password, home)).statusCode).toBe(200);
    expect((await attempt(account.email, password, freshAddress())).statusCode).toBe(200);
  });
});

const sessions = {
  admin: await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password),
  manager: await signIn(app, demoAccounts.manager.email, demoAccounts.manager.password),
  user: await signIn(app, demoAccounts.user.email, demoAccounts.user.password),
};

describe('given the locked accounts of administrators', () => {
  const list = z.array(accountLockSchema);
  const unlock = (userId: string, cookie?: string) =>
    app.server.inject({
      method: 'DELETE',
      url: `/api/LockedAccounts/${encodeURIComponent(userId)}`,
      headers: cookie ? { cookie } : {},
    });
  const auditRows = async (entityId: number) =>
    app.db.query<{ actorId: number; before: unknown }>(
      `select actor_id::int as "actorId", before from audit_log where action = 'user.unlock' and entity_id = $1`,
      [String(entityId)],
    );
  const auditTotal = async () =>
    (await app.db.query<{ count: number }>('select count(*)::int as count from audit_log'))[0]!.count;

  it.each([
    ['anonymous', 401, undefined],
    ['an ordinary user', 403, 'user'],
    ['a manager', 403, 'manager'],
    ['an administrator', 200, 'admin'],
  ] as const)('should answer %s with %i', async (_who, status, role) => {
    const response = await get('/api/LockedAccounts', role ? sessions[role] : undefined);
    expect(response.statusCode).toBe(status);
  });

  it('should list who is locked, why and until when, and let an administrator unlock them', async () => {
    const everywhere = await addAccount(app, 'listed-everywhere@example.com');
    const oneAddress = await addAccount(app, 'listed-one-address@example.com');
    await distributedGuesses(everywhere.email, 10, 3);
    await attempt(everywhere.email, 'wrong-password', freshAddress());
    const attacker = freshAddress();
    for (let index = 0; index < 6; index += 1) await attempt(oneAddress.email, 'wrong-password', attacker);
    await distributedGuesses('listed-nobody@example.com', 11, 3);

    const locks = list.parse((await get('/api/LockedAccounts', sessions.admin)).json());
    const mine = locks.filter((lock) => lock.email.startsWith('listed-'));
    expect(mine.map(({ lockedUntil: _, ...lock }) => lock).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      {
        userId: everywhere.publicId,
        email: everywhere.email,
        name: 'Test Account',
        reason: 'signInFailures',
        address: null,
      },
      {
        userId: oneAddress.publicId,
        email: oneAddress.email,
        name: 'Test Account',
        reason: 'signInFailuresFromAddress',
        address: attacker,
      },
    ]);
    for (const lock of mine) {
      const minutesLeft = (Date.parse(lock.lockedUntil) - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(0);
      expect(minutesLeft).toBeLessThanOrEqual(15);
    }

    for (const role of ['user', 'manager'] as const) {
      expect((await unlock(everywhere.publicId, sessions[role])).statusCode).toBe(403);
    }
    expect((await unlock(everywhere.publicId)).statusCode).toBe(401);
    expect((await attempt(everywhere.email, everywhere.password, freshAddress())).statusCode).toBe(429);
    expect(await auditRows(everywhere.id)).toEqual([]);

    const unlocked = await unlock(everywhere.publicId, sessions.admin);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ ok: true });
    expect((await attempt(everywhere.email, everywhere.password, freshAddress())).statusCode).toBe(200);
    const after = list.parse((await get('/api/LockedAccounts', sessions.admin)).json());
    expect(after.map((lock) => lock.email)).not.toContain(everywhere.email);
    expect(after.map((lock) => lock.email)).toContain(oneAddress.email);
    const [admin] = await app.db.query<{ id: number }>('select id::int as id from users where email = $1', [
      demoAccounts.admin.email,
    ]);
    expect(await auditRows(everywhere.id)).toEqual([
      { actorId: admin!.id, before: [{ reason: 'signInFailures', address: null }] },
    ]);
  });

  it('should answer 404 for an unknown user id and change nothing', async () => {
    const before = await auditTotal();
    const response = await unlock(newPublicId(), sessions.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: messages.server.notFound });
    expect(await auditTotal()).toBe(before);
  });
});

const smtp = await startSmtpSink();
const mailing = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://console.example.com' });

describe('given SMTP_URL', () => {
  it('should send the lock e-mail over SMTP, once', async () => {
    const account = await addAccount(mailing, 'smtp-locked@example.com');
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        mailing.server.inject({
          method: 'POST',
          url: '/api/Authenticate',
          payload: { Email: account.email, Password: 'wrong-password' },
          remoteAddress: `127.3.0.${Math.floor(index / 2) + 1}`,
        }),
      ),
    );
    const body = plainText(await smtp.waitForMail(account.email));
    expect(body).toMatch(/Subject: Your License Console account was locked/);
    expect(body).toContain('locked after repeated failed sign-ins, until');
    expect(body).toContain('https://console.example.com/ForgotPassword');
    expect(smtp.received.filter((mail) => mail.to.includes(account.email))).toHaveLength(1);
  });
});
