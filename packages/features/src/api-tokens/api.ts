import type { ApiToken, ApiTokenCreate, ApiTokenCreated } from '@license-console/domain';

/** The API token calls (designed whole), one method per call, named as the contract names it. */
interface ApiTokensApi {
  /** GET /api/ApiTokens: the signed-in user's live tokens with their last use, never the tokens. */
  listApiTokens(): Promise<ApiToken[]>;
  /** POST /api/ApiTokens: a new token, answered with its secret this once. */
  createApiToken(input: ApiTokenCreate): Promise<ApiTokenCreated>;
  /** DELETE /api/ApiTokens/{id}: revokes a token at once. */
  revokeApiToken(id: string): Promise<void>;
}

export type { ApiTokensApi };
