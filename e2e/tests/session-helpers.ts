import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';

/** The documented demo accounts (README); sign-in.spec.ts uses them too, so no journey here changes them. */
export const demo = {
  admin: { email: 'admin@example.com', password: 'Admin!2345' },
  manager: { email: 'manager@example.com', password: 'Manager!2345' },
  user: { email: 'user@example.com', password: 'User!2345' },
} as const;

interface OutboxEntry {
  recipient: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
}

/**
 * The outbox, newest first. Behind the two-process journeys' proxy the servers run with TRUST_PROXY, which keeps
 * the development routes off, so there it is read from the journeys' own database.
 */
async function outboxEntries(request: APIRequestContext): Promise<OutboxEntry[]> {
  const database = process.env.E2E_PROXY_DATABASE;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!database || !adminUrl) {
    return (await (
      await request.get('/dev/outbox', { headers: { accept: 'application/json' } })
    ).json()) as OutboxEntry[];
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const db = await openPostgres(url.toString(), { max: 1 });
  try {
    return await db.query<OutboxEntry>('select recipient, channel, subject, body from outbox order by id desc');
  } finally {
    await db.close();
  }
}

/** The newest message the server "sent" to `recipient` (GET /dev/outbox, newest first) matching `pattern`. */
export async function readOutbox(request: APIRequestContext, recipient: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const entries = await outboxEntries(request);
        const entry = entries.find((candidate) => candidate.recipient.toLowerCase() === recipient.toLowerCase());
        found = entry?.body.match(pattern)?.[0];
        return found;
      },
      { message: `a message to ${recipient} matching ${pattern}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** Signs in through the login screen. */
export async function signIn(page: Page, email: string, password: string, path = '/') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** What GET /api/CurrentUser answers in the page's session (401 when signed out). */
export async function currentUserStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/CurrentUser')).status);
}

/**
 * Runs `journey` with two-factor on for the users of the manager's packs (the demo user among them). The
 * manager's API session is opened before the policy changes, so it stays verified and turns the policy back
 * off whatever happens.
 */
export async function withTwoFactor(baseURL: string | undefined, journey: () => Promise<void>) {
  const manager = await request.newContext({ baseURL });
  const signedIn = await manager.post('/api/Authenticate', {
    data: { Email: demo.manager.email, Password: demo.manager.password },
  });
  expect(signedIn.ok()).toBe(true);
  const policy = await (await manager.get('/api/PasswordSettings/CurrentUser')).json();
  expect((await manager.post('/api/PasswordSettings', { data: { ...policy, twoFA: true } })).ok()).toBe(true);
  try {
    await journey();
  } finally {
    expect((await manager.post('/api/PasswordSettings', { data: { ...policy, twoFA: false } })).ok()).toBe(true);
    await manager.dispose();
  }
}
