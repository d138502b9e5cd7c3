import { z } from 'zod';
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
  roleName: z.string().nullable(),
  cryptId: z.string(),
  licenseCryptId: z.string(),
  lastUsage: usDateSchema.nullable(),
  version: z.string().nullable(),
  versionMatch: versionMatchSchema,
  sessionCount: z.number().int().nonnegative(),
  MaximumSessions: z.number().int().nonnegative(),
});

/** Answer of GET /api/Licenses/{id}/LicenseUsages. */
export const licenseUsageListSchema = z.object({
  usages: z.array(licenseUsageSchema),
  /** Seats of the pack (its userCount). */
  total: z.number().int().nonnegative(),
  canShowRoles: z.boolean(),
  startDate: usDateSchema,
  endDate: usDateSchema,
  productId: productIdSchema,
});

export type VersionMatch = z.infer<typeof versionMatchSchema>;
export type LicenseUsage = z.infer<typeof licenseUsageSchema>;
export type LicenseUsageList = z.infer<typeof licenseUsageListSchema>;
