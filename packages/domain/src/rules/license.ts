import {
  addMonths,
  asUsDate,
  compareUsDates,
  formatUsDate,
  oneYearAfter,
  requireUsDate,
  wholeMonthsBetween,
} from './us-date.ts';

export const LICENSE_STATUSES = ['Active', 'Expired'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/** The grid's "ending within" periods, in days from today (`expiringWithinDays`): packs not yet ended that end by then. */
export const EXPIRING_WITHIN_DAYS = [30, 60, 90] as const;
export type ExpiringWithinDays = (typeof EXPIRING_WITHIN_DAYS)[number];

export const LICENSE_TYPES = ['Trial', 'Full'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/** A license is Active through its last day, Expired from the day after. */
export function licenseStatus(endDate: string, today: string): LicenseStatus {
  return compareUsDates(endDate, today) >= 0 ? 'Active' : 'Expired';
}

/** Whole days from `today` to `endDate` (both MM/DD/YYYY): 0 on the last day, negative once it has passed. */
export function daysUntil(endDate: string, today: string): number {
  const dayNumber = (text: string) => {
    const { year, month, day } = requireUsDate(text);
    return Date.UTC(year, month - 1, day) / 86_400_000;
  };
  return dayNumber(endDate) - dayNumber(today);
}

/** The grid's "ending within" filter: a pack not yet ended whose end date is at most `days` days from today. */
export function endsWithin(endDate: string, today: string, days: number): boolean {
  const left = daysUntil(endDate, today);
  return left >= 0 && left <= days;
}

export function licenseType(trial: boolean): LicenseType {
  return trial ? 'Trial' : 'Full';
}

export interface NewLicenseDefaults {
  userCount: number;
  startDate: string;
  endDate: string;
}

/** Spec §4/§9: one user, starting today (MM/DD/YYYY, or a Date's local day), ending one year later. */
export function defaultNewLicense(today: string | Date): NewLicenseDefaults {
  const startDate = asUsDate(today);
  return { userCount: 1, startDate, endDate: oneYearAfter(startDate) };
}

export interface LicensePeriod {
  startDate: string;
  endDate: string;
}

export interface RenewalPeriod extends LicensePeriod {
  /** How many months the renewal adds: a positive multiple of 12. */
  months: number;
}

/** Spec §4: the old duration in whole months when it is a (positive) multiple of 12, otherwise 12. */
export function renewalMonths(old: LicensePeriod): number {
  const duration = wholeMonthsBetween(requireUsDate(old.startDate), requireUsDate(old.endDate));
  return duration > 0 && duration % 12 === 0 ? duration : 12;
}

/** The renewed period starts on the old end date (spec §2.5) and runs for renewalMonths. */
export function renewalPeriod(old: LicensePeriod): RenewalPeriod {
  const months = renewalMonths(old);
  const startDate = formatUsDate(requireUsDate(old.endDate));
  return { startDate, endDate: formatUsDate(addMonths(requireUsDate(old.endDate), months)), months };
}

/** Spec §4: a renewal cannot shrink a pack below the users already assigned to it. */
export function isRenewalBlocked(assignedUsers: number, requestedUserCount: number): boolean {
  return assignedUsers > requestedUserCount;
}
