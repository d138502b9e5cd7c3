import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readSmsProvider } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createOutbox } from '../db/outbox.ts';
import { addAccount, eventually } from '../test-support/auth-client.ts';
import { createTestApp, createTestDatabase } from '../test-support/test-app.ts';
import type { SmsProvider } from './sms.ts';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local stand-in for an SMS provider: it keeps every request and answers it with the status and body `answer`
 * gives (its first answers may refuse, the next accept).
 */
async function startProvider(answer: (count: number) => { status: number; body: string }) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const reply = answer(received.length);
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

/** A database and a server whose SMS go to `sms`, retrying within a tenth of a second. */
async function appWithSms(sms: SmsProvider): Promise<Database> {
  const db = await createTestDatabase();
  const app = await buildApp({ db, sms, deliveryRetry: { firstRetryMs: 50, maxRetryMs: 100, maxAttempts: 5 } });
  afterAll(async () => {
    await app.server.close();
    await db.close();
  });
  return db;
}

const code = { channel: 'sms', to: '+15550100', subject: 'Verification code', text: 'Your code is 123456' } as const;

async function statusOf(db: Database) {
  const [row] = await db.query<{ status: string; attempts: number; last_error: string | null; body: string }>(
    "select status, attempts, last_error, body from outbox where channel = 'sms'",
  );
  return row;
}

describe('SMS through a webhook (SMS_WEBHOOK_URL)', async () => {
  const provider = await startProvider((count) =>
    count === 1 ? { status: 503, body: '{"error":"busy"}' } : { status: 200, body: '{}' },
  );
  const db = await appWithSms({ kind: 'webhook', url: `${provider.url}/sms` });

  it('should POST the number and text as JSON, and try again after the webhook refused', async () => {
    await createOutbox(db).add(code);
    const sent = await eventually(
      async () => {
        const row = await statusOf(db);
        return row?.status === 'sent' ? row : undefined;
      },
      'a sent SMS',
      10_000,
    );
    expect(sent).toMatchObject({ attempts: 2, body: '' });
    expect(provider.received).toHaveLength(2);
    const [refused, accepted] = provider.received as [Received, Received];
    expect(refused.body).toBe(accepted.body);
    expect(accepted).toMatchObject({ method: 'POST', path: '/sms' });
    expect(accepted.headers['content-type']).toBe('application/json');
    expect(JSON.parse(accepted.body)).toEqual({ to: '+15550100', text: 'Your code is 123456' });
  });
});

const twilio = { accountSid: 'AC0123456789abcdef', authToken: 'token-secret', from: '+15550199' };

describe("SMS through Twilio's Messages API (SMS_TWILIO_*)", async () => {
  const provider = await startProvider(() => ({ status: 201, body: '{"sid":"SM1","status":"queued"}' }));
  const db = await appWithSms({ kind: 'twilio', ...twilio, apiUrl: provider.url });

  it('should create a Message with basic authentication and a form of To, From and Body', async () => {
    await createOutbox(db).add(code);
    await eventually(async () => ((await statusOf(db))?.status === 'sent' ? true : undefined), 'a sent SMS', 10_000);
    expect(provider.received).toHaveLength(1);
    const [request] = provider.received as [Received];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef:token-secret').toString('base64')}`,
    );
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+15550100',
      From: '+15550199',
      Body: 'Your code is 123456',
    });
  });
});

describe('SMS that Twilio refuses', async () => {
  const refusal = '{"code": 21211, "message": "The \'To\' number is not a valid phone number.", "status": 400}';
  const provider = await startProvider(() => ({ status: 400, body: refusal }));
  const db = await appWithSms({ kind: 'twilio', ...twilio, apiUrl: provider.url });

  it("should keep Twilio's error as the last error and fail the message for good after its attempts", async () => {
    await createOutbox(db).add(code);
    const failed = await eventually(
      async () => {
        const row = await statusOf(db);
        return row?.status === 'failed' ? row : undefined;
      },
      'a failed SMS',
      10_000,
    );
    expect(failed.attempts).toBe(5);
    expect(failed.last_error).toContain('Twilio answered 400');
    expect(failed.last_error).toContain('not a valid phone number');
    // Kept for an administrator's Retry.
    expect(failed.body).toBe('Your code is 123456');
    expect(provider.received).toHaveLength(5);
  });
});

