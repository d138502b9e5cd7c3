import { z } from 'zod/mini';
import { adminHandoverInvitationSchema, adminHandoverSchema } from '../entities/admin-handover.ts';
import {
  boundedList,
  emailTextSchema,
  INT32_MAX,
  lineOfText,
  MAX_IDS_PER_REQUEST,
  nameTextSchema,
  opaqueIdSchema,
  seatCountSchema,
  tokenTextSchema,
} from '../entities/bounds.ts';
import { licenseSchema, licenseTermSchema } from '../entities/license.ts';
import { productIdSchema } from '../entities/product.ts';
import {
  licenseSortColumnSchema,
  licenseStatusFilterSchema,
  licenseTypeFilterSchema,
  sortDirectionSchema,
} from '../entities/search-filter.ts';
import { TEXT_LIMITS } from '../entities/text-limits.ts';
import { usDateSchema } from '../entities/us-date.ts';
import { defineCall } from './define.ts';
import { apiErrorSchema } from './errors.ts';
import {
  cacheBusterQuery,
  countResponseSchema,
  okResponseSchema,
  queryExpiringWithinDays,
  queryPageNumber,
  queryPageSize,
  queryProductId,
} from './shared.ts';

/** The license grid's search as query parameters (spec §7): all optional, numbers as text. */
export const licenseSearchQuerySchema = z.extend(cacheBusterQuery, {
  emailPart: z.optional(emailTextSchema),
  type: z.optional(licenseTypeFilterSchema),
  status: z.optional(licenseStatusFilterSchema),
  productId: z.optional(queryProductId),
  /** designed: packs not yet ended that end within this many days of today (30, 60 or 90). */
  expiringWithinDays: z.optional(queryExpiringWithinDays),
  pageSize: z.optional(queryPageSize),
  pageNumber: z.optional(queryPageNumber),
  /**
   * designed: the column the list is ordered by, ascending unless `sortDirection` is desc; without it, VALID UNTIL
   * newest first. Ties follow VALID UNTIL, then the pack's creation, in the same direction. The count takes it too,
   * so that one query serves a page and its count, and is not changed by it.
   */
  sortBy: z.optional(licenseSortColumnSchema),
  /** designed: asc or desc. */
  sortDirection: z.optional(sortDirectionSchema),
});

export const licenseListSchema = z.array(licenseSchema);

/** The license administrator's first and last name, sent with a new license. designed shape of `names`. */
export const licenseAdministratorNamesSchema = z.object({
  firstName: nameTextSchema,
  lastName: nameTextSchema,
});

/** Body of POST /api/licenses and PUT /api/licenses/{id}; `sharepointIntegration` is spelled as spec §7 does. */
export const licenseWriteSchema = z.object({
  userCount: seatCountSchema,
  /** The license administrator's e-mail. */
  name: emailTextSchema,
  startDate: usDateSchema,
  endDate: usDateSchema,
  encryptedProductId: opaqueIdSchema,
  sharepointIntegration: z.boolean(),
  advancedTemplate: z.boolean(),
  names: z.optional(licenseAdministratorNamesSchema),
});

/**
 * Body of the older create variant (spec §2.5 "older variant of the form"). Its fields are only bounded here: §5's
 * create-variant rules (`licenseCreateSchema`) judge them, so a missing or wrong field answers §5's own words.
 */
export const licenseCreateLegacySchema = z.object({
  Manager: z.optional(emailTextSchema),
  Name: nameTextSchema,
  ProductId: productIdSchema,
  StartDate: z.optional(lineOfText(TEXT_LIMITS.code)),
  EndDate: z.optional(lineOfText(TEXT_LIMITS.code)),
  UserCount: z.optional(
    z.union([z.number().check(z.gte(-INT32_MAX - 1), z.lte(INT32_MAX)), lineOfText(TEXT_LIMITS.code)]),
  ),
});

/**
 * The most users one change of a pack's seats revokes (designed): a seat-shrink plan is one transaction, so it is one
 * request, and this many ids stay well inside the request's body limit. A pack lowered by more goes in steps.
 */
