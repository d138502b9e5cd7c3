import { contract, EXTERNAL_PROVIDERS, type ExternalProvider, messages, sessionPaths } from '@license-console/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import { clearCookie, readCookie, setCookie } from '../../plugins/cookies.ts';
import { setSessionCookie } from '../../plugins/session.ts';
import type { OidcService } from './oidc.ts';
import type { SessionStore } from './session-store.ts';
import type { SsoLoginService } from './sso-login.ts';
import type { SupportDeskService } from './support-desk.ts';

/** Set (readable by the console, spec §8) when an external sign-in failed; the login screen then says so. */
export const EXTERNAL_LOGIN_COOKIE = 'ExternalLogin';
/** Binds a started OpenID Connect sign-in to the browser that started it (login CSRF defence). */
export const OIDC_STATE_COOKIE = 'lc_oidc_state';
const CALLBACK_PATH = '/signin-oidc';

export interface ExternalLoginDeps {
  oidc: OidcService;
  supportDesk: SupportDeskService;
  ssoLogin: SsoLoginService;
  sessions: SessionStore;
  portalUrl: string;
  publicUrl: string;
}

function failExternalLogin(request: FastifyRequest, reply: FastifyReply) {
  setCookie(reply, EXTERNAL_LOGIN_COOKIE, 'false', {
    path: '/',
    maxAge: 120,
    httpOnly: false,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  return reply.header('cache-control', 'no-store').redirect(sessionPaths.guardLogin, 302);
}

/** The contract calls of the external sign-ins: OpenID Connect providers, support desk, SSO sites. */
export function externalLoginRoutes(deps: ExternalLoginDeps): ContractRoute[] {
  return [
    serve(contract.accountExternalLogin, 'public', async ({ body, request, reply }) => {
      const provider = body.Provider;
      if (!deps.oidc.isConfigured(provider)) {
        throw new HttpError(400, messages.auth.externalProviderNotConfigured(provider));
      }
      try {
        const { url, state } = await deps.oidc.start(provider);
        setCookie(reply, OIDC_STATE_COOKIE, state, {
          path: CALLBACK_PATH,
          maxAge: 10 * 60,
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
        reply.header('cache-control', 'no-store').header('location', url);
      } catch (error) {
        request.log.error({ err: error, provider }, 'external sign-in could not start');
        failExternalLogin(request, reply);
      }
      return undefined;
    }),
    serve(contract.externalLoginUrlData, 'public', async () => ({
      portalUrl: deps.portalUrl,
      consoleUrl: deps.publicUrl,
      providers: deps.oidc.configured(),
    })),
    serve(contract.externalLoginCheckToken, 'public', async ({ body, session, request, reply }) => {
      const { token, currentUser } = await deps.oidc.externalLoginCheckToken(body.Code);
      if (session) await deps.sessions.end(session.id);
      setSessionCookie(request, reply, token);
      clearCookie(reply, EXTERNAL_LOGIN_COOKIE, { path: '/' });
      return currentUser;
    }),
    serve(contract.authenticateZendesk, 'public', async ({ body, session, request }) =>
      deps.supportDesk.authenticateZendesk(body.email, body.password, request.ip, session),
    ),
    serve(contract.externalAuthenticate, 'public', async ({ params, body, session, request, reply }) => {
      const location = await deps.ssoLogin.externalAuthenticate(
        params.tokenExternalId,
        body.Email,
        body.Password,
        request.ip,
        session,
      );
      reply.header('cache-control', 'no-store').header('location', location);
      return { ok: true as const };
    }),
  ];
}

function providerNamed(name: string): ExternalProvider | undefined {
  return EXTERNAL_PROVIDERS.find((provider) => provider.toLowerCase() === name.toLowerCase());
}

/**
 * GET /signin-oidc/{provider}: where the provider sends the browser back (not a contract call: the console never
 * calls it). Success goes on to /external-login-verify with a one-time code; any failure back to /Login with the
 * ExternalLogin=false cookie. Why it failed goes to the log only.
 */
export function registerOidcCallback(server: FastifyInstance, oidc: OidcService) {
  server.get<{ Params: { provider: string } }>(`${CALLBACK_PATH}/:provider`, async (request, reply) => {
    const provider = providerNamed(request.params.provider);
    const browserState = readCookie(request.headers.cookie, OIDC_STATE_COOKIE);
    clearCookie(reply, OIDC_STATE_COOKIE, { path: CALLBACK_PATH });
    if (!provider || !oidc.isConfigured(provider)) return failExternalLogin(request, reply);
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    try {
      const code = await oidc.complete(provider, query, browserState);
      clearCookie(reply, EXTERNAL_LOGIN_COOKIE, { path: '/' });
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`${sessionPaths.externalLoginVerify}?code=${encodeURIComponent(code)}`, 302);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'external sign-in failed');
      return failExternalLogin(request, reply);
    }
  });
}
