import type { Person, PersonSeat, PersonSignIn } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const iso = (column: string) => `to_char(${column} at time zone 'UTC', ${ISO})`;

/**
 * An account as a person's page reads it, with its sign-in state (the policy's two-factor apart); `internalId` never
 * leaves the server.
 */
export type PersonRow = Omit<Person, 'signIn' | 'seats' | 'actions'> &
  Omit<PersonSignIn, 'twoFactor'> & { internalId: number };

/** One seat the person holds, as read: its role whatever the pack, and whether the reader administers the pack. */
export type PersonSeatRow = Omit<PersonSeat, 'role' | 'manageable'> & {
  roleName: string | null;
  administeredByReader: boolean;
};

/** The account's row, locked for a change, with what the changes check. */
export interface LockedPerson {
  email: string;
  hasPassword: boolean;
  deactivated: boolean;
  mustChangePassword: boolean;
}

/** Every statement of a person's page. Built over the database, or over a transaction for a change. */
export function createPeopleRepository(db: Queryable) {
  return {
    /**
     * The account of a public id with its sign-in state: open sessions, the latest sign-in, and the latest end of its
     * running locks among `lockNames` (the locks the locked-accounts list reads).
     */
    async person(publicId: string, lockNames: readonly string[]): Promise<PersonRow | null> {
      const [row] = await db.query<PersonRow>(
        `select u.id::float8 as "internalId", u.public_id as id, u.email, u.first_name as "firstName",
                u.last_name as "lastName", u.administrator, u.is_manager as "isManager",
                u.password_hash is not null as "hasPassword",
                case when u.password_hash is not null then ${iso('u.password_changed_at')} end as "passwordChanged",
                u.must_change_password as "mustChangePassword", u.oidc_subject is not null as external,
                ${iso('u.last_sign_in_at')} as "lastSignIn",
                (select count(*)::int from sessions s
                  where s.user_id = u.id and s.expires_at > now() and s.absolute_expires_at > now()) as "activeSessions",
                (select ${iso('max(r.locked_until)')} from rate_limits r
                  where r.account = lower(u.email) and r.limit_name = any($2::text[]) and r.locked_until > now())
                  as "lockedUntil",
                ${iso('u.deactivated_at')} as deactivated
           from users u where u.public_id = $1`,
        [publicId, lockNames],
      );
      return row ? { ...row, internalId: Number(row.internalId) } : null;
    },

    /**
     * The seats the account holds, by its id or its address (as every seat is linked to an account), newest pack end
     * first; with `managerId`, only those of the packs that account administers, never of `excludedProductId`.
     */
    seats(
      account: { id: number; email: string },
      readerId: number,
      only: { managerId: number; excludedProductId: number } | null,
    ): Promise<PersonSeatRow[]> {
      return db.query<PersonSeatRow>(
        `with held as (
           select id from license_usages where user_id = $1
           union select id from license_usages where lower(account_name) = lower($2)
         )
         select l.public_id as "licenseId", u.public_id as "usageId", p.id as "productId", p.name as "productName",
                m.email as "packAdministrator", to_char(l.end_date, 'MM/DD/YYYY') as "validUntil",
                r.descr as "roleName", ${iso('u.created_at')} as assigned, ${iso('u.last_usage')} as "lastUsed",
                u.session_count as sessions, l.manager_id = $3 as "administeredByReader"
           from held h
           join license_usages u on u.id = h.id
           join licenses l on l.id = u.license_id
           join products p on p.id = l.product_id
           join users m on m.id = l.manager_id
           left join roles r on r.id = u.role_id
          where $4::bigint is null or (l.manager_id = $4 and l.product_id <> $5)
          order by l.end_date desc, u.id`,
        [account.id, account.email, readerId, only?.managerId ?? null, only?.excludedProductId ?? null],
      );
    },

    /** Holds the account's row until the transaction ends; two changes of one account run one after the other. */
    async lock(userId: number): Promise<LockedPerson | null> {
      const [row] = await db.query<LockedPerson>(
        `select email, password_hash is not null as "hasPassword", deactivated_at is not null as deactivated,
                must_change_password as "mustChangePassword"
           from users where id = $1 for update`,
        [userId],
      );
      return row ?? null;
    },

    /** Ends every console session of the account; answers how many there were (expired ones not counted). */
    async endSessions(userId: number): Promise<number> {
      const rows = await db.query<{ live: boolean }>(
        `delete from sessions where user_id = $1
         returning expires_at > now() and absolute_expires_at > now() as live`,
        [userId],
      );
      return rows.filter((row) => row.live).length;
    },

    /** Spends the account's outstanding reset and set-password links. */
    async endResetLinks(userId: number): Promise<void> {
      await db.query('update reset_tokens set used_at = now() where user_id = $1 and used_at is null', [userId]);
    },

    /** Spends the account's external-login codes (an identity provider's sign-in on its way to a session). */
    async endExternalLoginCodes(userId: number): Promise<void> {
      await db.query('update external_login_codes set used_at = now() where user_id = $1 and used_at is null', [
        userId,
      ]);
    },

    async requirePasswordChange(userId: number): Promise<void> {
      await db.query('update users set must_change_password = true, modified_at = now() where id = $1', [userId]);
    },

    async deactivate(userId: number): Promise<void> {
      await db.query('update users set deactivated_at = now(), modified_at = now() where id = $1', [userId]);
    },

    async reactivate(userId: number): Promise<void> {
      await db.query('update users set deactivated_at = null, modified_at = now() where id = $1', [userId]);
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
