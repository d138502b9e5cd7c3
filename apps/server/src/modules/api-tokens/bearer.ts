import { apiTokenMessages } from '@license-console/domain';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/database.ts';
import { hashToken } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { BearerAuth, SessionContext } from '../../plugins/session.ts';
import { createApiTokenRepository } from './repository.ts';
import { API_TOKEN_PREFIX, userUnderRole } from './service.ts';

/** The longest token worth looking up: the prefix and 256 bits in base64url are 46 characters. */
const LONGEST_TOKEN = 64;

/**
 * Reads an `Authorization: Bearer` token on every request that carries one: a live token acts as its owner at its
 * role, with every use audited. A wrong token counts against the client address's sign-in limit (`countWrong`, 429
 * once it is used up) and answers 401; so does a revoked or expired one, or one whose owner is locked or deactivated.
 */
export function createBearerAuth(db: Database, countWrong: (address: string) => Promise<void>): BearerAuth {
  const tokens = createApiTokenRepository(db);
  return {
    async authenticate(token: string, request: FastifyRequest): Promise<SessionContext> {
      const wellFormed = token.startsWith(API_TOKEN_PREFIX) && token.length <= LONGEST_TOKEN;
      const found = wellFormed ? await tokens.findLive(hashToken(token)) : null;
      if (!found) {
        await countWrong(request.ip);
        throw new HttpError(401, apiTokenMessages.tokenRefused);
      }
      if (found.locked) throw new HttpError(401, apiTokenMessages.tokenRefused);
      await audit(db, {
        actorId: found.user.id,
        action: 'api-token.use',
        entity: 'api-token',
        entityId: found.publicId,
        after: { method: request.method, route: request.routeOptions.url ?? null, address: request.ip },
      });
      // No session row stands behind a token: id 0 names none, so ending "this session" ends nothing.
      return { id: '0', verified: true, user: userUnderRole(found.user, found.role), apiTokenId: found.publicId };
    },
  };
}
