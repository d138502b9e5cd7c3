import { daysUntil } from './license.ts';

/** The thresholds offered first, in days; any other from 1 to MAX_IDLE_DAYS is a custom one. */
export const IDLE_DAYS_CHOICES = [30, 60, 90] as const;

/** The longest threshold: ten years. */
export const MAX_IDLE_DAYS = 3650;

/** What idleness is reckoned from: a seat's last use (MM/DD/YYYY) and the day it was assigned. */
export interface IdleFacts {
  lastUsage: string | null;
  assignedOn?: string | null | undefined;
}

/** The day a seat has been idle since: its last use, or, never used, its assignment; null when neither is known. */
export function idleSince(usage: IdleFacts): string | null {
  return usage.lastUsage ?? usage.assignedOn ?? null;
}

/**
 * Whether a seat has been idle for `days` days or more on `today` (MM/DD/YYYY): the server's rule, `(last use or
 * assignment)::date + days <= today`, both days in UTC. A seat with neither day known is not idle.
 */
export function isIdleFor(usage: IdleFacts, days: number, today: string): boolean {
  const since = idleSince(usage);
  return since !== null && daysUntil(today, since) >= days;
}

/** MM/DD/YYYY as a number that orders like the day (20260310), for sorting many seats without parsing each compare. */
function dayKey(usDate: string): number {
  const [month, day, year] = usDate.split('/');
  return Number(year) * 10_000 + Number(month) * 100 + Number(day);
}

/**
 * Seat holders in the order a smaller pack offers them up (the seat-shrink plan): the longest unused first.
 * Those who never used their seat come first, the earliest assigned (or of unknown assignment) first; then the
 * others, the oldest last use first. Holders alike keep the order they were given in (the order they were assigned).
 */
export function longestUnusedFirst<T extends IdleFacts>(usages: readonly T[]): T[] {
  const keyed = usages.map((usage, index) => ({
    usage,
    index,
    used: usage.lastUsage !== null,
    day: usage.lastUsage !== null ? dayKey(usage.lastUsage) : usage.assignedOn ? dayKey(usage.assignedOn) : 0,
  }));
  keyed.sort((a, b) => Number(a.used) - Number(b.used) || a.day - b.day || a.index - b.index);
  return keyed.map(({ usage }) => usage);
}
