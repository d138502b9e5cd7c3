import { MAX_IDLE_REVOKE, type RevokeIdleAnswer } from '@license-console/domain';
import type { LicenseUsagesApi } from './api.ts';

/**
 * Revokes the idle seats named, MAX_IDLE_REVOKE a call (each call one transaction on the server), and answers what
 * the calls did together.
 */
async function revokeIdleInBatches(
  api: Pick<LicenseUsagesApi, 'revokeIdleLicenseUsages'>,
  days: number,
  ids: readonly string[],
): Promise<RevokeIdleAnswer> {
  const answer: RevokeIdleAnswer = { revoked: [], kept: [], missing: [] };
  for (let start = 0; start < ids.length; start += MAX_IDLE_REVOKE) {
    const part = await api.revokeIdleLicenseUsages({ days, usageIds: ids.slice(start, start + MAX_IDLE_REVOKE) });
    answer.revoked.push(...part.revoked);
    answer.kept.push(...part.kept);
    answer.missing.push(...part.missing);
  }
  return answer;
}

export { revokeIdleInBatches };
