import { type AddressInfo, createServer } from 'node:net';
import { messages } from '@license-console/domain';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createOutbox, outboxStats } from '../db/outbox.ts';
import { demoAccounts } from '../seed/demo-data.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { eventually } from '../test-support/auth-client.ts';
import { plainText, startSmtpSink } from '../test-support/smtp-sink.ts';
import { createTestDatabase, openSameDatabase, signIn } from '../test-support/test-app.ts';
import { DEFAULT_RETRY, type RetrySettings, retryDelayMs, startDelivery } from './delivery.ts';

/** Retries a few tenths of a second apart, so an outage of seconds is many attempts. */
const FAST_RETRY: RetrySettings = { firstRetryMs: 100, maxRetryMs: 500, maxAttempts: 1000 };
const user = demoAccounts.user.email;

/** A port nothing listens on, where an SMTP server comes up later. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A seeded database of its own, closed after the file's tests. */
async function seededDatabase(): Promise<Database> {
  const db = await createTestDatabase();
  await seedIfEmpty(db);
  afterAll(() => db.close());
  return db;
}

async function startApp(db: Database, options: Partial<AppOptions>): Promise<App> {
  const app = await buildApp({ db, validateResponses: true, publicUrl: 'https://console.example.com', ...options });
  afterAll(() => app.server.close());
  return app;
}

function forgotPassword(app: App, email: string = user) {
  return app.server.inject({ method: 'POST', url: '/api/ForgotPassword', payload: { Email: email } });
}

interface Row {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  body: string;
  expires_in_minutes: number | null;
}

/**
 * An SMTP server that takes a mail's text and never answers it: a send that waits on it ends only when the sender
 * gives up. `inData` resolves once a mail is being taken; `closed` counts the connections the sender closed.
 */
async function startStallingSmtp() {
  let reached: () => void = () => {};
  const inData = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const state = { closed: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream) {
      stream.resume();
      reached();
    },
    onClose() {
      state.closed += 1;
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, inData, state };
}

/** A sender of its own on `db`, stopped after the file's tests (its own stop is idempotent). */
async function startSender(db: Database, smtpUrl: string, options: { sendDeadlineMs?: number } = {}) {
  const delivery = await startDelivery({
    db,
    outbox: createOutbox(db),
    log: pino({ level: 'silent' }),
    smtpUrl,
    mailFrom: 'console@example.com',
    retry: { firstRetryMs: 60_000, maxRetryMs: 60_000, maxAttempts: 5 },
    ...options,
  });
  afterAll(() => delivery.stop());
  return delivery;
}

async function outboxRow(db: Database, recipient: string): Promise<Row | undefined> {
  const [row] = await db.query<Row>(
    `select id::int, status, attempts, last_error, body,
            round(extract(epoch from expires_at - created_at) / 60)::int as expires_in_minutes
       from outbox where recipient = $1 order by id desc limit 1`,
    [recipient],
  );
  return row;
}

