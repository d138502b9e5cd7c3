import { type SsoSite, ssoSiteSchema } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import {
  etagOf,
  secondWriterRefused,
  staleDeleteRefused,
  versionedCaller,
} from '../../test-support/versioned-calls.ts';

const app = await createTestApp({ ssoKeySecret: 'sso-key-secret-for-the-concurrent-edits-32-characters' });
const call = versionedCaller(app);
const admin = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);

let serial = 0;
async function newSite(): Promise<SsoSite> {
  serial += 1;
  const fresh = await call(admin, 'GET', '/api/SingleSignOn/new');
  const response = await call(admin, 'POST', '/api/SingleSignOn', {
    ...(fresh.json() as Record<string, unknown>),
    name: `Concurrent Desk ${serial}`,
    url: `https://concurrent${serial}.example.com/sso`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return ssoSiteSchema.parse(response.json());
}

describe('given an SSO site edited by two administrators (ETag / If-Match)', () => {
  it("should refuse the second save with 412 and the first one's change, then apply its retry on top", async () => {
    const site = await newSite();
    const renamed = { ...site, name: `${site.name} renamed` };
    const moved = { ...site, url: `https://moved${serial}.example.com/sso` };
    const { refusal, retry } = await secondWriterRefused({
      read: () => call(admin, 'GET', `/api/SingleSignOn/${site.id}`),
      first: (ifMatch) => call(admin, 'PUT', '/api/SingleSignOn', renamed, ifMatch),
      second: (ifMatch) => call(admin, 'PUT', '/api/SingleSignOn', { ...moved, name: renamed.name }, ifMatch),
    });
    expect(refusal.current).toMatchObject({ id: site.id, name: renamed.name, url: site.url });
    expect(refusal.changedBy).toBe(demoAccounts.admin.email);
    expect(ssoSiteSchema.parse(retry.json())).toMatchObject({ name: renamed.name, url: moved.url });
    expect(refusal.current).not.toHaveProperty('privateKeySealed');
  });

  it('should save as before without If-Match: the last write wins', async () => {
    const site = await newSite();
    const first = await call(admin, 'PUT', '/api/SingleSignOn', { ...site, name: `${site.name} first` });
    expect(first.statusCode).toBe(200);
    const last = await call(admin, 'PUT', '/api/SingleSignOn', { ...site, name: `${site.name} last` });
    expect(ssoSiteSchema.parse(last.json()).name).toBe(`${site.name} last`);
  });
});

describe('given an SSO site one administrator deletes while another edits it (If-Match on DELETE)', () => {
  it('should refuse a delete based on an older version with 412, keeping the site, and take one based on the current', async () => {
    const site = await newSite();
    const refusal = await staleDeleteRefused({
      etag: etagOf(await call(admin, 'GET', `/api/SingleSignOn/${site.id}`)),
      change: () => call(admin, 'PUT', '/api/SingleSignOn', { ...site, name: `${site.name} kept` }),
      remove: (ifMatch) => call(admin, 'DELETE', `/api/SingleSignOn/${site.id}`, undefined, ifMatch),
      exists: async () => (await call(admin, 'GET', `/api/SingleSignOn/${site.id}`)).statusCode === 200,
    });
    expect(refusal.current).toMatchObject({ id: site.id, name: `${site.name} kept` });
    expect(refusal.current).not.toHaveProperty('privateKeySealed');
  });

  it('should delete as before without If-Match', async () => {
    const site = await newSite();
    expect((await call(admin, 'DELETE', `/api/SingleSignOn/${site.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/SingleSignOn/${site.id}`)).statusCode).toBe(404);
  });
});
