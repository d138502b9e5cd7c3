import type { License } from '@license-console/domain';
import { expect } from 'vitest';
import { addAccount } from '../../test-support/auth-client.ts';
import { type createTestApp, lastOutboxId, nextMessage, signIn } from '../../test-support/test-app.ts';
import { assignBody, newPack } from '../license-usages/test-fixtures.ts';
import { caller, type Roles } from '../licenses/test-fixtures.ts';
import { uniqueName } from '../organizations/test-fixtures.ts';
import type { WriteRequest } from './write-walk.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What the walk's requests are made of: fresh packs, seats, accounts, sites and products, and pending changes. */
export function walkFixtures(app: TestApp, roles: Roles) {
  const call = caller(app);
  let serial = 0;
  const fresh = (label: string) => {
    serial += 1;
    return `walk.${label}.${serial}@example.org`;
  };

  /** A new pack of the Business product (3, Cloud Settings), managed by the demo manager unless said otherwise. */
  const pack = (administrator?: string) =>
    newPack(app, call, roles.admin, 5, { productId: 3, administrator: administrator ?? 'manager@example.com' });

  async function seat(licenseId: string): Promise<string> {
    const response = await call(
      roles.admin,
      'POST',
      `/api/Licenses/${licenseId}/LicenseUsages`,
      assignBody(fresh('seat')),
    );
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { cryptId: string }).cryptId;
  }

  async function licenseOf(licenseId: string): Promise<License> {
    return (await call(roles.admin, 'GET', `/api/Licenses/encrypted/${licenseId}`)).json() as License;
  }

  const admin = (request: Omit<WriteRequest, 'cookie'>): WriteRequest => ({ ...request, cookie: roles.admin });

  /** A pack whose administrator handover waits for acceptance, asked for by its manager (who manages several). */
  async function pendingHandover(to = fresh('heir')) {
    const licenseId = await pack();
    const mark = await lastOutboxId(app.db);
    const response = await call(roles.manager, 'POST', '/api/Licenses/switchAdmin', {
      LicenseId: licenseId,
      newAdminEmail: to,
    });
    expect(response.json()).toEqual({ ok: true, awaitingAcceptance: true });
    // Mailed a while ago, so that Resend may mail it again.
    await app.db.query(
      `update license_admin_requests set sent_at = now() - interval '1 hour'
        where license_id = (select id from licenses where public_id = $1)`,
      [licenseId],
    );
    return { licenseId, mail: () => nextMessage(app.db, to, mark) };
  }

  /** A fresh account signed in, for the writes a person makes on their own account. */
  async function person() {
    const account = await addAccount(app, fresh('person'));
    return { ...account, cookie: await signIn(app, account.email, account.password) };
  }

  const profileBody = (email: string) => ({ firstName: 'Walk', lastName: 'Person', email, countryCode: 'US' });
  const tokenIn = (mail: string, path: string) =>
    decodeURIComponent(new RegExp(`${path}\\?token=(\\S+)`).exec(mail)![1]!);

  /** An e-mail change asked for on My Profile; answers the confirmation link's token. */
  async function emailChange() {
    const account = await person();
    const newEmail = fresh('moved');
    const mark = await lastOutboxId(app.db);
    const response = await call(account.cookie, 'PUT', '/api/User/Update', profileBody(newEmail));
    expect(response.statusCode, response.body).toBe(200);
    return { account, token: tokenIn(await nextMessage(app.db, newEmail, mark), '/ConfirmEmail') };
  }

  async function ssoSite() {
    const draft = (await call(roles.admin, 'GET', '/api/SingleSignOn/new')).json() as Record<string, unknown>;
    const name = uniqueName('Walk Site');
    const body = {
      ...draft,
      name,
      url: `https://${name.replace(' ', '-').replace(' ', '-').toLowerCase()}.example.com/sso`,
    };
    return body;
  }

  async function createdSite() {
    const response = await call(roles.admin, 'POST', '/api/SingleSignOn', await ssoSite());
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string } & Record<string, unknown>;
  }

  async function productDraft() {
    const name = uniqueName('Walk Product');
    return {
      name,
      lastVersion: '1.0.0',
      downloadLink: 'https://downloads.example.com/walk',
      mainProgram: 'walk.exe',
      shopifyAlias: name.replace(' ', '-').replace(' ', '-').toLowerCase(),
      limitTokens: null,
      productSkus: [{ skuId: `${name.replaceAll(' ', '-')}-A`, months: 12, years: 0, quantity: 5 }],
    };
  }

  async function createdProduct() {
    const response = await call(roles.admin, 'POST', '/api/Product', await productDraft());
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { encryptedProductId: string } & Record<string, unknown>;
  }

  /** Every write call of the contract but the sign-in traffic and the reads sent as POST or PUT. */
  return {
    app,
    roles,
    call,
    fresh,
    pack,
    seat,
    licenseOf,
    admin,
    pendingHandover,
    person,
    profileBody,
    tokenIn,
    emailChange,
    ssoSite,
    createdSite,
    productDraft,
    createdProduct,
  };
}

export type WalkFixtures = ReturnType<typeof walkFixtures>;
