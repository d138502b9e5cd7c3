import type { Dashboard } from '@license-console/domain';
import type { Database } from '../../db/database.ts';

/** The answer's rows, as the statements below build it. */
type DashboardRow = Omit<Dashboard, 'scope'>;

/**
 * The answer built from three relations each statement defines first: `totals` (product_id, packs, bought, used) of
 * the active packs, `idle` (product_id, seats) and `ending` (days, packs, seats) for each period of the grid's
 * `expiring` filter. Products by id, periods shortest first.
 */
const ANSWER = `
  select to_char(current_date, 'YYYY-MM-DD') as today,
         coalesce((select json_agg(json_build_object(
                            'productId', p.id, 'name', p.name, 'packs', t.packs, 'seatsBought', t.bought,
                            'seatsUsed', t.used, 'seatsIdle', coalesce(i.seats, 0)) order by p.id)
                     from totals t join products p on p.id = t.product_id
                     left join idle i on i.product_id = t.product_id
                    where t.packs > 0), '[]'::json) as products,
         (select json_agg(json_build_object('withinDays', e.days, 'packs', e.packs, 'seats', e.seats) order by e.days)
            from ending e) as expiring`;

/** The periods of the grid's `expiring` filter (EXPIRING_WITHIN_DAYS), as SQL. */
const PERIODS = 'unnest(array[30, 60, 90]) d(days)';

/**
 * Every pack, from the totals the database keeps (migration 0024): the rows of pack totals from today on and the idle
 * steps up to today, a few thousand at most. Also answers how many rows both tables hold, so the service can fold
 * them when they have grown.
 */
const ALL_PACKS = `
  with kept as (select product_id, end_date, packs, seats_bought, seats_used from dashboard_pack_totals
                 where end_date >= current_date),
       totals as (select product_id, sum(packs) as packs, sum(seats_bought) as bought, sum(seats_used) as used
                    from kept group by product_id),
       idle as (select product_id, sum(seats) as seats from dashboard_idle_steps
                 where day <= current_date group by product_id),
       ending as (select d.days, coalesce(sum(k.packs), 0) as packs, coalesce(sum(k.seats_bought), 0) as seats
                    from ${PERIODS} left join kept k on k.end_date <= current_date + d.days group by d.days)
  ${ANSWER},
         (select count(*) from dashboard_pack_totals)::int + (select count(*) from dashboard_idle_steps)::int as rows`;

/**
 * The packs one user administers, read from the packs and their usages (licenses_manager_end_id, then each pack's
 * usages by license_usages_license_order), by the same rules as the kept totals. Also answers whether the user
 * administers any pack at all, ended or not.
 */
const MANAGED_PACKS = `
  with packs as (select l.id, l.product_id, l.user_count, l.used_count, l.end_date from licenses l
                  where l.manager_id = $1 and l.end_date >= current_date),
       totals as (select product_id, count(*) as packs, sum(user_count) as bought, sum(used_count) as used
                    from packs group by product_id),
       idle as (select p.product_id, count(*) as seats from packs p join license_usages u on u.license_id = p.id
                 where coalesce(u.last_usage, u.created_at)::date + 30 <= current_date group by p.product_id),
       ending as (select d.days, count(p.id) as packs, coalesce(sum(p.user_count), 0) as seats
                    from ${PERIODS} left join packs p on p.end_date <= current_date + d.days group by d.days)
  ${ANSWER},
         exists (select 1 from licenses where manager_id = $1) as manages`;

/** Seats at a glance's reads, and the upkeep of the totals the database keeps for them. */
export function createDashboardRepository(db: Database) {
  return {
    /** Every pack's figures (one statement), and how many rows the kept totals hold. */
    async allPacks(): Promise<DashboardRow & { rows: number }> {
      const [row] = await db.query<DashboardRow & { rows: number }>(ALL_PACKS, [], {
        prepare: { name: 'dashboard_all', plan: 'generic' },
      });
      return row!;
    },

    /** The figures of the packs a user administers (one statement), and whether they administer any. */
    async managedPacks(userId: number): Promise<DashboardRow & { manages: boolean }> {
      const [row] = await db.query<DashboardRow & { manages: boolean }>(MANAGED_PACKS, [userId], {
        prepare: { name: 'dashboard_managed', plan: 'generic' },
      });
      return row!;
    },

    /**
     * Folds the kept totals (dashboard_compact), unless another process is folding them: answers the rows left, or
     * null when it left them to that process.
     */
    async compact(): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [lock] = await tx.query<{ locked: boolean }>(
          "select pg_try_advisory_xact_lock(hashtext('dashboard_compact')) as locked",
        );
        if (!lock?.locked) return null;
        await tx.query('select dashboard_compact()');
        const [count] = await tx.query<{ rows: number }>(
          'select (select count(*) from dashboard_pack_totals)::int + (select count(*) from dashboard_idle_steps)::int as rows',
        );
        return count!.rows;
      });
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
