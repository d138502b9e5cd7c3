import { areUsagesAvailable, productName, reminderMessages } from '@license-console/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Outbox } from '../../db/outbox.ts';
import { createReminderRepository, type DueReminder } from './repository.ts';

/** How often a process looks for reminders due unless told: each hour, so a day's reminders go out early in it. */
export const REMINDER_INTERVAL_MS = 60 * 60_000;
/** How many reminders one transaction records and queues: a pass over many packs commits as it goes. */
const BATCH = 200;

export interface ReminderOptions {
  db: Database;
  outbox: Outbox;
  log: FastifyBaseLogger;
  /** The console's address as users reach it, for the link to the pack. */
  publicUrl: string;
  /** REMINDER_DAYS: how many days before a pack's end its administrator is reminded. */
  days: readonly number[];
  /** What time it is; the day reminders are reckoned from is its date in UTC (tests hand in their own). */
  clock?: () => Date;
  intervalMs?: number;
}

export interface Reminders {
  /** One pass now, after the one under way if any: answers how many reminders this process queued. */
  runOnce(): Promise<number>;
  /** No further pass; resolves once the one under way has ended. */
  stop(): Promise<void>;
}

/** The day of an instant in UTC, as YYYY-MM-DD. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The page a reminder links to: the pack's users, or, for a product whose users are not managed here (On-Prem), the
 * grid showing the administrator's packs of that product.
 */
function packLink(publicUrl: string, reminder: DueReminder): string {
  if (!areUsagesAvailable(reminder.productId))
    return `${publicUrl}/Licenses?email=${encodeURIComponent(reminder.administrator)}&product=${reminder.productId}`;
  return `${publicUrl}/license-usage/${encodeURIComponent(reminder.publicId)}`;
}

/**
 * The reminders before packs end: a pass at start and every `intervalMs`, each recording the reminders due and
 * queueing their mails in the outbox, in one transaction per batch. The processes of a cluster all run it, and one
 * sends: a pass first takes a transaction's advisory lock, and a process that finds it taken leaves the pass to its
 * holder. Even without it, the record's unique key (pack, threshold, end date) lets a reminder be queued once only,
 * whatever restarts in between.
 */
export function startReminders(options: ReminderOptions): Reminders {
  const { db, outbox, log } = options;
  const clock = options.clock ?? (() => new Date());
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  /** One batch in one transaction; null when another process holds the lock. */
  async function batch(today: string): Promise<{ found: number; queued: number } | null> {
    return db.transaction(async (tx) => {
      const reminders = createReminderRepository(tx);
      if (!(await reminders.tryLock())) return null;
      const due = await reminders.due(today, options.days, BATCH);
      let queued = 0;
      for (const reminder of due) {
        if (!(await reminders.record(reminder))) continue;
        const facts = {
          product: productName(reminder.productId) || reminder.productName,
          administrator: reminder.administrator,
          endDate: reminder.endDate,
          daysLeft: reminder.daysLeft,
          link: packLink(options.publicUrl, reminder),
        };
        const outboxId = await outbox.add(
          {
            channel: 'email',
            to: reminder.administrator,
            subject: reminderMessages.mail.subject(facts),
            text: reminderMessages.mail.text(facts),
          },
          tx,
        );
        await reminders.linkMail(reminder, outboxId);
        queued += 1;
      }
      return { found: due.length, queued };
    });
  }

  /** A pass: its first batch whatever happens meanwhile, then further batches until nothing is due or it is stopped. */
  async function pass(): Promise<number> {
    const today = dayOf(clock());
    let queued = 0;
    for (;;) {
      const done = await batch(today);
      if (done === null) break;
      queued += done.queued;
      if (done.found < BATCH || stopped) break;
    }
    if (queued > 0) log.info({ count: queued, day: today }, 'expiry reminders queued in the outbox');
    return queued;
  }

  /** A pass asked for before the stop runs (after the one under way); one asked for after it does nothing. */
  function runOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    running = running.then(pass, pass);
    return running;
  }

  /** A pass, then the next one `intervalMs` later; a failed pass is logged and the next one tries again. */
  function tick() {
    runOnce()
      .catch((error: unknown) => {
        // The database is away for a moment: what is due stays due, the next pass finds it.
        log.warn({ err: error }, 'the expiry reminders could not be sent this time');
      })
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, options.intervalMs ?? REMINDER_INTERVAL_MS);
        timer.unref();
      });
  }
  tick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => 0);
    },
  };
}
