import type { Queryable } from '../../db/database.ts';

/**
 * The statements of an e-mail change: the address waiting for confirmation and its single-use token, the
 * confirmation, and the links mailed to the previous address that undo it. The user repository (`repository.ts`)
 * joins them to its own.
 */
export function createEmailChangeStatements(db: Queryable) {
  return {
    /** Records a new address waiting for confirmation, with the hashed single-use token that confirms it. */
    async requestEmailChange(userId: number, email: string, tokenHash: string, lifetimeHours: number) {
      await db.query('delete from email_change_tokens where user_id = $1', [userId]);
      await db.query('update users set pending_email = $2, modified_at = now() where id = $1', [userId, email]);
      await db.query(
        `insert into email_change_tokens (token_hash, user_id, email, expires_at)
         values ($1, $2, $3, now() + make_interval(hours => $4))`,
        [tokenHash, userId, email, lifetimeHours],
      );
    },
    /** Spends an unused, unexpired e-mail change token; answers the account and address, or null. */
    async claimEmailChange(tokenHash: string): Promise<{ userId: number; email: string } | null> {
      const [row] = await db.query<{ userId: number; email: string }>(
        `update email_change_tokens set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now()
          returning user_id::float8 as "userId", email`,
        [tokenHash],
      );
      return row ? { userId: Number(row.userId), email: row.email } : null;
    },
    /** The confirmed address becomes the account's; answers false when another account took it meanwhile. */
    async confirmEmail(userId: number, email: string): Promise<boolean> {
      const rows = await db.query(
        `update users set email = $2, pending_email = null, modified_at = now()
          where id = $1 and not exists (select 1 from users o where lower(o.email) = lower($2) and o.id <> $1)
          returning id`,
        [userId, email],
      );
      return rows.length > 0;
    },
    /** Keeps the hash of the link that undoes an e-mail change, mailed to the previous address. */
    async offerEmailUndo(
      userId: number,
      change: { previousEmail: string; changedEmail: string },
      tokenHash: string,
      lifetimeDays: number,
    ) {
      await db.query(
        `insert into email_change_undo_tokens (token_hash, user_id, previous_email, changed_email, expires_at)
         values ($1, $2, $3, $4, now() + make_interval(days => $5))`,
        [tokenHash, userId, change.previousEmail, change.changedEmail, lifetimeDays],
      );
    },
    /**
     * Spends an unused, unexpired undo link, and with it the undo links of the account's later changes (a link mailed
     * to the address the account was changed to must not change it back), never an older one: whoever changed the
     * address holds the later links, and using one must not spend the link the account's original owner holds, which
     * gives back the address it names. Answers the account and the link's previous address.
     */
    async claimEmailUndo(tokenHash: string): Promise<{ userId: number; previousEmail: string } | null> {
      const [row] = await db.query<{ userId: number; previousEmail: string; createdAt: string }>(
        `update email_change_undo_tokens set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now()
          returning user_id::float8 as "userId", previous_email as "previousEmail", created_at::text as "createdAt"`,
        [tokenHash],
      );
      if (!row) return null;
      const userId = Number(row.userId);
      await db.query(
        `update email_change_undo_tokens set used_at = now()
          where user_id = $1 and used_at is null and created_at > $2::timestamptz`,
        [userId, row.createdAt],
      );
      await db.query('delete from email_change_tokens where user_id = $1', [userId]);
      return { userId, previousEmail: row.previousEmail };
    },
  };
}
