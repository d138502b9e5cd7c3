import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { Outbox, OutgoingMessage } from '../db/outbox.ts';

/**
 * Queues e-mail and SMS in the outbox, from where the senders deliver them (lib/delivery.ts). Given the caller's
 * transaction, the message is queued in it: sent only if what caused it commits, and never lost once it has.
 */
export interface Messenger {
  send(message: OutgoingMessage, within?: Queryable): Promise<void>;
}

export function createMessenger(options: { outbox: Outbox; log: FastifyBaseLogger }): Messenger {
  return {
    async send(message, within) {
      await options.outbox.add(message, within);
      // Never the body: it carries reset links and codes.
      options.log.info(
        { channel: message.channel, to: message.to, subject: message.subject },
        'message queued in the outbox',
      );
    },
  };
}
