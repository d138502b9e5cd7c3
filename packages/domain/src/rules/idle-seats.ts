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
