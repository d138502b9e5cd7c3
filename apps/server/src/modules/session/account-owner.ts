import { messages } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { revokeTokensOfAccount } from '../api-tokens/index.ts';
import type { ModuleContext } from '../module.ts';
import type { UserService } from '../users/service.ts';
import { createAccountLockService } from './account-locks.ts';
import { countedPasswordCheck } from './password-check.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createSessionRepository } from './repository.ts';

function refuse(message: string): never {
  throw new HttpError(400, message, { fields: { currentPassword: message } });
}

/**
 * What the users module asks of sign-in when an account's password or address changes. `checkCurrentPassword`:
 * the password that a signed-in user's change of their own password replaces, so that a session alone (a browser
 * left open, a stolen cookie) cannot take the account; it counts on the sign-in's own counters and locks (a wrong
 * answer is a failed sign-in, a locked account is refused with 429), but answers 400 with the field, never 401: the
 * session stays valid. `endSessions`: ends the account's sessions and the links and codes that could open new ones,
 * but the session of an owner who made the change, and revokes its API tokens (recorded as `actorId`'s doing).
 */
export function createAccountOwnerChecks(
  context: Pick<ModuleContext, 'db' | 'messenger' | 'background' | 'publicUrl'>,
  users: UserService,
) {
  const limiter = createRateLimiter(createSessionRepository(context.db));
  const locks = createAccountLockService({ ...context, users, limiter });
  const deps = { users, limiter, accountLocked: locks.signInLocked };
  return {
    async checkCurrentPassword(email: string, currentPassword: string | undefined, address: string): Promise<void> {
      if (!currentPassword) refuse(messages.profile.currentPasswordRequired);
      if (!(await countedPasswordCheck(deps, email, currentPassword, address))) {
        refuse(messages.profile.currentPasswordWrong);
      }
    },
    async endSessions(tx: Queryable, userId: number, keepSessionId: string | null = null, actorId = userId) {
      await createSessionRepository(tx).endSecretsOf(userId, keepSessionId);
      await revokeTokensOfAccount(tx, userId, actorId);
    },
  };
}

export type AccountOwnerChecks = ReturnType<typeof createAccountOwnerChecks>;
