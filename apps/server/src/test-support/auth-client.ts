import { newPublicId } from '../lib/crypto.ts';
import { demoAccounts } from '../seed/demo-data.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface OutboxMail {
  recipient: string;
  channel: string;
  subject: string;
  body: string;
}

/** The session cookie a response set, as a Cookie header value. */
export function cookieOf(response: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = response.cookies.find((item) => item.name === 'lc_session');
  return cookie ? `lc_session=${cookie.value}` : undefined;
}

/** The wait the answer that started a lock states: answers refused later state only what is left of it. */
export function longestWait(responses: { statusCode: number; headers: Record<string, unknown> }[]): number {
  return Math.max(
    ...responses
      .filter((response) => response.statusCode === 429)
      .map((response) => Number(response.headers['retry-after'])),
  );
}

/** Waits up to `waitMs` for what `found` finds, polling: the server sends some e-mail after it has answered. */
export async function eventually<T>(
  found: () => T | undefined | Promise<T | undefined>,
  what: string,
  waitMs = 5000,
): Promise<T> {
  for (let attempt = 0; attempt < waitMs / 25; attempt += 1) {
    const result = await found();
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${what}`);
}

/** Calls of the sign-in, code and reset journeys against an in-process app, from a client address of choice. */
export function authClient(app: TestApp) {
  async function outbox(): Promise<OutboxMail[]> {
    return (await app.server.inject({ method: 'GET', url: '/dev/outbox' })).json();
  }

  async function resetMails(recipient: string) {
    return (await outbox()).filter(
      (mail) => mail.recipient === recipient && mail.body.includes('/ResetPassword?token='),
    );
  }

  function post(url: string, payload: object, cookie?: string, remoteAddress = '127.0.0.1') {
    return app.server.inject({ method: 'POST', url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
  }

  return {
    outbox,
    post,

    /** One sign-in attempt from a client address, whatever its answer. */
    attemptSignIn(email: string, password: string, remoteAddress: string) {
      return post('/api/Authenticate', { Email: email, Password: password }, undefined, remoteAddress);
    },

    get(url: string, cookie?: string, remoteAddress = '127.0.0.1') {
      return app.server.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });
    },

    /** Runs `action`, then waits for the reset e-mail it causes (sent after the answer) and answers its token. */
    async nextResetToken(recipient: string, action: () => Promise<unknown>): Promise<string> {
      const before = (await resetMails(recipient)).length;
      await action();
      const mail = await eventually(async () => {
        const mails = await resetMails(recipient);
        return mails.length > before ? mails[0] : undefined;
      }, `reset e-mail for ${recipient}`);
      return decodeURIComponent(/token=([^\s]+)/.exec(mail.body)![1]!);
    },

    /** The code of the latest message to `recipient`. */
    async codeMail(recipient: string) {
      const mail = (await outbox()).find((item) => item.recipient === recipient);
      return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
    },
  };
}

/**
 * A new account of its own for one test, with the demo user's password; `twoFactor` gives it a policy of its own
 * that asks for a verification code.
 */
export async function addAccount(app: TestApp, email: string, options: { twoFactor?: boolean } = {}) {
  const [row] = await app.db.query<{ id: number; publicId: string }>(
    `insert into users (public_id, email, first_name, last_name, password_hash)
     select $1, $2, 'Test', 'Account', password_hash from users where email = $3
     returning id, public_id as "publicId"`,
    [newPublicId(), email, demoAccounts.user.email],
  );
  const id = Number(row!.id);
  if (options.twoFactor)
    await app.db.query('insert into password_settings (manager_id, two_fa) values ($1, true)', [id]);
  return { id, publicId: row!.publicId, email, password: demoAccounts.user.password };
}
