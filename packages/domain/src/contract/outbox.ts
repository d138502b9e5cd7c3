import { z } from 'zod/mini';
import { countSchema, INT32_MAX, wholeNumberFromText } from '../entities/bounds.ts';
import { defineCall } from './define.ts';
import { okResponseSchema } from './shared.ts';

/** The channels a message goes out on. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;

/**
 * An e-mail or SMS that failed for good (every attempt refused), as administrators see it: to whom, what, how often
 * it was tried and why it failed; never its body, which carries codes and links. designed.
 */
export const failedMessageSchema = z.object({
  /** The outbox's own id, as Retry takes it. */
  id: z.number().check(z.int(), z.positive(), z.lte(INT32_MAX)),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  attempts: countSchema,
  /** The provider's answer to the last attempt, as it gave it. */
  lastError: z.string(),
  /** When the message was queued: an ISO 8601 instant. */
  createdAt: z.string(),
  /** When it was last tried: an ISO 8601 instant. */
  lastAttemptAt: z.string(),
});

export type FailedMessage = z.infer<typeof failedMessageSchema>;

/** The outbox's messages that failed for good, for administrators: not in spec §7, designed whole. */
export const outboxCalls = {
  failedMessages: defineCall({
    method: 'GET',
    path: '/api/Outbox/Failed',
    summary: 'Every e-mail and SMS that failed for good, newest first, without its body (administrators).',
    response: z.array(failedMessageSchema),
    designed: ['path'],
  }),
  retryMessage: defineCall({
    method: 'POST',
    path: '/api/Outbox/{id}/Retry',
    summary: 'Queues a message that failed for good again, with fresh attempts (administrators).',
    params: z.object({ id: wholeNumberFromText(1, INT32_MAX) }),
    response: okResponseSchema,
    designed: ['path'],
  }),
} as const;
