import type { Queryable } from '../../db/database.ts';
import { likeContaining } from '../../db/like.ts';
import { createEmailChangeStatements } from './email-change-repository.ts';

export interface UserCredentials {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string | null;
  passwordChangedAt: string;
  /** Deactivated by an administrator (migration 0029): no way in while it is. */
  deactivated: boolean;
  /** An administrator requires a new password at the next sign-in, as if the password had expired. */
  mustChangePassword: boolean;
}

/** The external-login link of an account: the OpenID Connect issuer and subject it is tied to, if any. */
export interface ExternalLoginLink {
  id: number;
  oidcIssuer: string | null;
  oidcSubject: string | null;
}

const credentialColumns = `id, email, first_name as "firstName", last_name as "lastName", phone,
  password_hash as "passwordHash", password_changed_at::text as "passwordChangedAt",
  deactivated_at is not null as deactivated, must_change_password as "mustChangePassword"`;

function withNumericId<T extends { id: number }>(row: T | undefined): T | null {
  return row ? { ...row, id: Number(row.id) } : null;
}

/** A user as the users list shows it (spec §3 User), dates as ISO 8601 text. */
export interface UserListRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  phone: string | null;
  countryCode: string | null;
  phoneCode: string | null;
  createdAt: string;
  modifiedAt: string;
  administrator: boolean;
  isManager: boolean;
  magentoId: string | null;
}

const listColumns = `u.public_id as id, u.first_name as "firstName", u.last_name as "lastName", u.email,
  nullif(u.company, '') as company, nullif(u.phone, '') as phone, u.country_code as "countryCode",
  c.code as "phoneCode",
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(u.modified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "modifiedAt",
  u.administrator, u.is_manager as "isManager", u.magento_id as "magentoId",
  u.deactivated_at is not null as deactivated`;

/** The list's filter: a blank criteria matches everyone; otherwise a part of the e-mail or of the full name. */
const listFilter = `($1 = '' or lower(u.email) like $1 escape '\\'
  or lower(u.first_name || ' ' || u.last_name) like $1 escape '\\')`;

/** The criteria as a LIKE pattern: lower case, its own wildcards taken literally, matching anywhere. */
function containsPattern(criteria: string): string {
  const text = criteria.trim();
  return text ? likeContaining(text) : '';
}

