import type { Queryable } from '../../db/database.ts';

/** An Assistant pack's AI token limit before and after a change. */
export interface TokenLimitChange {
  before: number | null;
  after: number;
}

/** Every statement of the AI token details (spec §3 License aiGateway* fields). */
export function createAiTokenRepository(db: Queryable) {
  return {
    /**
     * Sets the pack's token limit, only while it is an Assistant pack (product 7) holding a gateway token: the row is
     * locked and checked in the same statement, so a pack changed meanwhile is left alone (null).
     */
    async setLimit(licensePublicId: string, productId: number, limitTokens: number): Promise<TokenLimitChange | null> {
      const [row] = await db.query<TokenLimitChange>(
        `with old as (
           select id, ai_gateway_limit_tokens from licenses
            where public_id = $1 and product_id = $2 and ai_gateway_token_id is not null
            for update
         )
         update licenses l set ai_gateway_limit_tokens = $3
           from old where l.id = old.id
         returning old.ai_gateway_limit_tokens::float8 as before, l.ai_gateway_limit_tokens::float8 as after`,
        [licensePublicId, productId, limitTokens],
      );
      return row ?? null;
    },
  };
}
