import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/plugins/logging.ts';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { createTestApp, lastOutboxId, nextMessage, signIn, turnTwoFactorOn } from '../src/test-support/test-app.ts';

const lines: string[] = [];
const app = await createTestApp({ logger: { write: (line: string) => lines.push(line) } });
const { manager, user } = demoAccounts;

describe('given a password reset and a verification code', () => {
  it('should log every request, yet neither the reset token, the new password nor the code', async () => {
    const newPassword = 'Fresh!Passw0rd-9731';
    let mark = await lastOutboxId(app.db);
    await app.server.inject({ method: 'POST', url: '/api/ForgotPassword', payload: { Email: user.email } });
    const token = decodeURIComponent(/token=(\S+)/.exec(await nextMessage(app.db, user.email, mark))![1]!);
    const t = encodeURIComponent(token);
    const policy = await app.server.inject({ method: 'GET', url: `/api/PasswordSettings?t=${t}` });
    expect(policy.statusCode).toBe(200);
    const reset = await app.server.inject({
      method: 'PUT',
      url: `/api/ResetPassword?t=${t}&p=${encodeURIComponent(newPassword)}`,
    });
    expect(reset.statusCode).toBe(200);

    await turnTwoFactorOn(app.db, manager.email);
    const pending = await signIn(app, user.email, newPassword);
    mark = await lastOutboxId(app.db);
    await app.server.inject({ method: 'GET', url: '/api/Authenticate/SendEmail', headers: { cookie: pending } });
    const code = /\b(\d{6})\b/.exec(await nextMessage(app.db, user.email, mark))![1]!;
    const verified = await app.server.inject({
      method: 'GET',
      url: `/api/Authenticate/VerifyCode?code=${code}`,
      headers: { cookie: pending },
    });
    expect(verified.statusCode).toBe(200);
    // The same secrets on a path that does not exist (Fastify's own not-found line) and on the console's pages.
    await app.server.inject({ method: 'PUT', url: `/api/ResetPasswords?t=${t}&p=${encodeURIComponent(newPassword)}` });
    await app.server.inject({ method: 'GET', url: `/external-login-verify?code=${code}` });

    const written = lines.join('');
    expect(written).toContain('/api/ResetPassword?t=[redacted]&p=[redacted]');
    expect(written).toContain('/api/PasswordSettings?t=[redacted]');
    expect(written).toContain('/api/Authenticate/VerifyCode?code=[redacted]');
    expect(written).not.toContain(token);
    expect(written).not.toContain(t);
    expect(written).not.toContain(newPassword);
    expect(written).not.toContain(encodeURIComponent(newPassword));
    // The code anywhere but inside a decimal fraction (the log's response times).
    expect(written).not.toMatch(new RegExp(`(?<![.\\d])${code}(?!\\d)`));
  });
});

describe('given the secrets a log line can carry', () => {
  it.each([
    ['/api/ResetPassword?t=abc&p=Secret%21', '/api/ResetPassword?t=[redacted]&p=[redacted]'],
    [
      '/signin-oidc/workplace?code=xyz&state=st&iss=http%3A%2F%2Fidp',
      '/signin-oidc/workplace?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fidp',
    ],
    ['/ResetPassword?token=abc#top', '/ResetPassword?token=[redacted]#top'],
    ['/api/Licenses?pageSize=10&pageNumber=2', '/api/Licenses?pageSize=10&pageNumber=2'],
    ['/account/login/referer/eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln', '/account/login/referer/[redacted]'],
    ['{"url":"/x?p=a\\"b&q=1"}', '{"url":"/x?p=[redacted]&q=1"}'],
  ])('should write %s as %s', (line, expected) => {
    expect(redactSecrets(line)).toBe(expected);
  });
});