export const MAX_SEATS_FREED = 20_000;

/**
 * designed (the seat-shrink plan): the users who give a seat up so that the pack may have fewer seats than it
 * has users, by their usage ids (each usage's cryptId in the pack's users list). With it, the change and these revokes
 * are made in one transaction, or nothing is: every id must be a seat of the pack (else 400), and there must be exactly
 * as many as the users assigned exceed the new count (else 409 with `SeatPlanConflict`'s counts). Without it, a count
 * below the users assigned is refused as before (the update's 400, the renewal's `LicenseRenewConflict`).
 */
const revokeUsageIdsSchema = boundedList(opaqueIdSchema, MAX_SEATS_FREED);

/** Body of PUT /api/licenses/{id}: the license form's fields, and the seats given up for a smaller pack (designed). */
export const licenseUpdateSchema = z.extend(licenseWriteSchema, {
  revokeUsageIds: z.optional(revokeUsageIdsSchema),
});

/** Body of a renewal: the new period and pack size, and the seats given up for a smaller pack. designed (spec §7 shows no body). */
export const licenseRenewSchema = z.object({
  startDate: usDateSchema,
  endDate: usDateSchema,
  userCount: seatCountSchema,
  revokeUsageIds: z.optional(revokeUsageIdsSchema),
});

/** The 400 answer of a renewal that would leave more users than seats (spec §8 'License Renew' dialog). */
export const licenseRenewConflictSchema = z.extend(apiErrorSchema, {
  renewUserCount: z.number().check(z.int()),
  currentUserCount: z.number().check(z.int()),
});

/**
 * The 409 answer of an update or renewal whose seat-shrink plan (`revokeUsageIds`) no longer fits the pack (designed):
 * its users assigned now, the count asked for, and how many users that count needs to give a seat up.
 */
export const seatPlanConflictSchema = z.extend(apiErrorSchema, {
  currentUserCount: z.number().check(z.int()),
  userCount: z.number().check(z.int()),
  seatsToFree: z.number().check(z.int()),
});

/** Answer of switchAdmin: an administrator's change applies at once, anyone else's waits for acceptance. */
export const switchAdminResponseSchema = z.object({
  ok: z.literal(true),
  awaitingAcceptance: z.boolean(),
});

/** A merge's request, and its preview's: the packs merged into the main one, and the main pack's product. */
const mergeRequestSchema = z.object({
  EncryptedUsageIds: boundedList(opaqueIdSchema, MAX_IDS_PER_REQUEST).check(z.minLength(1)),
  EncryptedProductId: opaqueIdSchema,
});

/** A merge worked out and not kept: the main pack and the merged packs as they would be, the users kept once. */
export const mergePreviewSchema = z.object({
  license: licenseSchema,
  merged: z.array(licenseSchema),
  /** The e-mails held in more than one of the packs, each of which keeps one seat. */
  duplicates: z.array(z.string()),
});
export type MergePreview = z.infer<typeof mergePreviewSchema>;

