import { z } from 'zod/mini';
import * as reminderMessages from '../messages/reminders.ts';
import * as messages from '../messages/sections.ts';
import { EXPIRING_WITHIN_DAYS, LICENSE_STATUSES, LICENSE_TYPES } from '../rules/license.ts';
import { LICENSE_SORT_COLUMNS, SORT_DIRECTIONS } from '../rules/license-sort.ts';
import { countSchema, emailTextSchema, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, wholeNumber } from './bounds.ts';

/** '' means "any" in the grid's type and status filters. */
export const licenseTypeFilterSchema = z.enum(['', ...LICENSE_TYPES]);
export const licenseStatusFilterSchema = z.enum(['', ...LICENSE_STATUSES]);

export const expiringWithinDaysSchema = z.literal(EXPIRING_WITHIN_DAYS, { error: reminderMessages.expiringInvalid });

export const licenseSortColumnSchema = z.enum(LICENSE_SORT_COLUMNS, { error: messages.licenseGrid.sortByInvalid });

export const sortDirectionSchema = z.enum(SORT_DIRECTIONS, { error: messages.licenseGrid.sortDirectionInvalid });

/** Spec §3 "Search filter" of the license grid; productId 0 means every product. */
export const searchFilterSchema = z.object({
  emailPart: emailTextSchema,
  type: licenseTypeFilterSchema,
  status: licenseStatusFilterSchema,
  productId: countSchema,
  pageSize: wholeNumber(1, MAX_PAGE_SIZE),
  pageNumber: wholeNumber(1, MAX_PAGE_NUMBER),
  filter: z.optional(z.object({ name: z.optional(emailTextSchema) })),
});

export type SearchFilter = z.infer<typeof searchFilterSchema>;
export type LicenseTypeFilter = z.infer<typeof licenseTypeFilterSchema>;
export type LicenseStatusFilter = z.infer<typeof licenseStatusFilterSchema>;
