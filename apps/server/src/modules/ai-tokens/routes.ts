import { contract } from '@license-console/domain';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { AiTokenService } from './service.ts';

/** The server side of the spec §7 Tokens call; authorization (§6) lives in the service. */
export function aiTokenRoutes(tokens: AiTokenService): ContractRoute[] {
  return [
    serve(contract.updateTokenDetails, 'user', ({ session, params, body }) =>
      tokens.updateTokenDetails(session!.user, params.licenseId, body),
    ),
  ];
}
