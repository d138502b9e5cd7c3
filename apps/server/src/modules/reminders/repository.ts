import type { Queryable } from '../../db/database.ts';

/** A reminder that is due: its pack, the threshold it is for, and what its mail names. */
export interface DueReminder {
  licenseId: number;
  publicId: string;
  productId: number;
  /** The product's name as the database holds it (the mail prefers the console's own name of it). */
  productName: string;
  administrator: string;
  /** YYYY-MM-DD, as the reminder is recorded under. */
  endDay: string;
  /** MM/DD/YYYY, as the mail shows it. */
  endDate: string;
  daysLeft: number;
  threshold: number;
}

/** Any other key would do: two processes only need to agree on this one (the migrations' lock is 4_207_311). */
export const REMINDER_LOCK = 4_207_312;

/** Every statement on reminders, over the database or the transaction of one pass. */
export function createReminderRepository(db: Queryable) {
  return {
    /**
     * Takes the reminders' lock until the transaction ends, unless another process holds it: then false, and that
     * process sends what is due (pg_try_advisory_xact_lock, which PGlite has as PostgreSQL does).
     */
    async tryLock(): Promise<boolean> {
      const [row] = await db.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [
        REMINDER_LOCK,
      ]);
      return row?.locked === true;
    },

    /**
     * The reminders due on `today` (YYYY-MM-DD), oldest end date first, at most `limit`: the packs not yet ended that
     * end within the largest threshold, of administrators who have not turned reminders off, merged packs left out.
     * A pack is due for the smallest threshold at or above its days left, unless that one was sent for its end date:
     * as the days pass its threshold only goes down, so a threshold passed while no server ran is not sent late,
     * and a pack that starts close to its end gets the one reminder that fits.
     */
    async due(today: string, thresholds: readonly number[], limit: number): Promise<DueReminder[]> {
      const rows = await db.query<DueReminder>(
        `select l.id::float8 as "licenseId", l.public_id as "publicId", l.product_id as "productId",
                p.name as "productName", m.email as administrator, l.end_date::text as "endDay",
                to_char(l.end_date, 'MM/DD/YYYY') as "endDate", (l.end_date - $1::date) as "daysLeft", t.threshold
           from licenses l
           join users m on m.id = l.manager_id
           join products p on p.id = l.product_id
           cross join lateral (
             select min(d) as threshold from unnest($2::int[]) d where d >= l.end_date - $1::date
           ) t
          where l.end_date >= $1::date and l.end_date <= $1::date + $3::int
            and l.merged_into is null and m.expiry_reminders
            and not exists (select 1 from license_reminders r
                             where r.license_id = l.id and r.threshold_days = t.threshold and r.end_date = l.end_date)
          order by l.end_date, l.id
          limit $4`,
        [today, thresholds, Math.max(...thresholds), limit],
      );
      return rows.map((row) => ({ ...row, licenseId: Number(row.licenseId) }));
    },

    /** Records a reminder as sent; false when it already was (the unique key), and then nothing is to be mailed. */
    async record(reminder: DueReminder): Promise<boolean> {
      const rows = await db.query(
        `insert into license_reminders (license_id, threshold_days, end_date) values ($1, $2, $3::date)
         on conflict do nothing returning license_id`,
        [reminder.licenseId, reminder.threshold, reminder.endDay],
      );
      return rows.length > 0;
    },

    /** Ties a recorded reminder to its queued mail, which a later change of the end date drops (migration 0021). */
    async linkMail(reminder: DueReminder, outboxId: number): Promise<void> {
      await db.query(
        `update license_reminders set outbox_id = $4
          where license_id = $1 and threshold_days = $2 and end_date = $3::date`,
        [reminder.licenseId, reminder.threshold, reminder.endDay, outboxId],
      );
    },

    /** My Profile's opt-out: whether the account gets the reminders of the packs it administers. */
    async saveChoice(userId: number, expiryReminders: boolean): Promise<void> {
      await db.query(
        'update users set expiry_reminders = $2, modified_at = now() where id = $1 and expiry_reminders <> $2',
        [userId, expiryReminders],
      );
    },
  };
}
