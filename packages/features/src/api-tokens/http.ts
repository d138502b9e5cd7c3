import { apiTokenCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { ApiTokensApi } from './api.ts';

/** The API token calls over HTTP; loaded on first use by createHttpConsoleApi. */
function createHttpApiTokensApi({ callContract }: Transport): ApiTokensApi {
  return {
    listApiTokens: () => callContract(apiTokenCalls.listApiTokens),
    createApiToken: (input) => callContract(apiTokenCalls.createApiToken, { body: input }),
    revokeApiToken: async (id) => {
      await callContract(apiTokenCalls.revokeApiToken, { params: { id } });
    },
  };
}

export { createHttpApiTokensApi };
