import { z } from 'zod';
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
  userCount: z.number().int().nonnegative(),
  /** The license administrator's e-mail. */
  name: z.string(),
  /** Older answers call the administrator's e-mail `manager`. */
  manager: z.string().optional(),
  startDate: usDateSchema,
  endDate: usDateSchema,
  productId: productIdSchema,
  encryptedProductId: z.string(),
  sharePointIntegration: z.boolean(),
  advancedTemplate: z.boolean(),
  trial: z.boolean(),
  status: licenseStatusSchema,
  usedCount: z.number().int().nonnegative(),
  /** True when the signed-in user manages this pack. */
  canManage: z.boolean(),
  organizationName: z.string().nullable(),
  encryptedOrganizationId: z.string().nullable(),
  encryptedManagerId: z.string().nullable(),
  licenseAdministratorHistory: z.array(licenseAdministratorHistoryEntrySchema),
  purchaserEmail: z.string().nullable(),
  accountName: z.string().nullable(),
  aiGatewayTokenId: z.string().nullable(),
  aiGatewayInputTokens: z.number().int().nonnegative().nullable(),
  aiGatewayOutputTokens: z.number().int().nonnegative().nullable(),
  aiGatewayLimitTokens: z.number().int().nonnegative().nullable(),
});

export type License = z.infer<typeof licenseSchema>;
export type LicenseAdministratorHistoryEntry = z.infer<typeof licenseAdministratorHistoryEntrySchema>;
