import type { AddressInfo } from 'node:net';
import { messages } from '@license-console/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demo-data.ts';
import { createTestApp } from '../test-support/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it is sent. */
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw,
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://console.example.com' });

async function waitForMail(to: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const mail = received.find((item) => item.to.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to}`);
}

describe('given SMTP_URL', () => {
  it('should send the reset link over SMTP and keep no copy in the outbox', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/ForgotPassword',
      payload: { Email: demoAccounts.user.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await waitForMail(demoAccounts.user.email);
    expect(mail.from).toBe('no-reply@license-console.example');
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(`Subject: ${messages.mail.resetLink.subject}`);
    expect(body).toMatch(/https:\/\/console\.example\.com\/ResetPassword\?token=[\w-]{40,}/);
    const [outbox] = await app.db.query<{ count: number }>('select count(*)::int as count from outbox');
    expect(outbox!.count).toBe(0);
  });
});
