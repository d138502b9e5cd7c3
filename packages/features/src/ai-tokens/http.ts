import { aiTokenCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { AiTokensApi } from './api.ts';

/** The AI token calls over HTTP; loaded on first use by createHttpConsoleApi. */
function createHttpAiTokensApi({ callContract }: Transport): AiTokensApi {
  return {
    updateTokenDetails: (licenseId, limitTokens) =>
      callContract(aiTokenCalls.updateTokenDetails, {
        params: { licenseId },
        body: { LimitTokens: limitTokens, LicenseId: licenseId },
      }),
  };
}

export { createHttpAiTokensApi };
