import { contract } from '@license-console/domain';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { ApiTokenService } from './service.ts';

/** The server side of the API token calls; who may make them is the service's rule. */
export function apiTokenRoutes(tokens: ApiTokenService): ContractRoute[] {
  return [
    serve(contract.createApiToken, 'user', ({ session, body }) => tokens.createApiToken(session!, body)),
    serve(contract.listApiTokens, 'user', ({ session, query }) => tokens.listApiTokens(session!, query.userId)),
    serve(contract.revokeApiToken, 'user', async ({ session, params }) => {
      await tokens.revokeApiToken(session!, params.id);
      return { ok: true as const };
    }),
  ];
}
