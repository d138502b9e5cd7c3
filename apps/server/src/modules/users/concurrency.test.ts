import { messages, userSchema } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { hashPassword, newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import { etagOf, refusedAsStale, secondWriterRefused, versionedCaller } from '../../test-support/versioned-calls.ts';
import { profileBody } from './test-fixtures.ts';

const app = await createTestApp();
const call = versionedCaller(app);
const admin = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);
const PASSWORD = 'Concurrent!Pass-2026';
const passwordHash = await hashPassword(PASSWORD);

let serial = 0;
/** An account of its own for each test, signed in. */
async function newAccount() {
  serial += 1;
  const email = `concurrent.${serial}.${Date.now()}@example.com`;
  const publicId = newPublicId();
  await app.db.query(
    `insert into users (public_id, email, first_name, last_name, company, phone, country_code, password_hash)
     values ($1, $2, 'Ann', 'Account', 'Northwind', '5550100', 'US', $3)`,
    [publicId, email, passwordHash],
  );
  return { email, publicId, cookie: await signIn(app, email, PASSWORD) };
}

describe("given an administrator's edit of a user (ETag / If-Match)", () => {
  it("should refuse the second save with 412 and the first one's change, then apply its retry on top", async () => {
    const account = await newAccount();
    const { refusal, retry } = await secondWriterRefused({
      read: () => call(admin, 'GET', `/api/User/${account.publicId}`),
      first: (ifMatch) =>
        call(
          admin,
          'PUT',
          '/api/User',
          { id: account.publicId, ...profileBody(account.email, { company: 'Contoso' }) },
          ifMatch,
        ),
      second: (ifMatch) =>
        call(
          admin,
          'PUT',
          '/api/User',
          { id: account.publicId, ...profileBody(account.email, { lastName: 'Other' }) },
          ifMatch,
        ),
    });
    expect(refusal).toMatchObject({ message: messages.server.preconditionFailed, changedBy: demoAccounts.admin.email });
    expect(refusal.current).toMatchObject({ id: account.publicId, company: 'Contoso', lastName: 'Account' });
    expect(refusal.current).not.toHaveProperty('internalId');
    expect(refusal.current).not.toHaveProperty('rowVersion');
    // The retry is the second editor's whole form, saved knowingly over the first one's change.
    expect(userSchema.parse(retry.json())).toMatchObject({ lastName: 'Other', company: 'Northwind' });
  });

  it('should count a change of the magentoId alone as a new version of the user', async () => {
    const account = await newAccount();
    const etag = etagOf(await call(admin, 'GET', `/api/User/${account.publicId}`));
    const body = { id: account.publicId, ...profileBody(account.email) };
    const first = await call(admin, 'PUT', '/api/User', { ...body, magentoId: 'M-42' }, etag);
    expect(etagOf(first)).not.toBe(etag);
    const second = refusedAsStale(await call(admin, 'PUT', '/api/User', { ...body, firstName: 'Anne' }, etag));
    expect(second.current).toMatchObject({ magentoId: 'M-42', firstName: 'Ann' });
  });

  it('should save as before without If-Match: the last write wins', async () => {
    const account = await newAccount();
    const body = { id: account.publicId, ...profileBody(account.email) };
    expect((await call(admin, 'PUT', '/api/User', { ...body, company: 'First' })).statusCode).toBe(200);
    const last = await call(admin, 'PUT', '/api/User', { ...body, company: 'Last' });
    expect(userSchema.parse(last.json()).company).toBe('Last');
  });

  it('should refuse a malformed If-Match with 400, changing nothing', async () => {
    const account = await newAccount();
    const before = (await call(admin, 'GET', `/api/User/${account.publicId}`)).json();
    const body = { id: account.publicId, ...profileBody(account.email, { company: 'Malformed' }) };
    for (const malformed of ['v1', '"v1', '"v1" "v2"']) {
      const response = await call(admin, 'PUT', '/api/User', body, malformed);
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.server.ifMatchInvalid });
    }
    expect((await call(admin, 'GET', `/api/User/${account.publicId}`)).json()).toEqual(before);
  });
});

describe("given a user's own profile edited while an administrator edits the user (ETag / If-Match)", () => {
  it("should refuse the profile's save based on the version before the administrator's, naming the administrator", async () => {
    const account = await newAccount();
    const own = await call(account.cookie, 'GET', '/api/User');
    const ownEtag = etagOf(own);
    const adminEtag = etagOf(await call(admin, 'GET', `/api/User/${account.publicId}`));
    expect(adminEtag).toBe(ownEtag);
    const byAdmin = await call(
      admin,
      'PUT',
      '/api/User',
      { id: account.publicId, ...profileBody(account.email, { phone: '5550199' }) },
      adminEtag,
    );
    expect(byAdmin.statusCode).toBe(200);

    const mine = profileBody(account.email, { firstName: 'Annabel' });
    const refusal = refusedAsStale(await call(account.cookie, 'PUT', '/api/User/Update', mine, ownEtag));
    expect(refusal.changedBy).toBe(demoAccounts.admin.email);
    expect(refusal.current).toMatchObject({ phone: '5550199', firstName: 'Ann' });
    expect((await call(account.cookie, 'GET', '/api/User')).json()).toMatchObject({
      phone: '5550199',
      firstName: 'Ann',
    });

    const retry = await call(account.cookie, 'PUT', '/api/User/Update', mine, refusal.etag);
    expect(retry.json()).toMatchObject({ firstName: 'Annabel', phone: '5550100' });
    expect(etagOf(await call(account.cookie, 'GET', '/api/User'))).toBe(retry.headers.etag);
  });

  it('should honour If-Match on the older PUT /api/User variant too, and save without it as before', async () => {
    const account = await newAccount();
    const etag = etagOf(await call(account.cookie, 'GET', '/api/User'));
    const legacy = {
      FirstName: 'Ann',
      LastName: 'Legacy',
      Email: account.email,
      company: 'Northwind',
      countryCode: 'US',
      phone: '5550100',
    };
    const saved = await call(account.cookie, 'PUT', '/api/User', legacy, etag);
    expect(saved.statusCode, saved.body).toBe(200);
    refusedAsStale(await call(account.cookie, 'PUT', '/api/User', { ...legacy, LastName: 'Stale' }, etag));
    const unconditional = await call(
      account.cookie,
      'PUT',
      '/api/User/Update',
      profileBody(account.email, { lastName: 'Free' }),
    );
    expect(unconditional.json()).toMatchObject({ lastName: 'Free' });
  });
});
