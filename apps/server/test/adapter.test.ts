import type { AddressInfo } from 'node:net';
import { type CallDefinition, contract, messages, routeKey } from '@license-console/domain';
import { ApiError } from '@license-console/features';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { addAccount } from '../src/test-support/auth-client.ts';
import { createTestApp } from '../src/test-support/test-app.ts';
import { adapterBrowser } from './adapter-browser.ts';

/**
 * The console's HTTP adapter against the real server over real HTTP: every request the adapter makes must be a
 * contract call the server serves, and every answer must pass the adapter's own contract check.
 */
const app = await createTestApp();
await app.server.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
const routeKeys = new Set(Object.values(contract as Record<string, CallDefinition>).map(routeKey));

function isContractCall(request: string) {
  const [method, path] = request.split(' ');
  return [...routeKeys].some((key) => {
    const [keyMethod, keyPath] = key.split(' ');
    const pattern = new RegExp(`^${keyPath!.replace(/:[^/]+/g, '[^/]+')}$`, 'i');
    return keyMethod === method && pattern.test(path!);
  });
}

describe('given the HTTP adapter and the real server', () => {
  it('should sign in, read the user, read the policy and sign out through contract calls only', async () => {
    const { api, requests } = adapterBrowser(origin);
    const { manager } = demoAccounts;
    const signedIn = await api.session.authenticate({ Email: manager.email, Password: manager.password });
    expect(signedIn).toMatchObject({ name: 'Morgan Manager', isManager: true, needVerification: false });
    expect(await api.session.currentUser()).toEqual(signedIn);
    expect(await api.session.externalLoginUrlData()).toMatchObject({ portalUrl: expect.any(String) });
    expect(await api.session.forgotPassword('nobody@example.com')).toEqual({ ok: true });
    expect(await api.session.logout()).toEqual({ ok: true });
    await expect(api.session.currentUser()).rejects.toMatchObject({ status: 401 });

    expect(requests.length).toBeGreaterThanOrEqual(6);
    for (const request of requests) expect(isContractCall(request), `${request} is a contract call`).toBe(true);
  });

  it('should search, count, read and page licenses as the server answers them, through contract calls only', async () => {
    const { api, requests } = adapterBrowser(origin);
    const { admin, user } = demoAccounts;
    await api.session.authenticate({ Email: admin.email, Password: admin.password });
    const query = { emailPart: 'manager@', status: 'Active', pageSize: 10, pageNumber: 1 } as const;
    const page = await api.licenses.searchLicensePaged(query);
    expect(await api.licenses.searchLicensePagedCount(query)).toBe(page.length);
    expect(page.map((license) => license.name)).toEqual(['manager@example.com', 'manager@example.com']);
    expect(await api.licenses.licenseByEncryptedId(page[0]!.encryptedId)).toEqual(page[0]);
    expect((await api.licenses.listLicenses()).length).toBeGreaterThan(100);
    await api.session.logout();

    await api.session.authenticate({ Email: user.email, Password: user.password });
    const own = await api.licenses.usersLicenses();
    expect(own.map((license) => license.productId)).toEqual([3]);
    await expect(api.licenses.deleteLicense(own[0]!.encryptedId)).rejects.toMatchObject({ status: 403 });
    for (const request of requests) expect(isContractCall(request), `${request} is a contract call`).toBe(true);
  });

  it('should add, list, read, rename and delete an SSO site as the server answers, through contract calls only', async () => {
    const { api, requests, navigations } = adapterBrowser(origin);
    const { admin } = demoAccounts;
    await api.session.authenticate({ Email: admin.email, Password: admin.password });
    const draft = await api.singleSignOn.newSsoSite();
    expect(draft).toMatchObject({ name: '', url: '' });
    const created = await api.singleSignOn.createSsoSite({
      ...draft,
      name: 'Adapter Portal',
      url: 'https://adapter.example.com/sso',
    });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Adapter Portal',
      url: 'https://adapter.example.com/sso',
      publicKey: draft.publicKey,
    });
    expect(await api.singleSignOn.listSsoSites()).toContainEqual(created);
    expect(await api.singleSignOn.getSsoSite(created.id)).toEqual(created);
    const renamed = await api.singleSignOn.updateSsoSite({ ...created, name: 'Adapter Portal 2' });
    expect(renamed).toEqual({ ...created, name: 'Adapter Portal 2' });
    await expect(
      api.singleSignOn.createSsoSite({
        ...(await api.singleSignOn.newSsoSite()),
        name: 'adapter portal 2',
        url: 'https://b.example.com/',
      }),
    ).rejects.toMatchObject({ status: 400, message: messages.sso.nameTaken, fields: { name: messages.sso.nameTaken } });
    await api.singleSignOn.deleteSsoSite(created.id);
    await expect(api.singleSignOn.getSsoSite(created.id)).rejects.toMatchObject({ status: 404 });
    expect(navigations).toEqual([]);
    for (const request of requests) expect(isContractCall(request), `${request} is a contract call`).toBe(true);
  });

  it('should carry the server message of a refused sign-in without navigating', async () => {
    const { api, navigations } = adapterBrowser(origin);
    const refused = await api.session.authenticate({ Email: 'nobody@example.com', Password: 'wrong' }).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, message: messages.login.signInFailed });
    expect(navigations).toEqual([]);
  });

  it('should read a reset policy error as the server text', async () => {
    const { api } = adapterBrowser(origin);
    await expect(api.session.passwordSettingsForToken('not-a-token')).rejects.toMatchObject({
      status: 400,
      message: messages.auth.resetLinkInvalid,
    });
  });

  it('should show an administrator the lock of an account guessed at and lift it, through contract calls only', async () => {
    const account = await addAccount(app, 'guessed-at@example.com');
    const guesser = adapterBrowser(origin);
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(
        guesser.api.session.authenticate({ Email: account.email, Password: 'wrong-password' }),
      ).rejects.toMatchObject({ status: 401 });
    }
    await expect(
      guesser.api.session.authenticate({ Email: account.email, Password: account.password }),
    ).rejects.toMatchObject({ status: 429 });

    const { api, requests } = adapterBrowser(origin);
    const { admin } = demoAccounts;
    await api.session.authenticate({ Email: admin.email, Password: admin.password });
    const locks = (await api.users.lockedAccounts()).filter((lock) => lock.email === account.email);
    expect(locks).toEqual([
      expect.objectContaining({ reason: 'signInFailuresFromAddress', address: '127.0.0.1', name: expect.any(String) }),
    ]);
    await api.users.unlockAccount(locks[0]!.userId);
    expect((await api.users.lockedAccounts()).some((lock) => lock.email === account.email)).toBe(false);
    // Unlocking again changes nothing; an id of no account is not found.
    await expect(api.users.unlockAccount(locks[0]!.userId)).resolves.toBeUndefined();
    await expect(api.users.unlockAccount('AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({ status: 404 });
    await expect(
      guesser.api.session.authenticate({ Email: account.email, Password: account.password }),
    ).resolves.toMatchObject({ needVerification: expect.any(Boolean) });
    for (const request of requests) expect(isContractCall(request), `${request} is a contract call`).toBe(true);
  });

  it('should search, count and toggle users as the server answers them, through contract calls only', async () => {
    const { api, requests } = adapterBrowser(origin);
    const { admin } = demoAccounts;
    await api.session.authenticate({ Email: admin.email, Password: admin.password });
    const count = await api.users.searchUserPagedCount('');
    const first = await api.users.searchUserPaged({ pageNumber: 1, pageSize: 10 });
    expect(first.length).toBe(Math.min(count, 10));
    const found = await api.users.searchUserPaged({ criteria: 'manager@example.com', pageNumber: 1, pageSize: 10 });
    expect(found.map((row) => row.email)).toEqual(['manager@example.com']);
    await api.users.toggleUserRoles([found[0]!.id]);
    expect((await api.users.searchUserPaged({ criteria: 'manager@example.com' }))[0]!.administrator).toBe(true);
    await api.users.toggleUserRoles([found[0]!.id]);
    expect((await api.users.searchUserPaged({ criteria: 'manager@example.com' }))[0]!.administrator).toBe(false);
    await expect(api.users.searchUserPaged({ criteria: 'bad$' })).rejects.toMatchObject({
      status: 400,
      message: messages.users.invalidSearch,
    });
    for (const request of requests) expect(isContractCall(request), `${request} is a contract call`).toBe(true);
  });

  it('should list, create, read, update and delete products as the server answers them, through contract calls only', async () => {
    const { api, requests } = adapterBrowser(origin);
    const { admin } = demoAccounts;
    await api.session.authenticate({ Email: admin.email, Password: admin.password });
    const listed = await api.products.listProducts();
    // The products screen's list adds each product's packs and seats to what the license form's list answers.
    expect(listed.map(({ packCount: _packs, seatCount: _seats, ...product }) => product)).toEqual(
      await api.products.listProductsLower(),
    );
    expect(listed.find((product) => product.productId === 1)!.packCount).toBeGreaterThan(0);
    const created = await api.products.createProduct({
      name: 'Docwise Adapter',
      lastVersion: '1.0.0',
      downloadLink: 'https://downloads.example.com/adapter',
      mainProgram: null,
      shopifyAlias: null,
      limitTokens: null,
      productSkus: [{ skuId: 'ADAPTER-1Y', months: 0, years: 1, quantity: 1 }],
    });
    expect(await api.products.getProduct(created.encryptedProductId)).toEqual(created);
    const updated = await api.products.updateProduct({ ...created, name: 'Docwise Adapter 2', productSkus: [] });
    expect(updated).toMatchObject({ name: 'Docwise Adapter 2', productSkus: [] });
    await api.products.deleteProduct(created.encryptedProductId);
    const inUse = listed.find((product) => product.productId === 1)!;
    const refused = await api.products.deleteProduct(inUse.encryptedProductId).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, message: expect.stringContaining('cannot be deleted') });
    for (const request of requests) expect(isContractCall(request), `${request} is a contract call`).toBe(true);
  });

  it("should preview, refuse, import and export a pack's users by CSV as the server answers, through contract calls only", async () => {
    const { api, requests, navigations } = adapterBrowser(origin);
    const { admin } = demoAccounts;
    await api.session.authenticate({ Email: admin.email, Password: admin.password });
    const [pack] = await api.licenses.searchLicensePaged({ emailPart: 'manager@', status: 'Active', productId: 1 });
    const csv = (rows: string[]) => new File([['Email,FirstName,LastName', ...rows].join('\r\n')], 'users.csv');
    const bad = csv(['adapter.one@csv.example,Ada,One', 'not-an-email,Bad,Row']);

    const refused = await api.licenseUsages.uploadUsagesCsv(pack!.encryptedId, bad, { dryRun: true });
    expect(refused).toMatchObject({
      dryRun: true,
      added: 1,
      refused: 1,
      errors: [messages.usersImport.invalidEmail(3, 'not-an-email')],
    });
    const error = await api.licenseUsages.uploadUsagesCsv(pack!.encryptedId, bad).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      body: { errors: [messages.usersImport.invalidEmail(3, 'not-an-email')] },
    });

    const good = csv(['adapter.one@csv.example,Ada,One', 'adapter.two@csv.example,Alan,Two']);
    expect(await api.licenseUsages.uploadUsagesCsv(pack!.encryptedId, good, { dryRun: true })).toMatchObject({
      added: 2,
      refused: 0,
      errors: [],
    });
    expect(await api.licenseUsages.uploadUsagesCsv(pack!.encryptedId, good)).toEqual({ imported: 2 });
    const usages = (await api.licenseUsages.licenseUsages(pack!.encryptedId)).usages.map((usage) => usage.accountName);
    expect(usages).toEqual(expect.arrayContaining(['adapter.one@csv.example', 'adapter.two@csv.example']));

    // Saved as the server wrote them: its byte-order mark first, so spreadsheets read the file as UTF-8.
    const text = async (file: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
    const roles = await text(await api.licenseUsages.downloadUserRolesCsv(pack!.encryptedId));
    expect(roles.startsWith('\uFEFF"Email","FirstName","LastName","Role"\r\n')).toBe(true);
    expect(roles).toContain('"adapter.two@csv.example","Alan","Two","User"');
    expect(await text(await api.licenseUsages.downloadSessionsCsv(pack!.encryptedId))).toContain(
      '"adapter.one@csv.example","Ada","One","0","1","",""',
    );
    expect(await text(await api.licenseUsages.downloadUsersImportTemplate())).toBe(
      '\uFEFF"Email","FirstName","LastName"\r\n',
    );
    expect(navigations).toEqual([]);
    for (const request of requests) expect(isContractCall(request), `${request} is a contract call`).toBe(true);
  });

  it("should set an Assistant pack's AI token limit for an administrator and refuse a manager, through contract calls only", async () => {
    const { api, requests } = adapterBrowser(origin);
    const { admin, manager } = demoAccounts;
    await api.session.authenticate({ Email: admin.email, Password: admin.password });
    const [assistant] = await api.licenses.searchLicensePaged({ productId: 7, status: 'Active' });
    expect(assistant!.aiGatewayTokenId).toMatch(/^tok_/);
    const changed = await api.aiTokens.updateTokenDetails(assistant!.encryptedId, 123_456);
    expect(changed).toMatchObject({ encryptedId: assistant!.encryptedId, aiGatewayLimitTokens: 123_456 });
    await expect(api.aiTokens.updateTokenDetails(assistant!.encryptedId, -1)).rejects.toMatchObject({
      status: 400,
      fields: { LimitTokens: messages.bounds.wholeNumber(0, Number.MAX_SAFE_INTEGER) },
    });
    await api.session.logout();
    await api.session.authenticate({ Email: manager.email, Password: manager.password });
    const [own] = await api.licenses.searchLicensePaged({ emailPart: 'manager@' });
    await expect(api.aiTokens.updateTokenDetails(own!.encryptedId, 1)).rejects.toMatchObject({ status: 403 });
    for (const request of requests) expect(isContractCall(request), `${request} is a contract call`).toBe(true);
  });
});
