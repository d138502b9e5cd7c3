import type { OutgoingMessage } from '../lib/messenger.ts';
import type { Queryable } from './database.ts';

export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The outbox table: e-mail and SMS kept instead of sent when no provider is configured (the demo and the tests). */
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
