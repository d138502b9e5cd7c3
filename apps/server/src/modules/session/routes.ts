import { contract } from '@license-console/domain';
import type { FastifyRequest } from 'fastify';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts';
import type { AccountLockService } from './account-locks.ts';
import type { SessionService } from './service.ts';
import { type SessionStore, toCurrentUser } from './session-store.ts';

/** The server side of the console's own sign-in calls (spec §7 "Session and sign-in"). */
export function sessionRoutes(deps: { session: SessionService; sessions: SessionStore }): ContractRoute[] {
  const { session: service, sessions } = deps;

  /** Signs in and replaces whatever session the browser had: every sign-in gets a new session id. */
  async function authenticate(request: FastifyRequest, email: string, password: string) {
    const result = await service.authenticate(email, password, request.ip);
    if (request.session) await sessions.end(request.session.id);
    return result;
  }

  return [
    serve(contract.authenticate, 'public', async ({ body, request, reply }) => {
      const { token, currentUser } = await authenticate(request, body.Email, body.Password);
      setSessionCookie(request, reply, token);
      return currentUser;
    }),
    serve(contract.authenticateLegacy, 'public', async ({ body, request, reply }) => {
      const { token, currentUser } = await authenticate(request, body.email, body.password);
      setSessionCookie(request, reply, token);
      return currentUser;
    }),
    serve(contract.currentUser, 'pending', async ({ session }) => toCurrentUser(session!.user, session!.verified)),
    serve(contract.logout, 'public', async ({ session, request, reply }) => {
      if (session) await sessions.end(session.id);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    }),
    serve(contract.sendSms, 'pending', async ({ session }) => {
      await service.sendCode(session!.id, session!.user, 'sms');
      return { ok: true as const };
    }),
    serve(contract.sendEmail, 'pending', async ({ session }) => {
      await service.sendCode(session!.id, session!.user, 'email');
      return { ok: true as const };
    }),
    serve(contract.verifyCode, 'pending', async ({ session, query, request, reply }) => {
      const { token, currentUser } = await service.verifyCode(session!.id, session!.user, query.code, request.ip);
      setSessionCookie(request, reply, token);
      return currentUser;
    }),
    serve(contract.forgotPassword, 'public', async ({ body, request }) => {
      await service.forgotPassword(body.Email, request.ip);
      return { ok: true as const };
    }),
    serve(contract.passwordSettingsForToken, 'public', async ({ query }) => service.passwordSettingsForToken(query.t)),
    serve(contract.resetPassword, 'public', async ({ query, request, reply }) => {
      await service.resetPassword(query.t, query.p, request.ip);
      // The password change ended every session of this user, the one of this browser included.
      clearSessionCookie(request, reply);
      return { ok: true as const };
    }),
  ];
}

/** The administrators' locked accounts and their Unlock (designed calls; who may is the service's rule). */
export function accountLockRoutes(accountLocks: AccountLockService): ContractRoute[] {
  return [
    serve(contract.lockedAccounts, 'user', ({ session }) => accountLocks.lockedAccounts(session!.user)),
    serve(contract.unlockAccount, 'user', async ({ session, params }) => {
      await accountLocks.unlockAccount(session!.user, params.userId);
      return { ok: true as const };
    }),
  ];
}
