import type { Queryable } from '../../db/database.ts';

export interface UserCredentials {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string | null;
  passwordChangedAt: string;
}

/** The external-login link of an account: the OpenID Connect issuer and subject it is tied to, if any. */
export interface ExternalLoginLink {
  id: number;
  oidcIssuer: string | null;
  oidcSubject: string | null;
}

const credentialColumns = `id, email, first_name as "firstName", last_name as "lastName", phone,
  password_hash as "passwordHash", password_changed_at::text as "passwordChangedAt"`;

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
  u.administrator, u.is_manager as "isManager", u.magento_id as "magentoId"`;

/** The list's filter: a blank criteria matches everyone; otherwise a part of the e-mail or of the full name. */
const listFilter = `($1 = '' or lower(u.email) like $1 escape '\\'
  or lower(u.first_name || ' ' || u.last_name) like $1 escape '\\')`;

/** The criteria as a LIKE pattern: lower case, its own wildcards taken literally, matching anywhere. */
function containsPattern(criteria: string): string {
  const text = criteria.trim().toLowerCase();
  return text ? `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : '';
}

/** Every statement on user accounts. Built over the database, or over a transaction for a change that spans tables. */
export function createUserRepository(db: Queryable) {
  return {
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
        'update users set password_hash = $2, password_changed_at = now(), modified_at = now() where id = $1',
        [userId, passwordHash],
      );
      await db.query('insert into password_history (user_id, password_hash) values ($1, $2)', [userId, passwordHash]);
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
    }): Promise<{ id: number; organizationId: number | null }> {
      await db.query(
        `insert into users (public_id, email, first_name, last_name) values ($1, $2, $3, $4)
         on conflict ((lower(email))) do nothing`,
        [account.publicId, account.email, account.firstName, account.lastName],
      );
      const [row] = await db.query<{ id: number; organizationId: number | null }>(
        'select id::float8 as id, organization_id::float8 as "organizationId" from users where lower(email) = lower($1)',
        [account.email],
      );
      return row!;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