describe('durable delivery of e-mail', () => {
  it('should keep a mail while SMTP is down, across a restart, and send it once within 30 s of SMTP coming back', async () => {
    const db = await seededDatabase();
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const first = await startApp(db, { smtpUrl, deliveryRetry: FAST_RETRY });

    expect((await forgotPassword(first)).statusCode).toBe(200);
    const failing = await eventually(
      async () => {
        const row = await outboxRow(db, user);
        return row && row.attempts >= 2 ? row : undefined;
      },
      'failed attempts',
      10_000,
    );
    expect(failing.status).toBe('queued');
    expect(failing.last_error).toMatch(/ECONNREFUSED/);
    // The reset link's lifetime goes with it.
    expect(failing.expires_in_minutes).toBe(60);

    // A restart while SMTP is still down: the message waits in the database, not in the process.
    await first.server.close();
    await startApp(db, { smtpUrl, deliveryRetry: FAST_RETRY });
    const smtp = await startSmtpSink(port);
    const mail = await eventually(() => smtp.received.find((item) => item.to.includes(user)), 'mail', 30_000);
    expect(plainText(mail)).toMatch(/https:\/\/console\.example\.com\/ResetPassword\?token=[\w-]{40,}/);

    await pause(500);
    expect(smtp.received.filter((item) => item.to.includes(user))).toHaveLength(1);
    const sent = await outboxRow(db, user);
    expect(sent).toMatchObject({ status: 'sent', body: '' });
    expect(await outboxStats(db)).toEqual({ queued: 0, failed: 0 });
  });

  it('should send each message exactly once from two servers on one database', async () => {
    const db = await seededDatabase();
    const smtp = await startSmtpSink();
    const other = await openSameDatabase(db);
    if (other !== db) afterAll(() => other.close());
    await startApp(db, { smtpUrl: smtp.url, deliveryRetry: FAST_RETRY });
    await startApp(other, { smtpUrl: smtp.url, deliveryRetry: FAST_RETRY });

    // Committed together: both servers are told at once and race for the same rows.
    const recipients = Array.from({ length: 40 }, (_, index) => `race-${index}@example.com`);
    await db.transaction(async (tx) => {
      const outbox = createOutbox(tx);
      for (const to of recipients) await outbox.add({ channel: 'email', to, subject: 'Race', text: `For ${to}` });
    });
    await eventually(() => (smtp.received.length >= recipients.length ? true : undefined), 'every mail', 10_000);
    await pause(500);
    expect(smtp.received.map((item) => item.to[0]).sort()).toEqual([...recipients].sort());
    const [counts] = await db.query<{ sent: number; tries: number }>(
      "select count(*) filter (where status = 'sent')::int as sent, sum(attempts)::int as tries from outbox where subject = 'Race'",
    );
    expect(counts).toEqual({ sent: 40, tries: 40 });
  });

  it('should never send a reset link whose lifetime ended while it waited', async () => {
    const db = await seededDatabase();
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const before = await startApp(db, { smtpUrl, deliveryRetry: FAST_RETRY });
    expect((await forgotPassword(before)).statusCode).toBe(200);
    await eventually(
      async () => ((await outboxRow(db, user))?.attempts ? true : undefined),
      'a failed attempt',
      10_000,
    );
    // The hour passes while SMTP is down and no attempt is under way (a send begun before it may end after it).
    await before.server.close();
    await db.query("update outbox set expires_at = now() - interval '1 second' where recipient = $1", [user]);
    const smtp = await startSmtpSink(port);
    const app = await startApp(db, { smtpUrl, deliveryRetry: FAST_RETRY });
    // A later mail without a lifetime goes out: the sender did look at the queue.
    expect((await forgotPassword(app, demoAccounts.manager.email)).statusCode).toBe(200);
    await db.query('update outbox set expires_at = null where recipient = $1', [demoAccounts.manager.email]);
    await eventually(
      () => smtp.received.find((item) => item.to.includes(demoAccounts.manager.email)),
      'the later mail',
      10_000,
    );
    await pause(300);
    expect(smtp.received.filter((item) => item.to.includes(user))).toEqual([]);
    expect(await outboxRow(db, user)).toMatchObject({ status: 'expired', body: '' });
  });

  it('should queue nothing when the transaction that caused the message rolls back', async () => {
    const db = await seededDatabase();
    const outbox = createOutbox(db);
    const message = { channel: 'email', to: 'rolled-back@example.com', subject: 'Link', text: 'A link' } as const;
    await expect(
      db.transaction(async (tx) => {
        await outbox.add(message, tx);
        throw new Error('the change is refused');
      }),
    ).rejects.toThrow('the change is refused');
    expect(await db.query('select id from outbox where recipient = $1', [message.to])).toEqual([]);
  });

  it('should send the From given as MAIL_FROM', async () => {
    const db = await seededDatabase();
    const smtp = await startSmtpSink();
    const app = await startApp(db, { smtpUrl: smtp.url, mailFrom: 'Licensing <licensing@example.org>' });
    expect((await forgotPassword(app)).statusCode).toBe(200);
    const mail = await smtp.waitForMail(user);
    expect(mail.from).toBe('licensing@example.org');
    expect(plainText(mail)).toContain('From: Licensing <licensing@example.org>');
  });
});

