import type { ApiToken, ApiTokenRole } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import type { SessionUser } from '../session/session-store.ts';

/** An account a token is made for, with the flags that bound its role. */
export interface TokenOwner {
  id: number;
  administrator: boolean;
  isManager: boolean;
}

/** A live token found by its hash, with its owner as a request sees them. */
export interface TokenUse {
  id: number;
  publicId: string;
  role: ApiTokenRole;
  /**
   * The owner's account is locked (failed sign-ins or codes across addresses) or deactivated: the token is refused.
   */
  locked: boolean;
  user: SessionUser;
}

/** The last use is written at most this often: a script's burst of calls writes one row, not one per call. */
const LAST_USE_STEP = '1 minute';

/** The account-wide locks that refuse a token as they refuse a sign-in (session/rate-limit.ts ACCOUNT_LOCKS). */
const OWNER_LOCKS = ['signInPerAccount', 'codePerAccount'];

const LISTED = `public_id as id, name, role,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created,
  to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as expires,
  to_char(last_used_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastUsed"`;

/** Every statement of API tokens; tokens arrive hashed. Built over the database or a transaction. */
export function createApiTokenRepository(db: Queryable) {
  return {
    async ownerByPublicId(publicId: string): Promise<TokenOwner | null> {
      const [row] = await db.query<TokenOwner>(
        'select id, administrator, is_manager as "isManager" from users where public_id = $1',
        [publicId],
      );
      return row ? { ...row, id: Number(row.id) } : null;
    },

    async create(token: {
      publicId: string;
      tokenHash: string;
      userId: number;
      createdBy: number;
      name: string;
      role: ApiTokenRole;
      expiresInDays: number;
    }): Promise<ApiToken> {
      const [row] = await db.query<ApiToken>(
        `insert into api_tokens (public_id, token_hash, user_id, created_by, name, role, expires_at)
         values ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7))
         returning ${LISTED}`,
        [token.publicId, token.tokenHash, token.userId, token.createdBy, token.name, token.role, token.expiresInDays],
      );
      return row!;
    },

    /** An account's tokens that still work, newest first. */
    list(userId: number): Promise<ApiToken[]> {
      return db.query<ApiToken>(
        `select ${LISTED} from api_tokens
          where user_id = $1 and revoked_at is null and expires_at > now()
          order by created_at desc, id desc`,
        [userId],
      );
    },

    /** Revokes a live token of `userId` (any account's when null); answers its name, or null when none was. */
    async revoke(publicId: string, userId: number | null): Promise<{ name: string; userId: number } | null> {
      const [row] = await db.query<{ name: string; userId: number }>(
        `update api_tokens set revoked_at = now()
          where public_id = $1 and revoked_at is null and ($2::bigint is null or user_id = $2)
          returning name, user_id as "userId"`,
        [publicId, userId],
      );
      return row ? { name: row.name, userId: Number(row.userId) } : null;
    },

    /** Revokes every live token of an account; answers each one's id and name. */
    revokeAllOf(userId: number): Promise<{ publicId: string; name: string }[]> {
      return db.query<{ publicId: string; name: string }>(
        `update api_tokens set revoked_at = now()
          where user_id = $1 and revoked_at is null and expires_at > now()
          returning public_id as "publicId", name`,
        [userId],
      );
    },

    /**
     * Finds a live token (not revoked, not expired) with its owner and whether the owner is locked, and writes its
     * last use when that is a minute old, in one statement. Read from the database on every request: a revoke on
     * any process holds at once.
     */
    async findLive(tokenHash: string): Promise<TokenUse | null> {
      const [row] = await db.query<TokenUse & SessionUser & { tokenId: number }>(
        `with live as (
           select t.id, t.public_id, t.role, t.last_used_at, t.user_id
             from api_tokens t
            where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()
         ), touched as (
           update api_tokens t set last_used_at = now()
             from live
            where t.id = live.id and (live.last_used_at is null or live.last_used_at < now() - interval '${LAST_USE_STEP}')
         )
         select live.id as "tokenId", live.public_id as "publicId", live.role,
                u.deactivated_at is not null or exists (select 1 from rate_limits r
                         where r.account = lower(u.email) and r.limit_name = any($2::text[]) and r.locked_until > now())
                  as locked,
                u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.administrator,
                u.is_manager as "isManager", u.country_code as "countryCode", u.phone
           from live join users u on u.id = live.user_id`,
        [tokenHash, OWNER_LOCKS],
      );
      if (!row) return null;
      const { tokenId, publicId, role, locked, ...user } = row;
      return { id: Number(tokenId), publicId, role, locked, user: { ...user, id: Number(user.id) } };
    },
  };
}

export type ApiTokenRepository = ReturnType<typeof createApiTokenRepository>;
