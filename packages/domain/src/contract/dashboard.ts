import { z } from 'zod/mini';
import { bigCountSchema, countSchema } from '../entities/bounds.ts';
import { EXPIRING_WITHIN_DAYS } from '../rules/license.ts';
import { defineCall } from './define.ts';

/** How long an assigned seat goes unused before Seats at a glance counts it idle. */
export const IDLE_SEAT_DAYS = 30;

/** Whose packs the figures count: every pack (administrators), or the packs the reader administers. */
export const DASHBOARD_SCOPES = ['all', 'managed'] as const;

/** A product's seats in its active packs (status Active: not yet ended). */
export const dashboardProductSchema = z.object({
  productId: z.number().check(z.int(), z.positive()),
  name: z.string(),
  packs: countSchema,
  /** Sums over packs: each pack holds up to an `integer` of seats, so their sum may exceed one. */
  seatsBought: bigCountSchema,
  seatsUsed: bigCountSchema,
  /** Assigned seats whose last use (or, never used, whose assignment) is IDLE_SEAT_DAYS days old or more. */
  seatsIdle: bigCountSchema,
});

/** Active packs that end within `withinDays` days (the license grid's `expiring` filter), and their seats. */
export const dashboardExpiringSchema = z.object({
  withinDays: z.literal(EXPIRING_WITHIN_DAYS),
  packs: countSchema,
  seats: bigCountSchema,
});

/** Seats at a glance: seats by product, packs ending soon and idle seats, as counted today by the database. */
export const dashboardSchema = z.object({
  scope: z.enum(DASHBOARD_SCOPES),
  /** The database's today (YYYY-MM-DD): the day Active, the periods and idleness are reckoned from. */
  today: z.string(),
  /** Products with at least one active pack, by product id. */
  products: z.array(dashboardProductSchema),
  /** One entry per period of EXPIRING_WITHIN_DAYS, shortest first; each period includes the shorter ones. */
  expiring: z.array(dashboardExpiringSchema),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardProduct = z.infer<typeof dashboardProductSchema>;
export type DashboardExpiring = z.infer<typeof dashboardExpiringSchema>;

/** Seats at a glance, for the home of administrators and pack managers: not in spec §7, designed whole. */
export const dashboardCalls = {
  dashboard: defineCall({
    method: 'GET',
    path: '/api/Dashboard',
    summary:
      'Seats at a glance: seats used and bought by product, packs ending within 30, 60 and 90 days, and seats idle ' +
      'for 30 days or more, over active packs (administrators: every pack; pack managers: the packs they administer).',
    response: dashboardSchema,
    designed: ['path'],
  }),
} as const;
