import { describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_TODAY, fakeProductKey } from './fake.ts';

describe('given the fake license calls', () => {
  it('should page and count the active packs for an administrator', async () => {
    const api = createFakeConsoleApi();
    const count = await api.licenses.searchLicensePagedCount({ status: 'Active' });
    expect(count).toBeGreaterThan(10);
    const first = await api.licenses.searchLicensePaged({ status: 'Active', pageSize: 10, pageNumber: 1 });
    expect(first).toHaveLength(10);
    expect(first.every((license) => license.status === 'Active')).toBe(true);
    expect(await api.licenses.listLicenses({ status: 'Active' })).toHaveLength(count);
  });

  it('should filter by product, type and e-mail part', async () => {
    const api = createFakeConsoleApi();
    const assistant = await api.licenses.listLicenses({ productId: 7 });
    expect(assistant.length).toBeGreaterThan(0);
    expect(assistant.every((license) => license.productId === 7)).toBe(true);
    const trials = await api.licenses.listLicenses({ type: 'Trial' });
    expect(trials.every((license) => license.trial)).toBe(true);
    const managed = await api.licenses.searchLicensePaged({ emailPart: 'MANAGER@' });
    expect(managed.map((license) => license.name)).toEqual(['manager@example.com', 'manager@example.com']);
  });

  it('should show a manager only their packs and an ordinary user only the pack they hold a seat in', async () => {
    const manager = createFakeConsoleApi({}, { signedInAs: fakeUsers.manager });
    expect(await manager.licenses.searchLicensePagedCount({})).toBe(2);
    const user = createFakeConsoleApi({}, { signedInAs: fakeUsers.user });
    const own = await user.licenses.searchLicensePaged({});
    expect(own.map((license) => license.encryptedId)).toEqual([FAKE_MANAGER_BUSINESS_PACK]);
  });

  it('should refuse a renewal below the assigned users with both counts', async () => {
    const api = createFakeConsoleApi();
    const error = await api.licenses
      .renewLicense(FAKE_MANAGER_BUSINESS_PACK, { startDate: '01/01/2030', endDate: '01/01/2031', userCount: 2 })
      .catch((caught: unknown) => caught);
    expect(isApiError(error, 400)).toBe(true);
    expect((error as { body: unknown }).body).toMatchObject({ renewUserCount: 2, currentUserCount: 3 });
    const renewed = await api.licenses.renewLicense(FAKE_MANAGER_BUSINESS_PACK, {
      startDate: '01/01/2030',
      endDate: '01/01/2031',
      userCount: 6,
    });
    expect(renewed).toMatchObject({ endDate: '01/01/2031', userCount: 6 });
  });

  it('should keep the term a renewal replaces first among the earlier terms, as the server does', async () => {
    const api = createFakeConsoleApi();
    const before = await api.licenses.licenseByEncryptedId(FAKE_MANAGER_BUSINESS_PACK);
    const earlier = await api.licenses.licenseTerms(FAKE_MANAGER_BUSINESS_PACK);
    await api.licenses.renewLicense(FAKE_MANAGER_BUSINESS_PACK, {
      startDate: '01/01/2030',
      endDate: '01/01/2031',
      userCount: 6,
    });
    const terms = await api.licenses.licenseTerms(FAKE_MANAGER_BUSINESS_PACK);
    expect(terms.slice(1)).toEqual(earlier);
    expect(terms[0]).toMatchObject({ startDate: before.startDate, endDate: before.endDate, userCount: 5 });
  });

  it('should create, update and delete a pack', async () => {
    const api = createFakeConsoleApi();
    const { license } = await api.licenses.createLicense({
      userCount: 1,
      name: 'new.owner@example.com',
      startDate: '01/01/2030',
      endDate: '01/01/2031',
      encryptedProductId: fakeProductKey(1),
      sharepointIntegration: false,
      advancedTemplate: false,
    });
    expect(await api.licenses.licenseByEncryptedId(license.encryptedId)).toMatchObject({
      name: 'new.owner@example.com',
    });
    await api.licenses.updateLicense(license.encryptedId, {
      userCount: 4,
      name: 'new.owner@example.com',
      startDate: '01/01/2030',
      endDate: '01/01/2031',
      encryptedProductId: fakeProductKey(3),
      sharepointIntegration: true,
      advancedTemplate: true,
    });
    expect(await api.licenses.licenseByEncryptedId(license.encryptedId)).toMatchObject({ userCount: 4, productId: 3 });
    await api.licenses.deleteLicense(license.encryptedId);
    await expect(api.licenses.licenseByEncryptedId(license.encryptedId)).rejects.toMatchObject({ status: 404 });
  });

  it('should merge packs: seats add up and the merged packs leave the list', async () => {
    const api = createFakeConsoleApi();
    const [main, other] = await api.licenses.listLicenses({ productId: 1, status: 'Active' });
    const merged = await api.licenses.mergeLicenses(main!.encryptedId, {
      mergedIds: [other!.encryptedId],
      encryptedProductId: main!.encryptedProductId,
    });
    expect(merged.userCount).toBe(main!.userCount + other!.userCount);
    const after = await api.licenses.listLicenses({ productId: 1 });
    expect(after.some((license) => license.encryptedId === other!.encryptedId)).toBe(false);
  });

  it('should refuse changes from a non-administrator', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.manager });
    await expect(api.licenses.deleteLicense(FAKE_MANAGER_BUSINESS_PACK)).rejects.toMatchObject({ status: 403 });
  });

  it('should date the packs around a fixed day, whatever the clock says, or around the day it is told', async () => {
    expect(FAKE_TODAY).toBe('03/10/2026');
    const fixed = await createFakeConsoleApi().licenses.licenseByEncryptedId(FAKE_MANAGER_BUSINESS_PACK);
    expect(fixed).toMatchObject({ startDate: '11/10/2025', endDate: '11/10/2026', status: 'Active' });
    const told = createFakeConsoleApi({}, { today: '01/15/2031' });
    expect(await told.licenses.licenseByEncryptedId(FAKE_MANAGER_BUSINESS_PACK)).toMatchObject({
      startDate: '09/15/2030',
      endDate: '09/15/2031',
      status: 'Active',
    });
    // Every pack starts within the two years before the day it was told (some on that day).
    const years = new Set((await told.licenses.listLicenses()).map((license) => license.startDate.slice(-4)));
    expect([...years].sort()).toEqual(['2029', '2030', '2031']);
  });
});
