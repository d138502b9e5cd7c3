import { z } from 'zod/mini';
import { LICENSE_STATUSES, LICENSE_TYPES } from '../rules/license.ts';
import { productIdSchema } from './product.ts';
import { usDateSchema } from './us-date.ts';

export const licenseStatusSchema = z.enum(LICENSE_STATUSES);
export const licenseTypeSchema = z.enum(LICENSE_TYPES);

export const licenseAdministratorHistoryEntrySchema = z.object({
  /** When the administrator changed, as the server formats it (ISO 8601 in this server). */
  dateTimeChanged: z.string(),
  /** The administrator's e-mail from that moment on. */
  email: z.string(),
});

/** Spec §3 "License" (a license pack). */
export const licenseSchema = z.object({
  encryptedId: z.string(),
  userCount: z.number().check(z.int(), z.nonnegative()),
  /** The license administrator's e-mail. */
  name: z.string(),
  /** Older answers call the administrator's e-mail `manager`. */
  manager: z.optional(z.string()),
  startDate: usDateSchema,
  endDate: usDateSchema,
  productId: productIdSchema,
  encryptedProductId: z.string(),
  sharePointIntegration: z.boolean(),
  advancedTemplate: z.boolean(),
  trial: z.boolean(),
  status: licenseStatusSchema,
  usedCount: z.number().check(z.int(), z.nonnegative()),
  /** True when the signed-in user manages this pack. */
  canManage: z.boolean(),
  organizationName: z.nullable(z.string()),
  encryptedOrganizationId: z.nullable(z.string()),
  encryptedManagerId: z.nullable(z.string()),
  licenseAdministratorHistory: z.array(licenseAdministratorHistoryEntrySchema),
  purchaserEmail: z.nullable(z.string()),
  accountName: z.nullable(z.string()),
  aiGatewayTokenId: z.nullable(z.string()),
  aiGatewayInputTokens: z.nullable(z.number().check(z.int(), z.nonnegative())),
  aiGatewayOutputTokens: z.nullable(z.number().check(z.int(), z.nonnegative())),
  aiGatewayLimitTokens: z.nullable(z.number().check(z.int(), z.nonnegative())),
});

export type License = z.infer<typeof licenseSchema>;
export type LicenseAdministratorHistoryEntry = z.infer<typeof licenseAdministratorHistoryEntrySchema>;

/** designed: a term a renewal replaced, as the pack's earlier terms list it (the latest first). */
export const licenseTermSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  userCount: z.number().check(z.int(), z.positive()),
  /** When the renewal replaced it: an ISO 8601 instant. */
  renewedAt: z.string(),
  /** Who renewed the pack; null once that account is gone. */
  renewedBy: z.nullable(z.string()),
});

export type LicenseTerm = z.infer<typeof licenseTermSchema>;
