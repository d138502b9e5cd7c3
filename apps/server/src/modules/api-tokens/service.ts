import {
  API_TOKEN_ROLES,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenRole,
  accountTokenRole,
  apiTokenMessages,
  lowerTokenRole,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { hashToken, newPublicId, newToken } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import { createApiTokenRepository, type TokenOwner } from './repository.ts';

/** What every token starts with, so a leaked one is recognised by secret scanners and by people. */
export const API_TOKEN_PREFIX = 'lc_';

/** A token request as the contract checked it. */
export interface TokenRequest {
  name: string;
  expiresInDays: number;
  role?: ApiTokenRole | undefined;
  userId?: string | undefined;
}

/** Who is making a change: the caller's session (a cookie's or a token's). */
type Caller = SessionContext;

const forbidden = (message: string) => new HttpError(403, message);

/**
 * API tokens: a person's named bearer secrets for scripts, each with an expiry and a role no higher than its owner's;
 * an administrator's also for another account (a service account). Only the token's SHA-256 is kept.
 */
export function createApiTokenService(db: Database) {
  const tokens = createApiTokenRepository(db);

  /** The account a call names (administrators only, unless it is the caller's own), or the caller's. */
  async function ownerOf(caller: Caller, userId: string | undefined): Promise<TokenOwner> {
    if (userId === undefined) return caller.user;
    const owner = await tokens.ownerByPublicId(userId);
    if (owner?.id === caller.user.id) return caller.user;
    if (!caller.user.administrator) throw forbidden(apiTokenMessages.otherOwnerNeedsAdministrator);
    if (!owner) throw new HttpError(404, apiTokenMessages.notFound);
    return owner;
  }

  return {
    async createApiToken(caller: Caller, body: TokenRequest): Promise<ApiTokenCreated> {
      // A token that could mint tokens would outlive its own expiry and revocation.
      if (caller.apiTokenId) throw forbidden(apiTokenMessages.notWithToken);
      const owner = await ownerOf(caller, body.userId);
      const highest = accountTokenRole(owner);
      const role = body.role ?? highest;
      if (lowerTokenRole(role, highest) !== role) {
        throw new HttpError(400, apiTokenMessages.roleTooHigh, { fields: { role: apiTokenMessages.roleTooHigh } });
      }
      const token = `${API_TOKEN_PREFIX}${newToken()}`;
      const created = await db.transaction(async (tx) => {
        const row = await createApiTokenRepository(tx).create({
          publicId: newPublicId(),
          tokenHash: hashToken(token),
          userId: owner.id,
          createdBy: caller.user.id,
          name: body.name,
          role,
          expiresInDays: body.expiresInDays,
        });
        await audit(tx, {
          actorId: caller.user.id,
          action: 'api-token.create',
          entity: 'api-token',
          entityId: row.id,
          after: { name: row.name, role, expires: row.expires, ownerId: owner.id },
        });
        return row;
      });
      return { ...created, token };
    },

    async listApiTokens(caller: Caller, userId: string | undefined): Promise<ApiToken[]> {
      return tokens.list((await ownerOf(caller, userId)).id);
    },

    /** Revokes one of the caller's tokens, or any account's for an administrator; 404 for any other id. */
    async revokeApiToken(caller: Caller, publicId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const revoked = await createApiTokenRepository(tx).revoke(
          publicId,
          caller.user.administrator ? null : caller.user.id,
        );
        if (!revoked) throw new HttpError(404, apiTokenMessages.notFound);
        await audit(tx, {
          actorId: caller.user.id,
          action: 'api-token.revoke',
          entity: 'api-token',
          entityId: publicId,
          before: { name: revoked.name, ownerId: revoked.userId },
        });
      });
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;

/**
 * Revokes every live token of an account whose password changed or was taken away (its owner's change, a reset link,
 * an administrator's, an undone e-mail change), in that change's transaction, each revoke recorded as done by
 * `actorId`. A token acts for its owner as the password does, and whoever knew the old password may have made one.
 */
export async function revokeTokensOfAccount(tx: Queryable, userId: number, actorId: number): Promise<void> {
  for (const token of await createApiTokenRepository(tx).revokeAllOf(userId)) {
    await audit(tx, {
      actorId,
      action: 'api-token.revoke',
      entity: 'api-token',
      entityId: token.publicId,
      before: { name: token.name, ownerId: userId },
      after: { reason: 'password-changed' },
    });
  }
}

/** The account's flags lowered to a token's role: a token never does more than its role, nor than its owner. */
export function userUnderRole<U extends { administrator: boolean; isManager: boolean }>(
  user: U,
  role: ApiTokenRole,
): U {
  const effective = lowerTokenRole(role, accountTokenRole(user));
  const rank = API_TOKEN_ROLES.indexOf(effective);
  return { ...user, administrator: effective === 'administrator', isManager: user.isManager && rank <= 1 };
}
