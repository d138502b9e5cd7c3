import type { Queryable } from '../../db/database.ts';

/**
 * The statements of the external sign-ins: an OpenID Connect sign-in's started state, the one-time codes that carry an
 * external sign-in back to the console, and the single-use request tokens (the support desk's JWTs, SSO assertions).
 * The session repository (`repository.ts`) joins them to its own.
 */
export function createExternalSignInStatements(db: Queryable) {
  return {
    async purgeOidcStates(lifetimeMinutes: number) {
      await db.query('delete from oidc_states where created_at <= now() - make_interval(mins => $1)', [
        lifetimeMinutes,
      ]);
    },

    async addOidcState(state: { state: string; provider: string; codeVerifier: string; nonce: string }) {
      await db.query('insert into oidc_states (state, provider, code_verifier, nonce) values ($1, $2, $3, $4)', [
        state.state,
        state.provider,
        state.codeVerifier,
        state.nonce,
      ]);
    },

    /** Takes a started sign-in by its state: once, and only while it is fresh and for the same provider. */
    async claimOidcState(
      state: string,
      provider: string,
      lifetimeMinutes: number,
    ): Promise<{ codeVerifier: string; nonce: string } | null> {
      const [row] = await db.query<{ codeVerifier: string; nonce: string }>(
        `delete from oidc_states
          where state = $1 and provider = $2 and created_at > now() - make_interval(mins => $3)
          returning code_verifier as "codeVerifier", nonce`,
        [state, provider, lifetimeMinutes],
      );
      return row ?? null;
    },

    async addExternalLoginCode(codeHash: string, userId: number, lifetimeSeconds: number) {
      await db.query(
        `insert into external_login_codes (code_hash, user_id, expires_at)
         values ($1, $2, now() + make_interval(secs => $3))`,
        [codeHash, userId, lifetimeSeconds],
      );
    },

    async purgeExternalLoginCodes() {
      await db.query("delete from external_login_codes where expires_at <= now() - interval '1 day'");
    },

    /** Spends a live external-login code; answers its user, or null when it is unknown, used or expired. */
    async useExternalLoginCode(codeHash: string): Promise<number | null> {
      const [row] = await db.query<{ userId: number }>(
        `update external_login_codes set used_at = now()
          where code_hash = $1 and used_at is null and expires_at > now() returning user_id as "userId"`,
        [codeHash],
      );
      return row ? Number(row.userId) : null;
    },

    async isTokenUsed(key: string): Promise<boolean> {
      const rows = await db.query('select 1 from used_tokens where jti = $1', [key]);
      return rows.length > 0;
    },

    async purgeUsedTokens() {
      await db.query('delete from used_tokens where expires_at < now()');
    },

    /**
     * Marks a request token spent until it expires (plus the clock tolerance); answers whether this call spent it.
     * The insert is the single-use guard even for parallel requests.
     */
    async spendToken(key: string, expiresAtEpochSeconds: number, toleranceSeconds: number): Promise<boolean> {
      const rows = await db.query(
        `insert into used_tokens (jti, expires_at) values ($1, to_timestamp($2) + make_interval(secs => $3))
         on conflict (jti) do nothing returning jti`,
        [key, expiresAtEpochSeconds, toleranceSeconds],
      );
      return rows.length > 0;
    },
  };
}
