import { z } from 'zod/mini';
import { boundedList, countSchema, emailTextSchema, nameTextSchema, opaqueIdSchema } from '../entities/bounds.ts';
import { licenseSchema } from '../entities/license.ts';
import { licenseUsageListSchema, licenseUsageSchema } from '../entities/license-usage.ts';
import { productIdSchema } from '../entities/product.ts';
import { roleSchema } from '../entities/role.ts';
import { usDateSchema } from '../entities/us-date.ts';
import { idleDaysSchema } from '../validation/idle-days.ts';
import { USERS_IMPORT_ENCODINGS } from '../validation/users-import.ts';
import { defineCall } from './define.ts';
import {
  cacheBusterQuery,
  csvFileSchema,
  okResponseSchema,
  queryBoolean,
  queryPageNumber,
  queryPageSize,
  queryProductId,
  uploadFileSchema,
} from './shared.ts';

/** Body of assigning a user to a pack. designed (spec §7 shows only that it assigns a user). */
export const licenseUsageCreateSchema = z.object({
  accountName: emailTextSchema,
  firstName: nameTextSchema,
  lastName: nameTextSchema,
  /** The role's id from GET /api/Roles/{licenseId}; only when the pack shows roles. */
  encryptedRoleId: z.optional(opaqueIdSchema),
});

/**
 * How to resolve an organization conflict (spec §4): 'user' moves the user into this license's organization
 * (first dialog), 'license' updates the license's organization (second dialog). designed values.
 */
export const updateUserOrganizationOptionSchema = z.enum(['user', 'license']);

/** Answer of an import (designed): how many users were added. */
export const usersImportedSchema = z.object({ imported: z.number().check(z.int(), z.nonnegative()) });

/** One user of an import file as a dry run judges it (designed): added, or refused and why. */
export const usersImportPreviewRowSchema = z.object({
  /** The file's line, counting the header as line 1. */
  line: z.number().check(z.int(), z.positive()),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  outcome: z.enum(['add', 'refuse']),
  /** Why the row is refused: the message the import would answer for it. */
  reason: z.optional(z.string()),
});

/**
 * Answer of an import's dry run (designed, beyond the spec): each user row with its outcome, the seats free now and
 * those left after the rows to add (negative: the file does not fit), and the errors the import itself would
 * answer (none: it would go through, unless the pack changes meanwhile). Nothing is written.
 */