export const licenseCalls = {
  listLicenses: defineCall({
    method: 'GET',
    path: '/api/Licenses',
    summary: "Every license the user may see (administrators' blank search), filtered and ordered like the grid.",
    query: licenseSearchQuerySchema,
    response: licenseListSchema,
    designed: ['query', 'response'],
  }),
  listLicensesInitial: defineCall({
    method: 'GET',
    path: '/api/Licenses',
    summary: 'The initial load of the license list, with only a random version parameter.',
    query: cacheBusterQuery,
    response: licenseListSchema,
    designed: ['response'],
    variantOf: 'listLicenses',
  }),
  searchLicensePaged: defineCall({
    method: 'GET',
    path: '/api/Licenses/SearchLicensePaged',
    summary: 'One page of the license search, in the order asked for.',
    query: licenseSearchQuerySchema,
    response: licenseListSchema,
    designed: ['query', 'response'],
  }),
  searchLicensePagedCount: defineCall({
    method: 'GET',
    path: '/api/Licenses/SearchLicensePagedCount',
    summary: 'How many licenses the search finds.',
    query: licenseSearchQuerySchema,
    response: countResponseSchema,
    designed: ['query'],
  }),
  usersLicensePaged: defineCall({
    method: 'GET',
    path: '/api/Licenses/UsersLicensePaged',
    summary: "One page of the signed-in user's own licenses.",
    query: z.extend(cacheBusterQuery, {
      emailPart: z.optional(emailTextSchema),
      pageNumber: z.optional(queryPageNumber),
      pageSize: z.optional(queryPageSize),
    }),
    response: licenseListSchema,
    designed: ['response'],
  }),
  totalUsersLicenses: defineCall({
    method: 'GET',
    path: '/api/Licenses/TotalUsersLicenses',
    summary: "How many of the signed-in user's own licenses match the email part.",
    query: z.object({ emailPart: z.optional(emailTextSchema) }),
    response: countResponseSchema,
  }),
  usersLicenses: defineCall({
    method: 'GET',
    path: '/api/Licenses/Users',
    summary: "The signed-in user's own licenses (loaded on start for ordinary users).",
    response: licenseListSchema,
    designed: ['response'],
  }),
  createLicense: defineCall({
    method: 'POST',
    path: '/api/licenses',
    summary: 'Creates a license pack; the Location header names it.',
    body: licenseWriteSchema,
    response: licenseSchema,
    status: 201,
    readsHeaders: ['location'],
    designed: ['response'],
  }),
  createLicenseLegacy: defineCall({
    method: 'POST',
    path: '/api/Licenses',
    summary: 'Older create variant with PascalCase fields.',
    body: licenseCreateLegacySchema,
    response: licenseSchema,
    status: 201,
    readsHeaders: ['location'],
    designed: ['response'],
    variantOf: 'createLicense',
  }),
  updateLicense: defineCall({
    method: 'PUT',
    path: '/api/licenses/{encryptedLicenseId}',
    summary:
      'Updates a license pack; with revokeUsageIds, the users named give their seats up in the same transaction.',
    params: z.object({ encryptedLicenseId: opaqueIdSchema }),
    body: licenseUpdateSchema,
    response: licenseSchema,
    designed: ['body', 'response'],
    versioned: 'write',
  }),
  updateLicenseLegacy: defineCall({
    method: 'PUT',
    path: '/api/Licenses',
    summary: 'Older update variant: the whole license, naming itself by encryptedId.',
    body: z.extend(licenseUpdateSchema, { encryptedId: opaqueIdSchema }),
    response: licenseSchema,
    designed: ['body', 'response'],
    versioned: 'write',
  }),
  deleteLicense: defineCall({
    method: 'DELETE',
    path: '/api/licenses/{encryptedLicenseId}',
    summary: 'Deletes a license pack.',
    params: z.object({ encryptedLicenseId: opaqueIdSchema }),
    response: okResponseSchema,
    designed: ['response'],
    versioned: 'delete',
  }),
  renewLicense: defineCall({
    method: 'POST',
    path: '/api/licenses/Renew/{encryptedLicenseId}',
    summary:
      'Renews a license pack; 400 with renewUserCount/currentUserCount when users exceed the new count, unless ' +
      'revokeUsageIds names the users who give their seats up in the same transaction.',
    params: z.object({ encryptedLicenseId: opaqueIdSchema }),
    body: licenseRenewSchema,
    response: licenseSchema,
    designed: ['body', 'response'],
    versioned: 'write',
  }),
  licenseByEncryptedId: defineCall({
    method: 'GET',
    path: '/api/Licenses/encrypted/{id}',
    summary: 'One license by its encrypted id.',
    params: z.object({ id: opaqueIdSchema }),
    response: licenseSchema,
    designed: ['response'],
    versioned: 'read',
  }),
  updateLicenseDates: defineCall({
    method: 'POST',
    path: '/api/Licenses/Dates',
    summary: "Changes a license's period (administrators; 'Lifetime license was changed sucessfully.').",
    body: z.object({ startDate: usDateSchema, endDate: usDateSchema, encryptedId: opaqueIdSchema }),
    response: licenseSchema,
    designed: ['response'],
    versioned: 'write',
  }),
  mergeLicenses: defineCall({
    method: 'POST',
    path: '/api/Licenses/{id}/LicenseUsages/Merge',
    summary: 'Merges the listed packs into the main pack {id}.',
    params: z.object({ id: opaqueIdSchema }),
    body: mergeRequestSchema,
    response: licenseSchema,
    designed: ['response'],
  }),
  previewMergeLicenses: defineCall({
    method: 'POST',
    path: '/api/Licenses/{id}/LicenseUsages/Merge/Preview',
    summary: 'Works the merge out as Merge would, keeps nothing, and answers the packs as they would be.',
    params: z.object({ id: opaqueIdSchema }),
    body: mergeRequestSchema,
    response: mergePreviewSchema,
    changesState: false,
    designed: ['path'],
  }),
  licenseTerms: defineCall({
    method: 'GET',
    path: '/api/Licenses/{licenseId}/Terms',
    summary:
      "A pack's earlier terms, the latest first: each renewal keeps the term it replaced (administrators, the pack's manager).",
    params: z.object({ licenseId: opaqueIdSchema }),
    response: z.array(licenseTermSchema),
    designed: ['path'],
  }),
  switchAdmin: defineCall({
    method: 'POST',
    path: '/api/Licenses/switchAdmin',
    summary: "Changes a pack's administrator; a non-administrator's change waits for the new admin's acceptance.",
    body: z.object({ LicenseId: opaqueIdSchema, newAdminEmail: emailTextSchema }),
    response: switchAdminResponseSchema,
    designed: ['response'],
  }),
  pendingAdminHandover: defineCall({
    method: 'GET',
    path: '/api/Licenses/{licenseId}/AdminHandover',
    summary:
      "The pack's change of administrator waiting for the new administrator, or null (the pack's manager, administrators).",
    params: z.object({ licenseId: opaqueIdSchema }),
    response: z.object({ handover: z.nullable(adminHandoverSchema) }),
    designed: ['path'],
  }),
  resendAdminHandover: defineCall({
    method: 'POST',
    path: '/api/Licenses/{licenseId}/AdminHandover/Resend',
    summary:
      'Mails the pending change of administrator again with a new link, valid afresh; the former link stops working.',
    params: z.object({ licenseId: opaqueIdSchema }),
    response: adminHandoverSchema,
    designed: ['path'],
  }),
  cancelAdminHandover: defineCall({
    method: 'DELETE',
    path: '/api/Licenses/{licenseId}/AdminHandover',
    summary: "Cancels the pack's pending change of administrator; its link stops working.",
    params: z.object({ licenseId: opaqueIdSchema }),
    response: okResponseSchema,
    designed: ['path'],
  }),
  adminHandoverByToken: defineCall({
    method: 'GET',
    path: '/api/Licenses/AdminHandover',
    summary:
      'The change of administrator a mailed link offers (the pack, who asked, whether it still waits), for its accept page.',
    query: z.object({ token: tokenTextSchema }),
    response: adminHandoverInvitationSchema,
    designed: ['path'],
  }),
  acceptAdminHandover: defineCall({
    method: 'POST',
    path: '/api/Licenses/AdminHandover/Accept',
    summary:
      'The new administrator, signed in with the address the link was sent to, accepts: the pack is theirs from now on.',
    body: z.object({ token: tokenTextSchema }),
    response: licenseSchema,
    designed: ['path'],
  }),
  encryptedManagerId: defineCall({
    method: 'GET',
    path: '/api/Licenses/encryptedManagerId/{id}',
    summary: "The encrypted id of a pack's administrator.",
    params: z.object({ id: opaqueIdSchema }),
    response: z.object({ encryptedManagerId: z.string() }),
    designed: ['response'],
  }),
} as const;
