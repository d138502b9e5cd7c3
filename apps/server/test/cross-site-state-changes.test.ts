import { buildPath, type CallDefinition, changesState, contract, messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { createTestApp, lastOutboxId, nextMessage, signIn, turnTwoFactorOn } from '../src/test-support/test-app.ts';

const app = await createTestApp();
const { admin, manager, user } = demoAccounts;
const host = 'console.example';

/** The contract calls this server serves, each with a path whose parameters are filled in. */
const served = app.routes.map((route) => ({
  call: route.call as CallDefinition,
  url: buildPath(
    route.call.path,
    Object.fromEntries([...route.call.path.matchAll(/\{(\w+)\}/g)].map(([, n]) => [n!, 'x'])),
  ),
}));

const crossSite = [
  { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
  { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
  { origin: 'https://attacker.example' },
  { origin: 'null' },
];

/** A session of the demo user that still needs its code (the manager's policy turns two-factor on below). */
function pendingSession(): Promise<string> {
  return signIn(app, user.email, user.password);
}

async function outboxSize(): Promise<number> {
  const [row] = await app.db.query<{ count: number }>('select count(*)::int as count from outbox');
  return row!.count;
}

await turnTwoFactorOn(app.db, manager.email);

describe('given the contract', () => {
  it('should mark the GET calls that send or check a code as changing state, and no other GET', () => {
    const writingGets = Object.entries(contract)
      .filter(([, call]) => call.method === 'GET' && changesState(call))
      .map(([name]) => name);
    expect(writingGets.sort()).toEqual(['sendEmail', 'sendSms', 'verifyCode']);
    expect(changesState(contract.logout)).toBe(true);
    expect(changesState(contract.currentUser)).toBe(false);
  });
});

describe('given a state-changing GET from another site', () => {
  it.each(['GET', 'HEAD'].flatMap((method) => crossSite.map((headers) => [method, headers] as const)))(
    'should refuse %s SendEmail with %o and send nothing',
    async (method, headers) => {
      const cookie = await pendingSession();
      const before = await outboxSize();
      const response = await app.server.inject({
        method,
        url: '/api/Authenticate/SendEmail',
        headers: { host, cookie, ...headers },
      });
      expect(response.statusCode).toBe(403);
      if (method === 'GET') expect(response.json()).toMatchObject({ message: messages.auth.crossSite });
      expect(await outboxSize()).toBe(before);
    },
  );

  it('should not let a cross-site link spend the code, which the console then still verifies', async () => {
    const cookie = await pendingSession();
    const mark = await lastOutboxId(app.db);
    const sent = await app.server.inject({
      method: 'GET',
      url: '/api/Authenticate/SendEmail',
      headers: { host, cookie, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    });
    expect(sent.statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec(await nextMessage(app.db, user.email, mark))![1]!;
    const url = `/api/Authenticate/VerifyCode?code=${code}`;
    for (const method of ['GET', 'HEAD'] as const) {
      const refused = await app.server.inject({ method, url, headers: { host, cookie, ...crossSite[0] } });
      expect(refused.statusCode).toBe(403);
    }
    const current = await app.server.inject({ method: 'GET', url: '/api/CurrentUser', headers: { cookie } });
    expect(current.json()).toMatchObject({ needVerification: true });
    const verified = await app.server.inject({
      method: 'GET',
      url,
      headers: { host, cookie, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ needVerification: false });
  });

  it('should still answer a GET that changes nothing to a cross-site navigation', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/external-login/urlData',
      headers: { host, ...crossSite[0] },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('given every call the server serves', () => {
  const stateChanging = served.filter(({ call }) => changesState(call));

  it.each(
    stateChanging.flatMap(({ call, url }) =>
      (call.method === 'GET' ? ['GET', 'HEAD'] : [call.method]).map((method) => [method, url] as const),
    ),
  )('should refuse a cross-site %s %s before it runs', async (method, url) => {
    for (const headers of crossSite) {
      const response = await app.server.inject({ method, url, headers: { host, ...headers }, payload: undefined });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });
});

describe('given a JSON call sent a body a cross-site form could send', () => {
  const jsonCalls = served.filter(({ call }) => call.body && (call.bodyEncoding ?? 'json') === 'json');
  const bodies = [
    ['application/x-www-form-urlencoded', `Email=${encodeURIComponent(user.email)}&Password=${user.password}`],
    [
      'multipart/form-data; boundary=b',
      `--b\r\nContent-Disposition: form-data; name="Email"\r\n\r\n${user.email}\r\n--b--\r\n`,
    ],
    ['text/plain', JSON.stringify({ Email: user.email, Password: user.password })],
    ['text/plain;charset=UTF-8', JSON.stringify({ Email: user.email, Password: user.password })],
  ] as const;

  it('should find the JSON calls among the served ones', () => {
    expect(jsonCalls.map(({ call }) => call.path)).toContain('/api/Authenticate');
  });

  it.each(bodies)('should answer 415 to %s at the sign-in and open no session', async (type, payload) => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      headers: { host, 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, message: messages.auth.jsonBodyOnly });
    expect(response.cookies.find((item) => item.name === 'lc_session')).toBeUndefined();
  });

  it.each(
    jsonCalls.flatMap(({ call, url }) => bodies.map(([type, payload]) => [call.method, url, type, payload] as const)),
  )('should answer 415 to %s %s with %s', async (method, url, type, payload) => {
    const response = await app.server.inject({ method, url, headers: { host, 'content-type': type }, payload });
    expect(response.statusCode).toBe(415);
  });

  it('should still take JSON, and the form calls their forms', async () => {
    const json = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      headers: { host, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ Email: manager.email, Password: manager.password }),
    });
    expect(json.statusCode).toBe(200);
    const form = await app.server.inject({
      method: 'POST',
      url: '/Authenticate/Zendesk',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(admin.email)}&password=${encodeURIComponent(admin.password)}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toMatch(/^jwt=/);
  });
});
