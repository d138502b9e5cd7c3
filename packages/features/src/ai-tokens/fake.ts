import { bigCountSchema, PRODUCT_IDS } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import type { FakeLicenseAdministration } from '../licenses/fake.ts';
import type { AiTokensApi } from './api.ts';

/**
 * The AI token calls in memory, over the fake license packs: a pack the actor cannot read is a 404, a limit set by
 * anyone but an administrator a 403, on a pack without a gateway token (not an Assistant pack) a 400, and a limit
 * outside 0 to MAX_SAFE_INTEGER a 400 on LimitTokens, as the server answers them.
 */
function createFakeAiTokensApi(
  licenses: Pick<FakeLicenseAdministration, 'readableFakePack' | 'changeFakeTokenLimit'>,
  actorOf: () => { administrator: boolean },
  wait: () => Promise<void>,
): AiTokensApi {
  return {
    async updateTokenDetails(licenseId, limitTokens) {
      await wait();
      const license = licenses.readableFakePack(licenseId);
      if (!actorOf().administrator) throw new ApiError(403, messages.app.accessDenied);
      if (license.productId !== PRODUCT_IDS.assistant || !license.aiGatewayTokenId) {
        throw new ApiError(400, messages.aiTokenLimit.notAvailable);
      }
      const checked = bigCountSchema.safeParse(limitTokens);
      if (!checked.success) {
        const message = checked.error.issues[0]?.message ?? messages.server.requestInvalid;
        throw new ApiError(400, messages.server.requestInvalid, { fields: { LimitTokens: message } });
      }
      return licenses.changeFakeTokenLimit(licenseId, checked.data);
    },
  };
}

export { createFakeAiTokensApi };
