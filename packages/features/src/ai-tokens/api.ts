import type { License } from '@license-console/domain';

/** The AI token calls of an Assistant pack (spec §7), one method per call, named as the contract names it. */
interface AiTokensApi {
  /**
   * PUT api/Tokens/UpdateDetails/{licenseId}: an Assistant pack's AI token limit (administrators, spec §6 row 4);
   * resolves with the pack as changed.
   */
  updateTokenDetails(licenseId: string, limitTokens: number): Promise<License>;
}

export type { AiTokensApi };