/** Every statement on user accounts. Built over the database, or over a transaction for a change that spans tables. */
export function createUserRepository(db: Queryable) {
  return {
    ...createEmailChangeStatements(db),
    /** One page of the users list, by e-mail then id, so pages never overlap. */
    async searchUsers(criteria: string, limit: number, offset: number): Promise<UserListRow[]> {
      return db.query<UserListRow>(
        `select ${listColumns} from users u left join countries c on c.short_name = u.country_code
          where ${listFilter} order by lower(u.email), u.id limit $2 offset $3`,
        [containsPattern(criteria), limit, offset],
      );
    },
    async countUsers(criteria: string): Promise<number> {
      const [row] = await db.query<{ count: string }>(`select count(*) as count from users u where ${listFilter}`, [
        containsPattern(criteria),
      ]);
      return Number(row?.count ?? 0);
    },
    /**
     * Locks every administrator's row and the listed users' rows, in id order, for a role change: two changes at
     * once then run one after the other, so neither can leave no administrator by counting before the other commits.
     */
    async lockForRoleChange(
      publicIds: readonly string[],
    ): Promise<{ id: number; publicId: string; administrator: boolean }[]> {
      const rows = await db.query<{ id: number; publicId: string; administrator: boolean }>(
        `select id, public_id as "publicId", administrator from users
          where administrator or public_id = any($1::text[]) order by id for update`,
        [publicIds],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
    async toggleAdministrator(ids: readonly number[]): Promise<void> {
      await db.query(
        'update users set administrator = not administrator, modified_at = now() where id = any($1::bigint[])',
        [ids],
      );
    },
    async findCredentials(email: string): Promise<UserCredentials | null> {
      const [row] = await db.query<UserCredentials>(
        `select ${credentialColumns} from users where lower(email) = lower($1)`,
        [email.trim()],
      );
      return withNumericId(row);
    },
    async findCredentialsById(id: number): Promise<UserCredentials | null> {
      const [row] = await db.query<UserCredentials>(`select ${credentialColumns} from users where id = $1`, [id]);
      return withNumericId(row);
    },
    /** The last `count` password hashes of a user, newest first, the current one included. */
    async recentPasswordHashes(userId: number, count: number): Promise<string[]> {
      const rows = await db.query<{ hash: string }>(
        'select password_hash as hash from password_history where user_id = $1 order by id desc limit $2',
        [userId, count],
      );
      return rows.map((row) => row.hash);
    },
    async setPassword(userId: number, passwordHash: string) {
      await db.query(
        `update users set password_hash = $2, password_changed_at = now(), must_change_password = false,
                          modified_at = now()
          where id = $1`,
        [userId, passwordHash],
      );
      await db.query('insert into password_history (user_id, password_hash) values ($1, $2)', [userId, passwordHash]);
    },
    /** Leaves the account without a password: none signs in until one is set through a reset link. */
    async clearPassword(userId: number) {
      await db.query('update users set password_hash = null, modified_at = now() where id = $1', [userId]);
    },
    /** The account behind a public id, as an administrator's call names it. */
    async findByPublicId(publicId: string): Promise<{ id: number; email: string } | null> {
      const [row] = await db.query<{ id: number; email: string }>('select id, email from users where public_id = $1', [
        publicId,
      ]);
      return withNumericId(row);
    },
    async publicIdOf(userId: number): Promise<string | null> {
      const [row] = await db.query<{ publicId: string }>('select public_id as "publicId" from users where id = $1', [
        userId,
      ]);
      return row?.publicId ?? null;
    },
    /** The account linked to an OpenID Connect identity (issuer, subject). */
    async idByExternalLogin(issuer: string, subject: string): Promise<number | null> {
      const [row] = await db.query<{ id: number }>(
        'select id from users where oidc_issuer = $1 and oidc_subject = $2',
        [issuer, subject],
      );
      return row ? Number(row.id) : null;
    },
    async externalLoginOf(email: string): Promise<ExternalLoginLink | null> {
      const [row] = await db.query<ExternalLoginLink>(
        `select id, oidc_issuer as "oidcIssuer", oidc_subject as "oidcSubject" from users where lower(email) = lower($1)`,
        [email.trim()],
      );
      return withNumericId(row);
    },
    /** Links an account to an identity unless it already has one; answers whether this call linked it. */
    async linkExternalLogin(userId: number, issuer: string, subject: string): Promise<boolean> {
      const rows = await db.query(
        `update users set oidc_issuer = $2, oidc_subject = $3, modified_at = now()
          where id = $1 and oidc_subject is null returning id`,
        [userId, issuer, subject],
      );
      return rows.length > 0;
    },
    /**
     * The account of an e-mail, created (without a password) when there is none yet; a concurrent creation of
     * the same address is absorbed by the unique index.
     */
    async ensureAccount(account: {
      email: string;
      firstName: string;
      lastName: string;
      publicId: string;
    }): Promise<{ id: number; organizationId: number | null; created: boolean }> {
      // The account is held (key share) until the caller's transaction ends, so the id it answers stays valid for
      // the rows that will name it. One being removed meanwhile (an unused account a handover made) is waited for,
      // then made again. `created` says this call made it (not a concurrent one, whose insert it waited for).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [made] = await db.query<{ id: number }>(
          `insert into users (public_id, email, first_name, last_name) values ($1, $2, $3, $4)
           on conflict ((lower(email))) do nothing
           returning id::float8 as id`,
          [account.publicId, account.email, account.firstName, account.lastName],
        );
        const [row] = await db.query<{ id: number; organizationId: number | null }>(
          `select id::float8 as id, organization_id::float8 as "organizationId" from users
            where lower(email) = lower($1) for key share`,
          [account.email],
        );
        if (row) return { ...row, created: made?.id === row.id };
      }
      throw new Error(`the account of ${account.email} could not be made`);
    },

    /** Every user the criteria matches, for the CSV export, in the list's order. */
    async exportUsers(criteria: string): Promise<UserExportRow[]> {
      return db.query<UserExportRow>(
        `select u.email, u.first_name as "firstName", u.last_name as "lastName", u.company,
            coalesce(c.name, u.country_code) as country, u.phone, u.administrator,
            to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD') as created
           from users u left join countries c on c.short_name = u.country_code
          where ${listFilter} order by lower(u.email), u.id`,
        [containsPattern(criteria)],
      );
    },
    /** Spec §3 country phone entries: every country with its dialling code, by name. */
    async countries(): Promise<{ shortName: string; code: string }[]> {
      return db.query('select short_name as "shortName", code from countries order by name');
    },
    async countryExists(shortName: string): Promise<boolean> {
      return (await db.query('select 1 from countries where short_name = $1', [shortName])).length > 0;
    },
    /** A user as the profile and Edit User screens show it, with the address waiting for confirmation. */
    async profile(where: { id: number } | { publicId: string }): Promise<(UserListRow & ProfileExtras) | null> {
      const [column, value] = 'id' in where ? ['u.id', where.id] : ['u.public_id', where.publicId];
      const [row] = await db.query<UserListRow & ProfileExtras & { internalId: number }>(
        `select ${listColumns}, u.pending_email as "pendingEmail", u.expiry_reminders as "expiryReminders",
                u.id::float8 as "internalId",
                u.row_version as "rowVersion"
           from users u left join countries c on c.short_name = u.country_code where ${column} = $1`,
        [value],
      );
      return row ?? null;
    },
    /** Whether another account than `exceptId` has this address, or is waiting to confirm it. */
    async emailInUse(email: string, exceptId: number | null): Promise<boolean> {
      const rows = await db.query(
        `select 1 from users where (lower(email) = lower($1) or lower(pending_email) = lower($1))
            and ($2::bigint is null or id <> $2)`,
        [email, exceptId],
      );
      return rows.length > 0;
    },
    /** Creates an account without a password; answers its id, or null when the address was taken meanwhile. */
    async insertUser(user: NewAccount): Promise<number | null> {
      const [row] = await db.query<{ id: number }>(
        `insert into users (public_id, email, first_name, last_name, company, phone, country_code, administrator,
            is_manager, magento_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict ((lower(email))) do nothing returning id::float8 as id`,
        [
          user.publicId,
          user.email,
          user.firstName,
          user.lastName,
          user.company,
          user.phone,
          user.countryCode,
          user.administrator,
          user.isManager,
          user.magentoId,
        ],
      );
      return row ? Number(row.id) : null;
    },
    /** Writes a user's fields (the e-mail only when `email` is given); the row is locked by the caller. */
    async updateAccount(id: number, fields: AccountFields & { email?: string }): Promise<void> {
      await db.query(
        `update users set first_name = $2, last_name = $3, company = $4, phone = $5, country_code = $6,
            administrator = $7, is_manager = $8, magento_id = $9, email = coalesce($10, email), modified_at = now()
          where id = $1`,
        [
          id,
          fields.firstName,
          fields.lastName,
          fields.company,
          fields.phone,
          fields.countryCode,
          fields.administrator,
          fields.isManager,
          fields.magentoId,
          fields.email ?? null,
        ],
      );
    },
    /** The account's row, locked for a change, with what a change must compare against. */
    async lockAccount(id: number): Promise<LockedAccount | null> {
      const [row] = await db.query<LockedAccount>(
        `select id::float8 as id, email, company, administrator, is_manager as "isManager", magento_id as "magentoId"
           from users where id = $1 for update`,
        [id],
      );
      return row ?? null;
    },
    /** How many administrators there are, their rows locked so a concurrent change waits. */
    async lockAdministrators(): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        'select id::float8 as id from users where administrator order by id for update',
      );
      return rows.map((row) => Number(row.id));
    },
  };
}

/** A user as the CSV export writes it. */
export interface UserExportRow {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  country: string | null;
  phone: string;
  administrator: boolean;
  created: string;
}

/** What the profile adds to a users-list row. */
export interface ProfileExtras {
  pendingEmail: string | null;
  /** Whether the account gets the reminders before its packs end (migration 0021). */
  expiryReminders: boolean;
  internalId: number;
  /** The row's version (migration 0015): what the user's ETag names. */
  rowVersion: number;
}

/** The fields an account holds beside its e-mail and password. */
export interface AccountFields {
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  countryCode: string | null;
  administrator: boolean;
  isManager: boolean;
  magentoId: string | null;
}

export interface NewAccount extends AccountFields {
  publicId: string;
  email: string;
}

export interface LockedAccount {
  id: number;
  email: string;
  company: string;
  administrator: boolean;
  isManager: boolean;
  magentoId: string | null;
}

export type UserRepository = ReturnType<typeof createUserRepository>;
