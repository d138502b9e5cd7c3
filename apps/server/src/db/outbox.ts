import type { Queryable } from './database.ts';

/** An e-mail or SMS as the services hand it to the messenger (lib/messenger.ts), which queues it here. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** The lifetime of the code or link it carries: once it has passed, the message is never sent. */
  expiresInMinutes?: number;
}

export type Channel = OutgoingMessage['channel'];

export interface OutboxEntry {
  id: number;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** A message a sender has claimed: its attempt is counted and no other sender takes it until the lease ends. */
export interface ClaimedMessage {
  id: number;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  /** When this claim was made, to the microsecond: with `attempts`, what tells this claim from a later one. */
  claimedAt: string;
}

/** The claim a sender records an outcome under: its message's id, attempt count and claim time. */
export type Claim = Pick<ClaimedMessage, 'id' | 'attempts' | 'claimedAt'>;

/** What Retry did: queued the message again, found its code or link expired, or found no such failed message. */
export type RetryOutcome = 'queued' | 'expired' | 'missing';

/** A message that failed for good, as administrators see it: never its body, which carries codes and links. */
export interface FailedMessage {
  id: number;
  channel: Channel;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string;
  createdAt: string;
  lastAttemptAt: string;
}

/** A row still under the claim given as $2 (its attempts) and $3 (its claim time). */
const SAME_CLAIM = 'attempts = $2 and last_attempt_at = $3::timestamptz';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The outbox table: every e-mail and SMS, written in the transaction that causes it, then sent by the senders
 * (lib/delivery.ts). Without a provider for its channel a message stays queued there, for the demo and the tests.
 */
export function createOutbox(db: Queryable) {
  return {
    /** Queues a message, inside the caller's transaction when it gives one; answers its id. */
    async add(message: OutgoingMessage, within: Queryable = db): Promise<number> {
      const [row] = await within.query<{ id: number }>(
        `insert into outbox (channel, recipient, subject, body, expires_at)
         values ($1, $2, $3, $4, now() + make_interval(mins => $5::int)) returning id::float8 as id`,
        [message.channel, message.to, message.subject, message.text, message.expiresInMinutes ?? null],
      );
      return Number(row?.id);
    },
    /** Newest first. */
    async list(limit = 50): Promise<OutboxEntry[]> {
      const rows = await db.query<OutboxEntry>(
        `select id, channel, recipient, subject, body, ${ISO('created_at')} as "createdAt"
           from outbox order by id desc limit $1`,
        [limit],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    /** Marks the queued messages of these channels whose code or link has expired: they are never sent. */
    async expire(channels: readonly Channel[]): Promise<number> {
      const rows = await db.query(
        `update outbox set status = 'expired', body = ''
          where status = 'queued' and channel = any($1) and expires_at <= now() returning id`,
        [channels],
      );
      return rows.length;
    },

    /**
     * Claims up to `limit` due messages of these channels: each one's attempt is counted and it is not due again
     * until `leaseMs` has passed, so a sender that dies while sending leaves it to another. Rows another sender is
     * claiming at the same moment are skipped, not waited for.
     */
    async claim(channels: readonly Channel[], limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const rows = await db.query<ClaimedMessage>(
        `with due as (
           select id from outbox
            where status = 'queued' and channel = any($1) and next_attempt_at <= now()
              and (expires_at is null or expires_at > now())
            order by next_attempt_at, id
            limit $2
            for update skip locked
         )
         update outbox set attempts = attempts + 1, last_attempt_at = now(),
                next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
           from due where outbox.id = due.id
         returning outbox.id, channel, recipient, subject, body, attempts, last_attempt_at::text as "claimedAt"`,
        [channels, limit, leaseMs],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    /**
     * Sent: the body goes (it carries codes and links nobody needs any more). Only under the claim that sent it: a
     * sender whose lease ran out while it waited on its provider changes nothing of the newer claim's message.
     */
    async markSent(claim: Claim) {
      await db.query(
        `update outbox set status = 'sent', sent_at = now(), body = '', last_error = null
          where id = $1 and status = 'queued' and ${SAME_CLAIM}`,
        [claim.id, claim.attempts, claim.claimedAt],
      );
    },

    /**
     * A failed attempt: tried again after `retryMs` (the sender's backoff), or failed for good once the message
     * has had `maxAttempts`. Only under the claim that tried, as markSent.
     */
    async markFailedAttempt(claim: Claim, error: string, retryMs: number, maxAttempts: number) {
      await db.query(
        `update outbox set last_error = $4,
                status = case when attempts >= $6 then 'failed' else 'queued' end,
                next_attempt_at = now() + make_interval(secs => $5::double precision / 1000)
          where id = $1 and status = 'queued' and ${SAME_CLAIM}`,
        [claim.id, claim.attempts, claim.claimedAt, error, retryMs, maxAttempts],
      );
    },

    /** How long until the next queued message of these channels is due (0 when one is); null when none is queued. */
    async nextDueInMs(channels: readonly Channel[]): Promise<number | null> {
      const [row] = await db.query<{ ms: number | null }>(
        `select greatest(0, extract(epoch from min(next_attempt_at) - now()) * 1000)::float8 as ms
           from outbox where status = 'queued' and channel = any($1)`,
        [channels],
      );
      return row?.ms ?? null;
    },

    /** The messages that failed for good, newest first, without their bodies. */
    async failed(limit = 200): Promise<FailedMessage[]> {
      const rows = await db.query<FailedMessage>(
        `select id, channel, recipient, subject, attempts, coalesce(last_error, '') as "lastError",
                ${ISO('created_at')} as "createdAt", ${ISO('coalesce(last_attempt_at, created_at)')} as "lastAttemptAt"
           from outbox where status = 'failed' order by id desc limit $1`,
        [limit],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    /**
     * Puts a message that failed for good back in the queue with fresh attempts, unless its code or link has
     * expired: that one would only be dropped unsent, so it stays as it is.
     */
    async retry(id: number): Promise<RetryOutcome> {
      const queued = await db.query(
        `update outbox set status = 'queued', attempts = 0, next_attempt_at = now()
          where id = $1 and status = 'failed' and (expires_at is null or expires_at > now()) returning id`,
        [id],
      );
      if (queued.length > 0) return 'queued';
      const failed = await db.query("select id from outbox where id = $1 and status = 'failed'", [id]);
      return failed.length > 0 ? 'expired' : 'missing';
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** How many messages wait to be sent and how many failed for good: the outbox's depth, for monitoring. */
export async function outboxStats(db: Queryable): Promise<{ queued: number; failed: number }> {
  const [row] = await db.query<{ queued: number; failed: number }>(
    `select count(*) filter (where status = 'queued')::int as queued,
            count(*) filter (where status = 'failed')::int as failed
       from outbox where status in ('queued', 'failed')`,
  );
  return { queued: row?.queued ?? 0, failed: row?.failed ?? 0 };
}
