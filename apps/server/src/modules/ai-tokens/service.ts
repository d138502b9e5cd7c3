import { can, type License, messages, PRODUCT_IDS, permissionLicenseOf } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { LicenseService } from '../licenses/index.ts';
import { createAiTokenRepository } from './repository.ts';

/** What PUT api/Tokens/UpdateDetails/{licenseId} sends (spec §7). */
export interface TokenDetailsChange {
  LimitTokens: number;
  LicenseId: string;
}

function notAvailable(): never {
  throw new HttpError(400, messages.aiTokenLimit.notAvailable);
}

/**
 * The AI token details of an Assistant pack (spec §3 aiGateway*, §6 rows 4 and 10): administrators set the limit of a
 * product 7 pack that holds a gateway token; its managers only read it (the License answer carries it to them).
 */
export function createAiTokenService(deps: { db: Database; licenses: LicenseService }) {
  const { db, licenses } = deps;

  return {
    /**
     * PUT api/Tokens/UpdateDetails/{licenseId}: sets the pack's token limit and answers the pack. A pack the actor
     * cannot read answers 404 (another customer's, tampered ids); one they read without the right 403; an
     * administrator's pack without AI features 400. The change and the limit before it are audited.
     */
    async updateTokenDetails(actor: Actor, licensePublicId: string, change: TokenDetailsChange): Promise<License> {
      const license = await licenses.licenseByEncryptedId(actor, licensePublicId);
      if (!can(actor, 'editAiTokenLimit', permissionLicenseOf(license))) {
        if (actor.administrator) notAvailable();
        throw new HttpError(403, messages.app.accessDenied);
      }
      if (change.LicenseId !== licensePublicId) {
        const message = messages.aiTokenLimit.licenseMismatch;
        throw new HttpError(400, message, { fields: { LicenseId: message } });
      }
      await db.transaction(async (tx) => {
        const limit = await createAiTokenRepository(tx).setLimit(
          licensePublicId,
          PRODUCT_IDS.assistant,
          change.LimitTokens,
        );
        if (!limit) notAvailable();
        await audit(tx, {
          actorId: actor.id,
          action: 'license.ai-token-limit',
          entity: 'license',
          entityId: licensePublicId,
          before: { aiGatewayLimitTokens: limit.before },
          after: { aiGatewayLimitTokens: limit.after },
        });
      });
      return licenses.licenseByEncryptedId(actor, licensePublicId);
    },
  };
}

export type AiTokenService = ReturnType<typeof createAiTokenService>;
