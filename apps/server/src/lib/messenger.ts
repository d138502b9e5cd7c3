import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Outbox } from '../db/outbox.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail and SMS. Without a provider, messages land in the outbox table and the log for the demo and tests. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

export function createMessenger(options: {
  outbox: Outbox;
  smtpUrl?: string | undefined;
  from?: string;
  log: FastifyBaseLogger;
}): Messenger {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const from = options.from ?? 'License Console <no-reply@license-console.example>';
  return {
    async send(message) {
      if (message.channel === 'email' && transport) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        options.log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
        return;
      }
      await options.outbox.add(message);
      // Never the body: it carries reset links and codes. The development outbox (/dev/outbox) shows it.
      options.log.info(
        { channel: message.channel, to: message.to, subject: message.subject },
        'message queued in the outbox',
      );
    },
  };
}