describe('a refusal that echoes the SMS', async () => {
  const echo = (request: string) => ({ status: 400, body: `{"code": 30003, "message": "Refused: ${request}"}` });
  const webhook = await startProvider(() => echo('Your code is 123456'));
  const webhookDb = await appWithSms({ kind: 'webhook', url: webhook.url });
  const twilioProvider = await startProvider(() => echo("Body 'Your code is 123456' or Body=Your+code+is+123456"));
  const twilioDb = await appWithSms({ kind: 'twilio', ...twilio, apiUrl: twilioProvider.url });

  it("should keep the webhook's status as the last error, never its answer", async () => {
    await createOutbox(webhookDb).add(code);
    const row = await eventually(async () => (await statusOf(webhookDb))?.last_error ?? undefined, 'a refusal');
    expect(row).toBe('the SMS webhook answered 400');
  });

  it("should keep Twilio's error without the text it echoed", async () => {
    await createOutbox(twilioDb).add(code);
    const row = await eventually(async () => (await statusOf(twilioDb))?.last_error ?? undefined, 'a refusal');
    expect(row).toMatch(/^Twilio answered 400: 30003 Refused: /);
    expect(row).not.toContain('123456');
  });
});

describe('a verification code by SMS, with a provider', async () => {
  const provider = await startProvider(() => ({ status: 200, body: '{}' }));
  const app = await createTestApp({ sms: { kind: 'webhook', url: provider.url } });

  it('should reach the webhook with the code, not stay in the outbox', async () => {
    const account = await addAccount(app, 'sms-code@example.com', { twoFactor: true });
    await app.db.query("update users set phone = '+15550123' where id = $1", [account.id]);
    const signedIn = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      payload: { Email: account.email, Password: account.password },
    });
    expect(signedIn.json()).toMatchObject({ sms: true, needVerification: true });
    const session = signedIn.cookies.find((cookie) => cookie.name === 'lc_session')!;
    const sent = await app.server.inject({
      method: 'GET',
      url: '/api/Authenticate/SendSms',
      cookies: { lc_session: session.value },
    });
    expect(sent.statusCode).toBe(200);
    const request = await eventually(async () => provider.received[0], 'the SMS at the webhook');
    const body = JSON.parse(request.body) as { to: string; text: string };
    expect(body.to).toBe('+15550123');
    expect(body.text).toMatch(/\b\d{6}\b/);
    // The code's ten minutes go with it: a code that waits longer is never sent.
    const [row] = await app.db.query<{ expiresInMinutes: number }>(
      `select round(extract(epoch from expires_at - created_at) / 60)::int as "expiresInMinutes"
         from outbox where recipient = '+15550123'`,
    );
    expect(row!.expiresInMinutes).toBe(10);
  });
});

describe('the SMS settings', () => {
  it('should read a webhook, or all three Twilio settings, and refuse half or both', () => {
    expect(readSmsProvider({})).toBeUndefined();
    expect(readSmsProvider({ SMS_WEBHOOK_URL: 'https://sms.example.com/send' })).toEqual({
      kind: 'webhook',
      url: 'https://sms.example.com/send',
    });
    expect(
      readSmsProvider({ SMS_TWILIO_ACCOUNT_SID: 'AC1', SMS_TWILIO_AUTH_TOKEN: 'secret', SMS_TWILIO_FROM: '+15550199' }),
    ).toEqual({ kind: 'twilio', accountSid: 'AC1', authToken: 'secret', from: '+15550199' });
    expect(() => readSmsProvider({ SMS_TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/must be set together/);
    expect(() =>
      readSmsProvider({ SMS_WEBHOOK_URL: 'https://sms.example.com/send', SMS_TWILIO_ACCOUNT_SID: 'AC1' }),
    ).toThrow(/not both/);
    expect(() => readSmsProvider({ SMS_WEBHOOK_URL: 'http://sms.example.com/send' })).toThrow(/https/);
    expect(() => readSmsProvider({ SMS_WEBHOOK_URL: 'not a url' })).toThrow(/absolute/);
  });
});
