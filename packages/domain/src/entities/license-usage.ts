import { z } from 'zod/mini';
import { productIdSchema } from './product.ts';
import { usDateSchema } from './us-date.ts';

/** 1: the user's version matches the latest, 0: needs an update, null: unknown (spec §3). */
export const versionMatchSchema = z.union([z.literal(1), z.literal(0), z.null()]);

/** Spec §3 "License usage": one user assigned to a license pack. `MaximumSessions` is spelled as the spec does. */
export const licenseUsageSchema = z.object({
  /** The user's e-mail. */
  accountName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleName: z.nullable(z.string()),
  cryptId: z.string(),
  licenseCryptId: z.string(),
  lastUsage: z.nullable(usDateSchema),
  version: z.nullable(z.string()),
  versionMatch: versionMatchSchema,
  sessionCount: z.number().check(z.int(), z.nonnegative()),
  MaximumSessions: z.number().check(z.int(), z.nonnegative()),
  /**
   * The usage's version as a strong ETag (designed, beyond the spec): send it as If-Match with the names' edit, so
   * an edit based on names someone else has since changed is refused (412). Absent from answers before it existed.
   */
  etag: z.optional(z.string()),
  /**
   * The seat is the caller's own (designed, beyond the spec): the pack's list answers it so that revoking one's own
   * seat can say what it changes. Absent from other answers.
   */
  isCaller: z.optional(z.boolean()),
  /**
   * The day the seat was assigned, MM/DD/YYYY in UTC (designed, beyond the spec): a seat never used has been idle
   * since then. Absent from answers before it existed.
   */
  assignedOn: z.optional(usDateSchema),
  /**
   * The seat holder's account id, as a person's page takes it (designed, beyond the spec): the pack's users page links
   * the e-mail to that page for those who may open it. Absent from answers before it existed.
   */
  userId: z.optional(z.string()),
});

/**
 * The usage page's Settings menu as the server grants it to the caller (designed, beyond the spec's list answer): spec
 * §6 rows 4, 5, 8, 9 and 10 decided with what only the server knows (how many packs the caller manages, how many
 * organizations their packs span), so the menu offers exactly the calls that will be accepted.
 */
export const licenseUsageSettingsSchema = z.object({
  /** Row 5: 'immediate' for an administrator, 'acceptance' for a manager of several packs, else 'none'. */
  changeLicenseAdmin: z.enum(['none', 'immediate', 'acceptance']),
  /** Row 4: the administrator change history. */
  seeLicenseAdminHistory: z.boolean(),
  /** Row 8: Cloud Settings (product 3 only). */
  cloudSettings: z.boolean(),
  /** Row 9: rename and change the organization. */
  renameOrganization: z.boolean(),
  changeOrganization: z.boolean(),
  /** Row 4: link an organization (administrators, in two steps). */
  linkOrganization: z.boolean(),
  /** Row 10: AI Features (product 7 with a token id): 'edit' for administrators, 'view' for managers. */
  aiFeatures: z.enum(['none', 'view', 'edit']),
});

/** A Settings menu with nothing granted. */
export const NO_USAGE_SETTINGS: Readonly<z.infer<typeof licenseUsageSettingsSchema>> = Object.freeze({
  changeLicenseAdmin: 'none',
  seeLicenseAdminHistory: false,
  cloudSettings: false,
  renameOrganization: false,
  changeOrganization: false,
  linkOrganization: false,
  aiFeatures: 'none',
});

/** Answer of GET /api/Licenses/{id}/LicenseUsages. */
export const licenseUsageListSchema = z.object({
  usages: z.array(licenseUsageSchema),
  /** Seats of the pack (its userCount). */
  total: z.number().check(z.int(), z.nonnegative()),
  canShowRoles: z.boolean(),
  startDate: usDateSchema,
  endDate: usDateSchema,
  productId: productIdSchema,
  settings: licenseUsageSettingsSchema,
});

export type VersionMatch = z.infer<typeof versionMatchSchema>;
export type LicenseUsage = z.infer<typeof licenseUsageSchema>;
export type LicenseUsageSettings = z.infer<typeof licenseUsageSettingsSchema>;
export type LicenseUsageList = z.infer<typeof licenseUsageListSchema>;
