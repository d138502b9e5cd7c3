import type { AdminHandover, AdminHandoverInvitation } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';

/** A handover found by its link, with what the accept path needs beyond the answer. */
export interface HandoverByToken extends Omit<AdminHandoverInvitation, 'forCurrentUser'> {
  id: number;
  licenseId: number;
  licensePublicId: string;
  requestedById: number | null;
}

/** A handover just ended: the address it was for, and the account it made for that address (or null). */
export interface ClosedHandover {
  email: string;
  createdAccount: number | null;
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
     * Answers the address it was for and the account it made for that address (if it made one), or null when there
     * was none.
     */
    async close(licenseId: number, decidedBy: number): Promise<ClosedHandover | null> {
      const [row] = await db.query<ClosedHandover>(
        `update license_admin_requests
            set state = case when expires_at <= now() then 'expired' else 'cancelled' end,
                decided_at = now(), decided_by = $2
          where license_id = $1 and state = 'pending'
          returning new_admin_email as email, created_account::float8 as "createdAccount"`,
        [licenseId, decidedBy],
      );
      return row ?? null;
    },

    /** The pack's pending handover made `userId` (its address had no account when it was resent). */
    async recordCreatedAccount(licenseId: number, userId: number): Promise<void> {
      await db.query(
        "update license_admin_requests set created_account = $2 where license_id = $1 and state = 'pending'",
        [licenseId, userId],
      );
    },

    /**
     * Removes an account a handover made, once that handover has ended unaccepted, if it is still as the handover
     * left it: never changed since it was made, no password and no external sign-in (so never signed in), no role,
     * no pack it administers or holds a seat in (by account or by address), and no other handover waiting for its
     * address (which then takes the account over, to remove it when it ends). Its set-password link goes with it.
     * Answers the removed address, or null when the account stays (or is gone). Every statement that names an
     * account found by its address holds it (key share) until its transaction ends: such an account is in use and
     * skipped here, and one removed here is waited for there, then no longer found.
     */
    async removeUnusedAccount(userId: number): Promise<string | null> {
      // Locked first, so nothing can name the account while it is checked and removed; one that another transaction
      // holds (a seat being given to it, a pack being handed to it) is in use, and stays.
      const [locked] = await db.query<{ id: number }>(
        'select id::float8 as id from users where id = $1 for update skip locked',
        [userId],
      );
      if (!locked) return null;
      const [removed] = await db.query<{ email: string }>(
        `delete from users u
          where u.id = $1 and u.password_hash is null and u.oidc_subject is null
            and not u.administrator and not u.is_manager and u.modified_at = u.created_at
            and not exists (select 1 from licenses l where l.manager_id = u.id)
            and not exists (select 1 from license_usages s
                             where s.user_id = u.id or lower(s.account_name) = lower(u.email))
            and not exists (select 1 from sessions s where s.user_id = u.id)
            and not exists (select 1 from license_admin_requests r
                             where r.state = 'pending' and lower(r.new_admin_email) = lower(u.email))
          returning u.email`,
        [userId],
      );
      if (removed) return removed.email;
      // Kept for another handover waiting for its address: that one removes it when it ends, if still unused. A
      // handover another transaction holds (being resent or replaced) is skipped rather than waited for, which could
      // deadlock with it: that handover then leaves the account in place.
      await db.query(
        `update license_admin_requests set created_account = $1
          where id in (select r.id from license_admin_requests r join users u on u.id = $1
                        where r.state = 'pending' and r.created_account is null
                          and lower(r.new_admin_email) = lower(u.email)
                          for update of r skip locked)`,
        [userId],
      );
      return null;
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
      /** The account made for the address, when it had none (see removeUnusedAccount). */
      createdAccount: number | null;
    }): Promise<void> {
      await db.query(
        `insert into license_admin_requests
           (license_id, requested_by, new_admin_email, token_hash, expires_at, created_account)
         values ($1, $2, $3, $4, now() + make_interval(days => $5), $6)`,
        [
          handover.licenseId,
          handover.requestedBy,
          handover.newAdminEmail,
          handover.tokenHash,
          handover.lifetimeDays,
          handover.createdAccount,
        ],
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

    /**
     * The account of an address, and whether it has a password yet; null when there is none. Held (key share) until
     * the transaction ends, as the mail's set-password link will name it (see removeUnusedAccount).
     */
    async account(email: string): Promise<{ id: number; email: string; hasPassword: boolean } | null> {
      const [row] = await db.query<{ id: number; email: string; hasPassword: boolean }>(
        `select id::float8 as id, email, password_hash is not null as "hasPassword"
           from users where lower(email) = lower($1) for key share`,
        [email],
      );
      return row ?? null;
    },
  };
}

export type HandoverRepository = ReturnType<typeof createHandoverRepository>;
