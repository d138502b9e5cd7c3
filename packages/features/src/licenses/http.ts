import { licenseCalls } from '@license-console/domain';
import { cacheBuster, type Transport } from '../api/transport.ts';
import type { LicenseSearchQuery, LicensesApi, MergeLicensesInput } from './api.ts';

/** The query the search calls send: empty filters left out, so the server applies its own "any". */
function searchQuery(query: LicenseSearchQuery = {}) {
  const emailPart = query.emailPart?.trim();
  return {
    ...(emailPart ? { emailPart } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.productId ? { productId: query.productId } : {}),
    ...(query.expiringWithinDays ? { expiringWithinDays: query.expiringWithinDays } : {}),
    ...(query.pageSize ? { pageSize: query.pageSize } : {}),
    ...(query.pageNumber ? { pageNumber: query.pageNumber } : {}),
    ...(query.sortBy ? { sortBy: query.sortBy } : {}),
    ...(query.sortDirection ? { sortDirection: query.sortDirection } : {}),
  };
}

/** The merge's request, and its preview's: the main pack, the packs merged into it, the main pack's product. */
function mergeRequest(mainId: string, { mergedIds, encryptedProductId }: MergeLicensesInput) {
  return {
    params: { id: mainId },
    body: { EncryptedUsageIds: [...mergedIds], EncryptedProductId: encryptedProductId },
  };
}

/**
 * The license calls over HTTP. A module of its own, loaded on first use by createHttpConsoleApi, so the licenses
 * contract schemas stay out of the /login bundle.
 */
function createHttpLicensesApi({ callContract, callContractWithHeaders }: Transport): LicensesApi {
  return {
    listLicenses: (query) =>
      callContract(licenseCalls.listLicenses, { query: { ...searchQuery(query), v: cacheBuster() } }),
    searchLicensePaged: (query) => callContract(licenseCalls.searchLicensePaged, { query: searchQuery(query) }),
    searchLicensePagedCount: (query) =>
      callContract(licenseCalls.searchLicensePagedCount, { query: searchQuery(query) }),
    usersLicensePaged: ({ emailPart, pageNumber, pageSize }) =>
      callContract(licenseCalls.usersLicensePaged, {
        query: { ...searchQuery({ emailPart, pageNumber, pageSize }), v: cacheBuster() },
      }),
    totalUsersLicenses: (emailPart) =>
      callContract(licenseCalls.totalUsersLicenses, {
        query: emailPart?.trim() ? { emailPart: emailPart.trim() } : {},
      }),
    usersLicenses: () => callContract(licenseCalls.usersLicenses),
    licenseByEncryptedId: (encryptedId) =>
      callContract(licenseCalls.licenseByEncryptedId, { params: { id: encryptedId } }),
    licenseForEdit: async (encryptedId) => {
      const { data, headers } = await callContractWithHeaders(licenseCalls.licenseByEncryptedId, {
        params: { id: encryptedId },
      });
      return { value: data, etag: headers.get('etag') };
    },
    createLicense: async (input) => {
      const { data, headers } = await callContractWithHeaders(licenseCalls.createLicense, { body: input });
      return { license: data, location: headers.get('location') };
    },
    updateLicense: (encryptedId, input, ifMatch) =>
      callContract(licenseCalls.updateLicense, {
        params: { encryptedLicenseId: encryptedId },
        body: input,
        ifMatch,
      }),
    deleteLicense: (encryptedId, ifMatch) =>
      callContract(licenseCalls.deleteLicense, { params: { encryptedLicenseId: encryptedId }, ifMatch }),
    licenseTerms: (encryptedId) => callContract(licenseCalls.licenseTerms, { params: { licenseId: encryptedId } }),
    renewLicense: (encryptedId, input, ifMatch) =>
      callContract(licenseCalls.renewLicense, { params: { encryptedLicenseId: encryptedId }, body: input, ifMatch }),
    updateLicenseDates: (input, ifMatch) => callContract(licenseCalls.updateLicenseDates, { body: input, ifMatch }),
    mergeLicenses: (mainId, input) => callContract(licenseCalls.mergeLicenses, mergeRequest(mainId, input)),
    previewMergeLicenses: (mainId, input) =>
      callContract(licenseCalls.previewMergeLicenses, mergeRequest(mainId, input)),
  };
}

export { createHttpLicensesApi };
