import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database.ts';

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

export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export function createOutbox(db: Queryable) {
  return {
    async add(message: OutgoingMessage) {
      await db.query('insert into outbox (channel, recipient, subject, body) values ($1, $2, $3, $4)', [
        message.channel,
        message.to,
        message.subject,
        message.text,
      ]);
    },
    /** Newest first. */
    async list(limit = 50): Promise<OutboxEntry[]> {
      const rows = await db.query<OutboxEntry>(
        `select id, channel, recipient, subject, body, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
           from outbox order by id desc limit $1`,
        [limit],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

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
