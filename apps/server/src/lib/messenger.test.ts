import { messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demo-data.ts';
import { eventually } from '../test-support/auth-client.ts';
import { plainText, startSmtpSink } from '../test-support/smtp-sink.ts';
import { createTestApp } from '../test-support/test-app.ts';

const smtp = await startSmtpSink();
const app = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://console.example.com' });

describe('given SMTP_URL', () => {
  it('should send the reset link over SMTP and keep no copy of it in the outbox', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/ForgotPassword',
      payload: { Email: demoAccounts.user.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await smtp.waitForMail(demoAccounts.user.email);
    expect(mail.from).toBe('no-reply@license-console.example');
    const body = plainText(mail);
    expect(body).toContain(`Subject: ${messages.mail.resetLink.subject}`);
    expect(body).toMatch(/https:\/\/console\.example\.com\/ResetPassword\?token=[\w-]{40,}/);
    await eventually(async () => {
      const [row] = await app.db.query<{ status: string }>('select status from outbox where recipient = $1', [
        demoAccounts.user.email,
      ]);
      return row?.status === 'sent' ? row : undefined;
    }, 'the mail marked sent');
    const rows = await app.db.query<{ body: string }>('select body from outbox');
    expect(rows).toEqual([{ body: '' }]);
  });
});