export const usersImportPreviewSchema = z.object({
  dryRun: z.literal(true),
  rows: z.array(usersImportPreviewRowSchema),
  added: z.number().check(z.int(), z.nonnegative()),
  refused: z.number().check(z.int(), z.nonnegative()),
  seatsFree: z.number().check(z.int(), z.nonnegative()),
  seatsLeft: z.number().check(z.int()),
  errors: z.array(z.string()),
  /**
   * How many user rows the file holds, when `rows` shows only some of them (designed): the first
   * USERS_IMPORT_PREVIEW_ROWS and, after them, refused rows up to as many again; `errors` then names the refused rows
   * left out by their lines. The counts above are always the whole file's.
   */
  fileRows: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** The encoding the file was read in (its byte-order mark's, else UTF-8, else Windows-1252); absent: UTF-8. */
  encoding: z.optional(z.enum(USERS_IMPORT_ENCODINGS)),
});

/** The most seats one revoke of idle seats names; a longer selection goes in several calls. */
export const MAX_IDLE_REVOKE = 500;

/** One idle seat across packs (designed): the usage, its pack and the pack's administrator. */
export const idleSeatSchema = z.object({
  /** The usage's id (its cryptId in the pack's list). */
  cryptId: z.string(),
  licenseCryptId: z.string(),
  accountName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The seat's last use, null when never used. */
  lastUsage: z.nullable(usDateSchema),
  /** The day it was assigned: a seat never used is idle since then. */
  assignedOn: usDateSchema,
  productId: productIdSchema,
  /** The pack's administrator (its manager's e-mail). */
  administratorEmail: z.string(),
  packEndDate: usDateSchema,
});

/** A page of idle seats, oldest idleness first, and how many there are in all. */
export const idleSeatsSchema = z.object({
  items: z.array(idleSeatSchema),
  total: countSchema,
  /** The database's today (MM/DD/YYYY, UTC), the day idleness is reckoned from. */
  today: usDateSchema,
});

/** Which idle seats to revoke: those of `usageIds` still idle for `days` days when the revoke runs. */
export const revokeIdleRequestSchema = z.object({
  days: idleDaysSchema,
  usageIds: boundedList(opaqueIdSchema, MAX_IDLE_REVOKE).check(z.minLength(1)),
});

/**
 * What a revoke of idle seats did, id by id: revoked, kept (used since the list was read, so no longer idle), or
 * missing (revoked meanwhile, or not a seat the caller manages: the two look the same).
 */
export const revokeIdleAnswerSchema = z.object({
  revoked: z.array(z.string()),
  kept: z.array(z.string()),
  missing: z.array(z.string()),
});

export type IdleSeat = z.infer<typeof idleSeatSchema>;
export type IdleSeats = z.infer<typeof idleSeatsSchema>;
export type RevokeIdleAnswer = z.infer<typeof revokeIdleAnswerSchema>;
export type UsersImported = z.infer<typeof usersImportedSchema>;
export type UsersImportPreview = z.infer<typeof usersImportPreviewSchema>;
export type UsersImportPreviewRow = z.infer<typeof usersImportPreviewRowSchema>;

export const licenseUsageCalls = {
  licenseUsages: defineCall({
    method: 'GET',
    path: '/api/Licenses/{id}/LicenseUsages',
    summary: "A pack's users, seats and period; re-read with a random version parameter.",
    params: z.object({ id: opaqueIdSchema }),
    query: cacheBusterQuery,
    response: licenseUsageListSchema,
  }),
  assignLicenseUsage: defineCall({
    method: 'POST',
    path: '/api/Licenses/{licenseId}/LicenseUsages',
    summary: "Assigns a user to a pack (a seat); 400 with the server's message when refused.",
    params: z.object({ licenseId: opaqueIdSchema }),
    body: licenseUsageCreateSchema,
    response: licenseUsageSchema,
    status: 201,
    designed: ['body'],
  }),
  updateLicenseUsage: defineCall({
    method: 'PUT',
    path: '/api/Licenses/{licenseId}/LicenseUsages/{usageId}',
    summary: "Edits a user's names, maximum sessions or role; If-Match takes the usage's etag from the list.",
    params: z.object({ licenseId: opaqueIdSchema, usageId: opaqueIdSchema }),
    body: z.object({
      firstName: z.optional(nameTextSchema),
      lastName: z.optional(nameTextSchema),
      MaximumSessions: z.optional(countSchema),
      /** A role of GET /api/Roles/{licenseId}, for a pack that shows roles. */
      encryptedRoleId: z.optional(opaqueIdSchema),
    }),
    response: licenseUsageSchema,
    designed: ['body', 'response'],
    versioned: 'write',
  }),
  revokeLicenseUsage: defineCall({
    method: 'DELETE',
    path: '/api/Licenses/{id}/LicenseUsages/{usageId}',
    summary: 'Revokes a user from a pack; informCloud=false keeps the cloud organization untouched.',
    params: z.object({ id: opaqueIdSchema, usageId: opaqueIdSchema }),
    query: z.object({ informCloud: z.optional(queryBoolean) }),
    response: okResponseSchema,
    designed: ['response'],
    versioned: 'delete',
  }),
  removeSessions: defineCall({
    method: 'DELETE',
    path: '/api/Session/{licenseId}/LicenseUsages/{usageId}',
    summary: "Ends a user's open sessions of the product.",
    params: z.object({ licenseId: opaqueIdSchema, usageId: opaqueIdSchema }),
    response: okResponseSchema,
    designed: ['response'],
  }),
  assignWithOrganization: defineCall({
    method: 'POST',
    path: '/api/Licenses/{id}/LicenseUsages/DuplicateOrganizationId/{organizationId}',
    summary: 'Assigns a user that belongs to another organization, resolving the conflict as chosen.',
    params: z.object({ id: opaqueIdSchema, organizationId: opaqueIdSchema }),
    body: z.object({
      accountName: emailTextSchema,
      encryptedRoleId: z.optional(opaqueIdSchema),
      firstName: nameTextSchema,
      lastName: nameTextSchema,
      roleId: z.optional(opaqueIdSchema),
      licenseCryptId: opaqueIdSchema,
      updateUserOrganizationOption: updateUserOrganizationOptionSchema,
    }),
    response: licenseUsageSchema,
    status: 201,
    designed: ['response'],
  }),
  prepareLicenseForAssign: defineCall({
    method: 'PUT',
    path: '/api/Licenses/encrypted/{id}',
    summary: 'Called before adding a user: answers the pack afresh (seats and used count).',
    params: z.object({ id: opaqueIdSchema }),
    response: licenseSchema,
    designed: ['response'],
  }),
  userWithOrganization: defineCall({
    method: 'POST',
    path: '/api/Licenses/{id}/LicenseUsages/userWithOrganization',
    summary: 'Tells whether a user already belongs to another organization than the given one.',
    params: z.object({ id: opaqueIdSchema }),
    /** designed: the e-mail travels as it is; "Encrypted" is the spec's name, as for its opaque ids. */
    body: z.object({ EncryptedOrganizationId: opaqueIdSchema, EncryptedEmail: emailTextSchema }),
    response: z.object({ inOtherOrganization: z.boolean(), organizationName: z.nullable(z.string()) }),
    designed: ['response'],
  }),
  uploadUsagesCsv: defineCall({
    method: 'POST',
    path: '/api/Licenses/{id}/LicenseUsages/UploadCSV',
    summary:
      'Imports users from a CSV file (Email, FirstName, LastName), all or nothing; a refused file answers 400 with its problems, one per line (`errors`, joined by line breaks in `message`). With dryRun=true nothing is written: the answer says row by row what would be added or refused, and the seats left.',
    params: z.object({ id: opaqueIdSchema }),
    query: z.object({ dryRun: z.optional(queryBoolean) }),
    body: z.object({ file: uploadFileSchema }),
    bodyEncoding: 'multipart',
    response: z.union([usersImportPreviewSchema, usersImportedSchema]),
    designed: ['query', 'response'],
  }),
  rolesForLicense: defineCall({
    method: 'GET',
    path: '/api/Roles/{licenseId}',
    summary: "The roles a pack's users can have.",
    params: z.object({ licenseId: opaqueIdSchema }),
    response: z.array(roleSchema),
    designed: ['response'],
  }),
  downloadSessionsCsv: defineCall({
    method: 'GET',
    path: '/api/Session/Csv/{licenseId}',
    summary: "Download: the pack's users and their sessions as CSV.",
    params: z.object({ licenseId: opaqueIdSchema }),
    response: csvFileSchema,
    responseEncoding: 'file',
    designed: ['response'],
  }),
  downloadUserRolesCsv: defineCall({
    method: 'GET',
    path: '/api/LicenseUserRole/Csv/{licenseId}',
    summary: "Download: the pack's users and roles as CSV (the export).",
    params: z.object({ licenseId: opaqueIdSchema }),
    response: csvFileSchema,
    responseEncoding: 'file',
    designed: ['response'],
  }),
  idleLicenseUsages: defineCall({
    method: 'GET',
    path: '/api/LicenseUsages/Idle',
    summary:
      'The seats whose holder has not used them for `days` days (never used: since assigned), of the packs the caller ' +
      "manages and that have not ended (administrators: every pack; a pack's manager: theirs; never product 9), " +
      'the longest idle first, paged.',
    query: z.object({
      days: idleDaysSchema,
      /** designed: only the seats of this product's packs (0 or absent: every product). */
      productId: z.optional(queryProductId),
      pageNumber: z.optional(queryPageNumber),
      pageSize: z.optional(queryPageSize),
    }),
    response: idleSeatsSchema,
    designed: ['path'],
  }),
  revokeIdleLicenseUsages: defineCall({
    method: 'POST',
    path: '/api/LicenseUsages/RevokeIdle',
    summary:
      'Revokes, in one transaction, those of the seats named that are still idle for `days` days and that the caller ' +
      'manages, freeing their seats and auditing each; answers which were revoked, kept (used meanwhile) and missing.',
    body: revokeIdleRequestSchema,
    response: revokeIdleAnswerSchema,
    designed: ['path'],
  }),
  downloadUsersImportTemplate: defineCall({
    method: 'GET',
    path: '/api/LicenseUserRole/Csv',
    summary: 'Download: the empty import template (Email, FirstName, LastName).',
    response: csvFileSchema,
    responseEncoding: 'file',
    designed: ['response'],
  }),
} as const;
