import { buildPath, contract } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { prettyLine, redactSecrets } from '../src/plugins/logging.ts';
import { demoAccounts } from '../src/seed/demo-data.ts';
import {
  createTestApp,
  createTestDatabase,
  lastOutboxId,
  nextMessage,
  signIn,
  turnTwoFactorOn,
} from '../src/test-support/test-app.ts';

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
    // Request lines name the route's pattern, never the URL with its query.
    const requests = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((e) => e.msg === 'request');
    // (Routes are matched regardless of letter case, so their patterns are written in lower case.)
    expect(requests.map((entry) => entry.route)).toEqual(
      expect.arrayContaining(['/api/resetpassword', '/api/passwordsettings', '/api/authenticate/verifycode']),
    );
    expect(written).not.toContain('?t=');
    expect(written).not.toContain(token);
    expect(written).not.toContain(t);
    expect(written).not.toContain(newPassword);
    expect(written).not.toContain(encodeURIComponent(newPassword));
    // The code anywhere but inside a decimal fraction (the log's response times).
    expect(written).not.toMatch(new RegExp(`(?<![.\\d])${code}(?!\\d)`));
  });
});

describe('given a request', () => {
  it('should write one line when it is answered: method, route pattern, status, duration and request id', async () => {
    const before = lines.length;
    const response = await app.server.inject({ method: 'GET', url: '/api/Licenses/encrypted/not-a-pack?x=1' });
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = written.filter((entry) => entry.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      status: response.statusCode,
      reqId: response.headers['x-request-id'],
    });
    expect(requestLines[0]!.route).toBe('/api/licenses/encrypted/:id');
    expect(requestLines[0]!.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(requestLines[0])).not.toContain('not-a-pack');
  });

  it('should give a request no route matched its path without the query, redacted', async () => {
    const before = lines.length;
    await app.server.inject({ method: 'GET', url: '/nowhere/eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln?p=secret' });
    const [entry] = lines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');
    expect(entry).toMatchObject({ route: null, path: '/nowhere/[redacted]' });
  });

  it('should write a request line as pino writes its own lines, with the same fields and bindings', async () => {
    const before = lines.length;
    await app.server.inject({ method: 'GET', url: '/nowhere/a"b\\c\u0001d' });
    const written = lines.slice(before).filter((line) => line.includes('"msg":"request"'));
    expect(written).toHaveLength(1);
    expect(written[0]!.endsWith('}\n')).toBe(true);
    expect(JSON.parse(written[0]!)).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: expect.stringMatching(/^[0-9a-f]{20}$/),
      method: 'GET',
      route: null,
      // (as the request reached the router: quote, backslash and control character percent-encoded)
      path: '/nowhere/a%22b/c%01d',
      status: 404,
      durationMs: expect.any(Number),
      msg: 'request',
    });
    // The same bindings as the logger's other lines.
    const other = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.msg !== 'request');
    expect(other).toMatchObject({ pid: process.pid, hostname: JSON.parse(written[0]!).hostname });
  });

  it("should write a streamed answer's line once it has gone: a pack's users as CSV, with status and duration", async () => {
    const cookie = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);
    const search = await app.server.inject({
      method: 'GET',
      url: `${contract.searchLicensePaged.path}?pageSize=1`,
      headers: { cookie },
    });
    const [pack] = search.json<{ encryptedId: string }[]>();
    const before = lines.length;
    const response = await app.server.inject({
      method: 'GET',
      url: buildPath(contract.downloadUserRolesCsv.path, { licenseId: pack!.encryptedId }),
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Email');
    const entries = lines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request');
    expect(entries).toEqual([
      expect.objectContaining({
        route: '/api/licenseuserrole/csv/:licenseId',
        status: 200,
        reqId: response.headers['x-request-id'],
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it('should give every request its own id', async () => {
    const first = await app.server.inject({ method: 'GET', url: '/healthz' });
    const second = await app.server.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f]{20}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('given a request that fails inside the server', () => {
  it('should log the error with its request id and cause, and answer a plain 500 that reveals neither', async () => {
    const errorLines: string[] = [];
    const base = await createTestDatabase();
    let failing = false;
    const db: Database = {
      ...base,
      query: (sql, params) => (failing ? Promise.reject(new Error('the disk is on fire')) : base.query(sql, params)),
    };
    const broken = await createTestApp({ db, logger: { write: (line: string) => errorLines.push(line) } });
    failing = true;
    const response = await broken.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      payload: { Email: manager.email, Password: manager.password },
    });
    failing = false;
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('disk');
    const errors = errorLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: response.headers['x-request-id'], msg: 'request failed' });
    expect(JSON.stringify(errors[0])).toContain('the disk is on fire');
  });
});

describe('given the readable format', () => {
  it('should write a request line short: time, method, route, status and milliseconds', () => {
    const line = prettyLine(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 12, 0, 1, 5), pid: 7, hostname: 'h', reqId: 'r1', method: 'GET', route: '/healthz', status: 200, durationMs: 1.5, msg: 'request' })}\n`,
    );
    expect(line).toBe('12:00:01.005 GET /healthz 200 1.5 ms\n');
  });

  it('should name the path of a request no route matched', () => {
    const line = prettyLine(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 12, 0, 1, 5), reqId: 'r2', method: 'GET', route: null, path: '/nowhere', status: 404, durationMs: 0.4, msg: 'request' })}\n`,
    );
    expect(line).toBe('12:00:01.005 GET /nowhere 404 0.4 ms\n');
  });

  it('should write any other line with its level, request id, message and fields', () => {
    const line = prettyLine(
      `${JSON.stringify({ level: 50, time: Date.UTC(2026, 0, 1, 12, 0, 1, 5), reqId: 'r1', msg: 'request failed', code: 'E1' })}\n`,
    );
    expect(line).toBe('12:00:01.005 ERROR [r1] request failed code=E1\n');
  });

  it('should pass a line that is not JSON through', () => {
    expect(prettyLine('plain text\n')).toBe('plain text\n');
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
