import { z } from 'zod/mini';
import { bigCountSchema, opaqueIdSchema } from '../entities/bounds.ts';
import { licenseSchema } from '../entities/license.ts';
import { defineCall } from './define.ts';

/** The AI token calls of an Assistant pack (spec §7). */
export const aiTokenCalls = {
  updateTokenDetails: defineCall({
    method: 'PUT',
    path: '/api/Tokens/UpdateDetails/{licenseId}',
    summary: "Sets an Assistant pack's AI token limit.",
    params: z.object({ licenseId: opaqueIdSchema }),
    body: z.object({ LimitTokens: bigCountSchema, LicenseId: opaqueIdSchema }),
    response: licenseSchema,
    designed: ['response'],
  }),
} as const;
