import { z } from 'zod/mini';
import { messages } from '../messages.ts';
import { reminderMessages } from '../messages-reminders.ts';
import { LICENSE_STATUSES, LICENSE_TYPES } from '../rules/license.ts';
import { countSchema, emailTextSchema, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, wholeNumber } from './bounds.ts';

/** '' means "any" in the grid's type and status filters. */
export const licenseTypeFilterSchema = z.enum(['', ...LICENSE_TYPES]);
export const licenseStatusFilterSchema = z.enum(['', ...LICENSE_STATUSES]);

/** The grid's "ending within" periods, in days from today (`expiringWithinDays`): packs not yet ended that end by then. */
export const EXPIRING_WITHIN_DAYS = [30, 60, 90] as const;
export type ExpiringWithinDays = (typeof EXPIRING_WITHIN_DAYS)[number];
export const expiringWithinDaysSchema = z.literal(EXPIRING_WITHIN_DAYS, { error: reminderMessages.expiringInvalid });

/**
 * The license grid's columns a list can be ordered by (`sortBy`): PRODUCT, EMAIL, VALID FROM, VALID UNTIL and #USERS.
 * TYPE and STATUS are not: each has two values, which its filter picks, and STATUS follows VALID UNTIL.
 */
export const LICENSE_SORT_COLUMNS = ['product', 'email', 'validFrom', 'validUntil', 'users'] as const;
export type LicenseSortColumn = (typeof LICENSE_SORT_COLUMNS)[number];
export const licenseSortColumnSchema = z.enum(LICENSE_SORT_COLUMNS, { error: messages.licenseGrid.sortByInvalid });

/** A list's direction (`sortDirection`): ascending (A to Z, oldest, fewest first) or descending. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
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
