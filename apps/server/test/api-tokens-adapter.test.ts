import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { createTestApp } from '../src/test-support/test-app.ts';
import { adapterBrowser } from './adapter-browser.ts';

const app = await createTestApp();
await app.server.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;

it("should create, list and revoke a token through the console's HTTP adapter, the token then acting alone", async () => {
  const { api } = adapterBrowser(origin);
  const { user } = demoAccounts;
  await api.session.authenticate({ Email: user.email, Password: user.password });

  const created = await api.apiTokens.createApiToken({ name: 'Adapter', expiresInDays: 1 });
  expect(created).toMatchObject({
    name: 'Adapter',
    role: 'user',
    lastUsed: null,
    token: expect.stringMatching(/^lc_/),
  });
  expect((await api.apiTokens.listApiTokens()).map((token) => token.id)).toContain(created.id);
  const bearer = { headers: { authorization: `Bearer ${created.token}` } };
  expect((await fetch(`${origin}/api/Licenses/Users`, bearer)).status).toBe(200);

  await api.apiTokens.revokeApiToken(created.id);
  expect((await api.apiTokens.listApiTokens()).map((token) => token.id)).not.toContain(created.id);
  expect((await fetch(`${origin}/api/Licenses/Users`, bearer)).status).toBe(401);
});
