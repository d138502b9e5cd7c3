import { type CurrentUser, messages } from '@license-console/domain';
import { HttpError } from '../http-error.ts';
import type { SessionStore, SessionUser } from '../repositories/sessions.ts';
import type { UserRepository } from '../repositories/users.ts';
import { verifyPassword } from './crypto.ts';

export function toCurrentUser(user: SessionUser, verified: boolean): CurrentUser {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return {
    name,
    administrator: user.administrator,
    isManager: user.isManager,
    needVerification: !verified,
    sms: user.phone !== '',
    countryCode: user.countryCode,
  };
}

export function createAuthService(deps: { users: UserRepository; sessions: SessionStore }) {
  return {
    /** Checks the password and opens a session; the same failure answers an unknown address and a wrong password. */
    async signIn(email: string, password: string) {
      const account = await deps.users.findCredentials(email);
      const valid = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account || !valid) throw new HttpError(401, messages.login.signInFailed);
      const token = await deps.sessions.create(account.id, true);
      const session = await deps.sessions.touch(token);
      if (!session) throw new Error('A new session could not be read back');
      return { token, currentUser: toCurrentUser(session.user, session.verified) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