describe('messages that failed for good', async () => {
  const db = await seededDatabase();
  const port = await freePort();
  const app = await startApp(db, {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    deliveryRetry: { firstRetryMs: 50, maxRetryMs: 100, maxAttempts: 3 },
  });
  const admin = await signIn({ ...app, db }, demoAccounts.admin.email, demoAccounts.admin.password);
  const manager = await signIn({ ...app, db }, demoAccounts.manager.email, demoAccounts.manager.password);
  const ordinary = await signIn({ ...app, db }, demoAccounts.user.email, demoAccounts.user.password);
  const failedList = (cookie?: string) =>
    app.server.inject({ method: 'GET', url: '/api/Outbox/Failed', headers: cookie ? { cookie } : {} });
  const retry = (id: number | string, cookie?: string) =>
    app.server.inject({
      method: 'POST',
      url: `/api/Outbox/${id}/Retry`,
      headers: cookie ? { cookie } : {},
    });

  it('should list a mail that failed every attempt, without its body, and send it on Retry', async () => {
    expect((await forgotPassword(app)).statusCode).toBe(200);
    const failed = await eventually(
      async () => {
        const row = await outboxRow(db, user);
        return row?.status === 'failed' ? row : undefined;
      },
      'a message failed for good',
      10_000,
    );
    expect(failed.attempts).toBe(3);
    expect(await outboxStats(db)).toEqual({ queued: 0, failed: 1 });

    const listed = await failedList(admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        id: failed.id,
        channel: 'email',
        recipient: user,
        subject: messages.mail.resetLink.subject,
        attempts: 3,
        lastError: expect.stringMatching(/ECONNREFUSED/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastAttemptAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(listed.body).not.toContain('ResetPassword');

    const smtp = await startSmtpSink(port);
    await pause(300);
    // Failed for good stays failed until an administrator says otherwise.
    expect(smtp.received).toEqual([]);
    expect((await retry(failed.id, admin)).json()).toEqual({ ok: true });
    const mail = await eventually(
      () => smtp.received.find((item) => item.to.includes(user)),
      'the retried mail',
      10_000,
    );
    expect(plainText(mail)).toContain('/ResetPassword?token=');
    await eventually(async () => ((await outboxRow(db, user))?.status === 'sent' ? true : undefined), 'sent', 10_000);
    expect((await failedList(admin)).json()).toEqual([]);
    expect((await retry(failed.id, admin)).statusCode).toBe(404);
  });

  it('should answer the list and Retry to administrators only', async () => {
    await db.query(
      "insert into outbox (channel, recipient, subject, body, status, attempts, last_error) values ('sms', '+15550100', 'Code', 'secret 123456', 'failed', 3, 'refused')",
    );
    const [{ id }] = (await db.query<{ id: number }>("select id::int from outbox where status = 'failed'")) as [
      { id: number },
    ];
    for (const [cookie, status] of [
      [undefined, 401],
      [ordinary, 403],
      [manager, 403],
    ] as const) {
      expect((await failedList(cookie)).statusCode).toBe(status);
      expect((await retry(id, cookie)).statusCode).toBe(status);
    }
    const [row] = await db.query<{ status: string }>('select status from outbox where id = $1', [id]);
    expect(row!.status).toBe('failed');
    const listed = await failedList(admin);
    expect(listed.json()).toEqual([expect.objectContaining({ id, channel: 'sms', recipient: '+15550100' })]);
    expect(listed.body).not.toContain('123456');
  });

  it('should refuse a Retry of no message or of no id with a 4xx', async () => {
    expect((await retry(999_999, admin)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1e400', '9'.repeat(300)]) {
      expect((await retry(id, admin)).statusCode).toBe(400);
    }
  });

  it('should refuse a Retry of a message whose code or link has expired with a 409 and change nothing', async () => {
    await db.query(
      `insert into outbox (channel, recipient, subject, body, status, attempts, last_error, expires_at, next_attempt_at)
       values ('email', 'expired@example.com', 'Link', 'An old link', 'failed', 3, 'refused',
               now() - interval '1 minute', now() - interval '1 hour')`,
    );
    const before = await db.query('select * from outbox where recipient = $1', ['expired@example.com']);
    const answer = await retry((before[0] as { id: number }).id, admin);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: messages.server.retryExpired });
    expect(await db.query('select * from outbox where recipient = $1', ['expired@example.com'])).toEqual(before);
  });
});

describe('the default retry schedule', () => {
  it('should retry within seconds, never more than 30 s apart, and give up after about two hours', () => {
    const delays = Array.from({ length: DEFAULT_RETRY.maxAttempts - 1 }, (_, index) =>
      retryDelayMs(index + 1, DEFAULT_RETRY),
    );
    expect(delays.slice(0, 4)).toEqual([5_000, 10_000, 20_000, 30_000]);
    expect(Math.max(...delays)).toBe(30_000);
    const totalMinutes = delays.reduce((sum, delay) => sum + delay, 0) / 60_000;
    expect(totalMinutes).toBeGreaterThanOrEqual(115);
    expect(totalMinutes).toBeLessThanOrEqual(125);
  });
});

describe('a send that takes too long', () => {
  it('should be abandoned at its deadline, its connection closed, and counted as a failed attempt', async () => {
    const db = await seededDatabase();
    const smtp = await startStallingSmtp();
    await startSender(db, smtp.url, { sendDeadlineMs: 500 });
    await createOutbox(db).add({ channel: 'email', to: 'slow@example.com', subject: 'Slow', text: 'A link' });
    await smtp.inData;
    const row = await eventually(
      async () => {
        const found = await outboxRow(db, 'slow@example.com');
        return found?.last_error ? found : undefined;
      },
      'the abandoned send',
      5_000,
    );
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'no answer within 0.5 s', body: 'A link' });
    await eventually(() => (smtp.state.closed > 0 ? true : undefined), 'the connection closed', 5_000);
  });

  it("should not hold the server's stop waiting on it", async () => {
    const db = await seededDatabase();
    const smtp = await startStallingSmtp();
    const delivery = await startSender(db, smtp.url);
    await createOutbox(db).add({ channel: 'email', to: 'stopped@example.com', subject: 'Slow', text: 'A link' });
    await smtp.inData;
    const outcome = await Promise.race([
      delivery.stop().then(() => 'stopped'),
      pause(5_000).then(() => 'still sending'),
    ]);
    expect(outcome).toBe('stopped');
    expect(await outboxRow(db, 'stopped@example.com')).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'the server stopped during the send',
    });
  });
});

