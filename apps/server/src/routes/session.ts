import { contract } from '@license-console/domain';
import { type ContractRoute, serve } from '../plugins/contract-routes.ts';
import { clearSessionCookie, setSessionCookie } from '../plugins/session.ts';
import type { SessionStore } from '../repositories/sessions.ts';
import { type AuthService, toCurrentUser } from '../services/auth-service.ts';

export function sessionRoutes(deps: { auth: AuthService; sessions: SessionStore }): ContractRoute[] {
  const currentUser = serve(contract.currentUser, 'pending', async ({ session }) =>
    toCurrentUser(session!.user, session!.verified),
  );
  return [
    serve(contract.authenticate, 'public', async ({ body, request, reply }) => {
      const { token, currentUser } = await deps.auth.signIn(body.Email, body.Password);
      setSessionCookie(request, reply, token);
      return currentUser;
    }),
    serve(contract.authenticateLegacy, 'public', async ({ body, request, reply }) => {
      const { token, currentUser } = await deps.auth.signIn(body.email, body.password);
      setSessionCookie(request, reply, token);
      return currentUser;
    }),
    currentUser,
    serve(contract.logout, 'public', async ({ session, reply }) => {
      if (session) await deps.sessions.end(session.id);
      clearSessionCookie(reply);
      return { ok: true as const };
    }),
  ];
}
