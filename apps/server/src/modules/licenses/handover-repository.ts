import type { AdminHandover, AdminHandoverInvitation } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';

/** A handover found by its link, with what the accept path needs beyond the answer. */
export interface HandoverByToken extends Omit<AdminHandoverInvitation, 'forCurrentUser'> {
  id: number;
  licenseId: number;
  licensePublicId: string;
  requestedById: number | null;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A pending handover whose pack changed hands another way (an administrator's edit), was merged away, or whose
 * requester is gone no longer stands: it reads 'cancelled' and cannot be accepted or sent again.
 */
const STALE = '(l.manager_id is distinct from r.requested_by or l.merged_into is not null)';

/** A handover as the API answers it; a pending one past its end reads 'expired' (the database's clock decides). */
const HANDOVER_COLUMNS = `
  case when r.state <> 'pending' then r.state
       when ${STALE} then 'cancelled'
       when r.expires_at <= now() then 'expired'
       else 'pending' end as status,
  q.email as "requestedBy",
  r.new_admin_email as "newAdminEmail",
  ${iso('r.created_at')} as "requestedAt",
  ${iso('r.sent_at')} as "sentAt",
  ${iso('r.expires_at')} as "expiresAt"`;

const HANDOVER_JOINS = `
  join licenses l on l.id = r.license_id
  left join users q on q.id = r.requested_by`;

/**
 * Every statement on license administrator handovers (license_admin_requests). Changes are meant to run inside a
 * transaction that holds the pack's row lock: every path takes the pack's lock before a handover's, so two of them
 * never wait on each other in opposite order.
 */
export function createHandoverRepository(db: Queryable) {
  return {
    /** The pack's pending handover (expired or not), or null when none stands. */
    async pending(licensePublicId: string): Promise<AdminHandover | null> {
      const [row] = await db.query<AdminHandover>(
        `select ${HANDOVER_COLUMNS} from license_admin_requests r ${HANDOVER_JOINS}
          where l.public_id = $1 and r.state = 'pending' and not ${STALE}`,
        [licensePublicId],
      );
      return row ?? null;
    },

    /** The handover a link's token hash names, with its pack; `lock` holds its row until the transaction ends. */
    async byToken(tokenHash: string, options: { lock?: boolean } = {}): Promise<HandoverByToken | null> {
      const [row] = await db.query<HandoverByToken>(
        `select r.id::float8 as id, r.license_id::float8 as "licenseId", l.public_id as "licensePublicId",
                r.requested_by::float8 as "requestedById", ${HANDOVER_COLUMNS},
                l.product_id as "productId", l.user_count as "userCount",
                to_char(l.start_date, 'MM/DD/YYYY') as "startDate", to_char(l.end_date, 'MM/DD/YYYY') as "endDate"
           from license_admin_requests r ${HANDOVER_JOINS}
          where r.token_hash = $1 ${options.lock ? 'for update of r' : ''}`,
        [tokenHash],
      );
      return row ?? null;
    },

    /**
     * Ends the pack's pending handover, if any: cancelled, or expired when past its end; its link stops working.
     * Answers the address it was for, or null when there was none.
     */
    async close(licenseId: number, decidedBy: number): Promise<string | null> {
      const [row] = await db.query<{ email: string }>(
        `update license_admin_requests
            set state = case when expires_at <= now() then 'expired' else 'cancelled' end,
                decided_at = now(), decided_by = $2
          where license_id = $1 and state = 'pending'
          returning new_admin_email as email`,
        [licenseId, decidedBy],
      );
      return row?.email ?? null;
    },

    /** The new administrator took the pack: the handover is spent. */
    async accept(id: number, userId: number): Promise<void> {
      await db.query(
        "update license_admin_requests set state = 'accepted', decided_at = now(), decided_by = $2 where id = $1",
        [id, userId],
      );
    },

    /** Records a pending handover; the pack's former one must be closed first (one pending per pack). */
    async request(handover: {
      licenseId: number;
      requestedBy: number;
      newAdminEmail: string;
      tokenHash: string;
      lifetimeDays: number;
    }): Promise<void> {
      await db.query(
        `insert into license_admin_requests (license_id, requested_by, new_admin_email, token_hash, expires_at)
         values ($1, $2, $3, $4, now() + make_interval(days => $5))`,
        [handover.licenseId, handover.requestedBy, handover.newAdminEmail, handover.tokenHash, handover.lifetimeDays],
      );
    },

    /**
     * Gives the pack's standing handover a new token and a new end, unless it was mailed less than
     * `minimumGapSeconds` ago. Answers 'none' without a standing handover, 'too-soon', or the handover as renewed.
     */
    async renew(
      license: { id: number; publicId: string },
      tokenHash: string,
      lifetimeDays: number,
      minimumGapSeconds: number,
    ): Promise<AdminHandover | 'none' | 'too-soon'> {
      const [sent] = await db.query<{ id: number; recent: boolean }>(
        `select r.id::float8 as id, r.sent_at > now() - make_interval(secs => $2) as recent
           from license_admin_requests r join licenses l on l.id = r.license_id
          where r.license_id = $1 and r.state = 'pending' and not ${STALE}
          for update of r`,
        [license.id, minimumGapSeconds],
      );
      if (!sent) return 'none';
      if (sent.recent) return 'too-soon';
      await db.query(
        `update license_admin_requests
            set token_hash = $2, sent_at = now(), expires_at = now() + make_interval(days => $3)
          where id = $1`,
        [sent.id, tokenHash, lifetimeDays],
      );
      return (await this.pending(license.publicId)) ?? 'none';
    },

    /** The account of an address, and whether it has a password yet; null when there is none. */
    async account(email: string): Promise<{ id: number; email: string; hasPassword: boolean } | null> {
      const [row] = await db.query<{ id: number; email: string; hasPassword: boolean }>(
        `select id::float8 as id, email, password_hash is not null as "hasPassword"
           from users where lower(email) = lower($1)`,
        [email],
      );
      return row ?? null;
    },
  };
}

export type HandoverRepository = ReturnType<typeof createHandoverRepository>;