describe('the outcome of a claim', () => {
  it('should be recorded only by the sender that holds the newest claim', async () => {
    const db = await createTestDatabase();
    afterAll(() => db.close());
    const outbox = createOutbox(db);
    const recipient = 'claimed@example.com';
    await outbox.add({ channel: 'email', to: recipient, subject: 'Claimed', text: 'A link' });
    // A lease of nothing: the first sender is still sending when the second claims the message.
    const [stale] = await outbox.claim(['email'], 1, 0);
    const [fresh] = await outbox.claim(['email'], 1, 60_000);
    expect([stale?.attempts, fresh?.attempts]).toEqual([1, 2]);
    await outbox.markSent(stale!);
    await outbox.markFailedAttempt(stale!, 'late refusal', 0, 1);
    expect(await outboxRow(db, recipient)).toMatchObject({ status: 'queued', attempts: 2, last_error: null });

    // Failed for good and queued again by Retry: its count starts over, and the first claim still is not this one.
    await outbox.markFailedAttempt(fresh!, 'refused', 0, 2);
    expect(await outbox.retry(fresh!.id)).toBe('queued');
    const [again] = await outbox.claim(['email'], 1, 60_000);
    expect(again?.attempts).toBe(1);
    await outbox.markSent(stale!);
    expect(await outboxRow(db, recipient)).toMatchObject({ status: 'queued', body: 'A link' });
    await outbox.markSent(again!);
    expect(await outboxRow(db, recipient)).toMatchObject({ status: 'sent', body: '' });
  });

  it('should not send a mail again when it went out but could not be marked sent', async () => {
    const db = await seededDatabase();
    const smtp = await startSmtpSink();
    await db.query(`create function refuse_sent() returns trigger language plpgsql as $$
      begin raise exception 'the outbox cannot be written'; end; $$`);
    await db.query(`create trigger refuse_sent before update on outbox
      for each row when (new.status = 'sent') execute function refuse_sent()`);
    const app = await startApp(db, { smtpUrl: smtp.url, deliveryRetry: FAST_RETRY });
    expect((await forgotPassword(app)).statusCode).toBe(200);
    await smtp.waitForMail(user);
    await pause(1_000);
    expect(smtp.received.filter((item) => item.to.includes(user))).toHaveLength(1);
    expect(await outboxRow(db, user)).toMatchObject({ status: 'queued', attempts: 1, last_error: null });
  });
});
