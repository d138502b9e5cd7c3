import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Channel, ClaimedMessage, Outbox } from '../db/outbox.ts';
import { type SmsProvider, smsSender } from './sms.ts';

/** How a failed message is tried again. */
export interface RetrySettings {
  /** The wait after the first failed attempt; each further failure doubles it… */
  firstRetryMs: number;
  /** …up to this. */
  maxRetryMs: number;
  /** After this many attempts a message has failed for good: administrators see it and may retry it. */
  maxAttempts: number;
}

/**
 * Retries 5, 10 and 20 s apart, then every 30 s, so a mail arrives within 30 s of the SMTP server coming back; 243
 * attempts span about two hours, so an outage that long loses no mail.
 */
export const DEFAULT_RETRY: RetrySettings = { firstRetryMs: 5_000, maxRetryMs: 30_000, maxAttempts: 243 };

/** Every send is abandoned by then (its SMTP connection closed, its request aborted), well within the lease. */
export const SEND_DEADLINE_MS = 90_000;
/** Longer than any send may take (SEND_DEADLINE_MS): a claimed message is no other's before. */
const LEASE_MS = 2 * 60_000;
/** How many messages one sender sends at once. */
const BATCH = 10;
/** A sender looks again at least this often, should a notification be missed (a lost listening connection). */
const POLL_MS = 30_000;
const MIN_WAIT_MS = 50;

export interface DeliveryOptions {
  db: Database;
  outbox: Outbox;
  log: FastifyBaseLogger;
  smtpUrl?: string | undefined;
  mailFrom: string;
  sms?: SmsProvider | undefined;
  retry?: RetrySettings | undefined;
  /** SEND_DEADLINE_MS unless told (shorter in tests). */
  sendDeadlineMs?: number | undefined;
}

type Send = (message: ClaimedMessage, signal: AbortSignal) => Promise<void>;

/** The wait before the next attempt of a message that has failed `attempts` times. */
export function retryDelayMs(attempts: number, retry: RetrySettings): number {
  return Math.min(retry.maxRetryMs, retry.firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * This process's sender: it claims the due messages of the channels that have a provider, sends them, and records
 * each outcome. It wakes when a message is queued (the outbox's notification), when the next retry is due, and at
 * least every POLL_MS. Every state lives in the outbox, so a restart resumes where the last process stopped; a
 * channel without a provider is left alone, its messages readable at the development outbox.
 */
export async function startDelivery(options: DeliveryOptions): Promise<{ stop(): Promise<void> }> {
  const retry = options.retry ?? DEFAULT_RETRY;
  const deadlineMs = options.sendDeadlineMs ?? SEND_DEADLINE_MS;
  /** Aborted by stop: the sends under way end at once instead of holding the server's shutdown. */
  const stopping = new AbortController();
  const senders = new Map<Channel, Send>();
  if (options.smtpUrl) {
    // Loaded only where mail is sent over SMTP: it costs a start about 100 ms.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    senders.set('email', async (message, signal) => {
      // nodemailer's timeouts are idle ones: a server that answers slowly but steadily is only stopped by the signal.
      await transport.sendMail({
        from: options.mailFrom,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        signal,
      });
    });
    stopping.signal.addEventListener('abort', () => transport.close(), { once: true });
  }
  if (options.sms) {
    const send = smsSender(options.sms);
    senders.set('sms', (message, signal) => send(message.recipient, message.body, signal));
  }
  const channels = [...senders.keys()];
  if (channels.length === 0) return { stop: async () => {} };

  const { outbox, log } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliver(message: ClaimedMessage) {
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(deadlineMs)]);
    try {
      await senders.get(message.channel)!(message, signal);
    } catch (error) {
      const reason = stopping.signal.aborted
        ? 'the server stopped during the send'
        : signal.aborted
          ? `no answer within ${deadlineMs / 1000} s`
          : error instanceof Error
            ? error.message
            : String(error);
      await outbox.markFailedAttempt(message, reason, retryDelayMs(message.attempts, retry), retry.maxAttempts);
      log.warn(
        { id: message.id, channel: message.channel, attempts: message.attempts, reason },
        message.attempts >= retry.maxAttempts ? 'message failed for good' : 'message not sent; it will be retried',
      );
      return;
    }
    try {
      await outbox.markSent(message);
    } catch (error) {
      // The provider has it: counted as a failed attempt it would go again within seconds. Left as claimed it is
      // due again only when its lease ends, and goes a second time only because its sending could not be recorded.
      log.error({ err: error, id: message.id, channel: message.channel }, 'message sent but not marked sent');
      return;
    }
    log.info({ id: message.id, channel: message.channel, to: message.recipient }, 'message sent');
  }

  async function pass(): Promise<number | null> {
    const expired = await outbox.expire(channels);
    if (expired > 0) log.info({ count: expired }, 'expired messages dropped unsent');
    for (;;) {
      const batch = await outbox.claim(channels, BATCH, LEASE_MS);
      await Promise.all(batch.map(deliver));
      if (batch.length < BATCH || stopped) break;
    }
    return outbox.nextDueInMs(channels);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      let nextMs: number | null = POLL_MS;
      do {
        again = false;
        try {
          nextMs = await pass();
        } catch (error) {
          // The database is away for a moment: the messages wait in it, the next look finds them.
          log.warn({ err: error }, 'the sender could not read the outbox');
          nextMs = POLL_MS;
        }
      } while (again && !stopped);
      running = null;
      if (stopped) return;
      // Not at once even when a message is due: another process has it claimed, and its lease is about to show.
      timer = setTimeout(wake, Math.max(MIN_WAIT_MS, Math.min(POLL_MS, nextMs ?? POLL_MS)));
      timer.unref();
    })();
  }

  const unlisten = await options.db.listen(
    'outbox',
    (channel) => {
      if (senders.has(channel as Channel)) wake();
    },
    (listening) => {
      if (listening) wake();
    },
  );
  wake();
  return {
    /** Abandons the sends under way (each is tried again later) and stops; what is left waits in the outbox for the next process. */
    async stop() {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      await unlisten();
      await running;
    },
  };
}
