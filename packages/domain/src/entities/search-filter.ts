import { z } from 'zod';
import { LICENSE_STATUSES, LICENSE_TYPES } from '../rules/license.ts';

/** '' means "any" in the grid's type and status filters. */
export const licenseTypeFilterSchema = z.enum(['', ...LICENSE_TYPES]);
export const licenseStatusFilterSchema = z.enum(['', ...LICENSE_STATUSES]);

/** Spec §3 "Search filter" of the license grid; productId 0 means every product. */
export const searchFilterSchema = z.object({
  emailPart: z.string(),
  type: licenseTypeFilterSchema,
  status: licenseStatusFilterSchema,
  productId: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  pageNumber: z.number().int().positive(),
  filter: z.object({ name: z.string().optional() }).optional(),
});

export type SearchFilter = z.infer<typeof searchFilterSchema>;
export type LicenseTypeFilter = z.infer<typeof licenseTypeFilterSchema>;
export type LicenseStatusFilter = z.infer<typeof licenseStatusFilterSchema>;
