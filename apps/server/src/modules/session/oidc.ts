import { type ExternalProvider, messages } from '@license-console/domain';
import type { Configuration } from 'openid-client';
import { hashToken, newToken } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { UserService } from '../users/service.ts';
import type { SessionRepository } from './repository.ts';
import type { SessionStore } from './session-store.ts';

export interface OidcProviderSettings {
  /** The provider's issuer identifier; its discovery document is read from it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type OidcProviders = Partial<Record<ExternalProvider, OidcProviderSettings>>;

/** How long a started sign-in may take at the provider before its state is refused. */
export const STATE_LIFETIME_MINUTES = 10;
/** How long the one-time code handed to /external-login-verify works. */
export const CODE_LIFETIME_SECONDS = 120;

/** Why an external sign-in failed; the browser only learns that it failed, the log learns why. */
export class ExternalLoginFailure extends Error {}

export interface OidcDeps {
  providers: OidcProviders;
  sessions: SessionStore;
  repository: SessionRepository;
  users: UserService;
  publicUrl: string;
}

/** openid-client, loaded on the first external sign-in: most servers configure no provider, and it costs a start. */
let openidClient: Promise<typeof import('openid-client')> | undefined;
function loadClient() {
  openidClient ??= import('openid-client');
  return openidClient;
}

/**
 * OpenID Connect sign-in with the authorization code flow, PKCE (S256), state and nonce. The state, nonce and
 * code verifier live in the database for a few minutes and are used once, so any server process can complete
 * a sign-in another one started. A completed sign-in yields a one-time code (stored hashed, two minutes) that
 * the console exchanges for a session.
 */
export function createOidcService(deps: OidcDeps) {
  // Discovered configurations are cached per process: they are the providers' public metadata, not state.
  const configurations = new Map<ExternalProvider, Promise<Configuration>>();

  function settingsOf(provider: ExternalProvider): OidcProviderSettings {
    const settings = deps.providers[provider];
    if (!settings) throw new HttpError(400, messages.auth.externalProviderNotConfigured(provider));
    return settings;
  }

  function configurationOf(provider: ExternalProvider): Promise<Configuration> {
    const cached = configurations.get(provider);
    if (cached) return cached;
    const settings = settingsOf(provider);
    const issuer = new URL(settings.issuer);
    const discovered = loadClient().then((client) =>
      client.discovery(
        issuer,
        settings.clientId,
        { client_secret: settings.clientSecret },
        client.ClientSecretBasic(settings.clientSecret),
        {
          // Plain http only for loopback issuers (the configuration refuses any other http issuer).
          execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
          timeout: 10,
        },
      ),
    );
    configurations.set(provider, discovered);
    // A provider that was down is asked again next time rather than failing until the process restarts.
    discovered.catch(() => configurations.delete(provider));
    return discovered;
  }

  function redirectUriOf(provider: ExternalProvider): string {
    return `${deps.publicUrl}/signin-oidc/${provider.toLowerCase()}`;
  }

  /** Takes a started sign-in by its state: once, and only while it is fresh and for the same provider. */
  async function claimState(provider: ExternalProvider, state: string) {
    const started = await deps.repository.claimOidcState(state, provider, STATE_LIFETIME_MINUTES);
    if (!started) throw new ExternalLoginFailure('unknown, expired or already used state');
    return started;
  }

  /**
   * The console account of an identity: the one linked to (issuer, subject); otherwise the one whose address
   * the provider vouches for (email_verified), which is then linked. An account already linked to another
   * subject of the same issuer is never taken over by address.
   */
  async function matchAccount(issuer: string, subject: string, email: string | undefined, emailVerified: boolean) {
    const linked = await deps.users.idByExternalLogin(issuer, subject);
    if (linked !== null) return linked;
    if (!email || !emailVerified) throw new ExternalLoginFailure('no linked account and no verified e-mail');
    const byEmail = await deps.users.externalLoginOf(email);
    if (!byEmail) throw new ExternalLoginFailure('no account with the verified e-mail');
    if (byEmail.oidcSubject === null) await deps.users.linkExternalLogin(byEmail.id, issuer, subject);
    else if (byEmail.oidcIssuer === issuer) {
      throw new ExternalLoginFailure('the account is linked to another subject of this issuer');
    }
    return byEmail.id;
  }

  return {
    configured(): Record<ExternalProvider, boolean> {
      return { Workplace: Boolean(deps.providers.Workplace), Consumer: Boolean(deps.providers.Consumer) };
    },

    isConfigured(provider: ExternalProvider): boolean {
      return Boolean(deps.providers[provider]);
    },

    /** Starts a sign-in: stores state, nonce and PKCE verifier, and answers where to send the browser. */
    async start(provider: ExternalProvider): Promise<{ url: string; state: string }> {
      settingsOf(provider);
      const configuration = await configurationOf(provider);
      const client = await loadClient();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await deps.repository.purgeOidcStates(STATE_LIFETIME_MINUTES);
      await deps.repository.addOidcState({ state, provider, codeVerifier, nonce });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUriOf(provider),
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, state };
    },

    /**
     * Completes a sign-in from the provider's redirect: the state must match the browser's state cookie and
     * a stored, fresh, unused state; openid-client checks the response, PKCE, the ID token and its nonce.
     * Answers a one-time code for /external-login-verify; throws on any failure.
     */
    async complete(provider: ExternalProvider, query: URLSearchParams, browserState: string | undefined) {
      const state = query.get('state');
      if (!state) throw new ExternalLoginFailure('no state in the callback');
      const started = await claimState(provider, state);
      if (browserState !== state) throw new ExternalLoginFailure('the state belongs to another browser');
      if (query.has('error')) {
        throw new ExternalLoginFailure(
          `the provider answered ${query.get('error')}: ${query.get('error_description')}`,
        );
      }
      const configuration = await configurationOf(provider);
      const client = await loadClient();
      const callbackUrl = new URL(redirectUriOf(provider));
      callbackUrl.search = query.toString();
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: started.codeVerifier,
        expectedState: state,
        expectedNonce: started.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ExternalLoginFailure('no ID token');
      let email = typeof claims.email === 'string' ? claims.email : undefined;
      let emailVerified = String(claims.email_verified) === 'true';
      if (!email && configuration.serverMetadata().userinfo_endpoint) {
        // Providers that follow the core spec strictly put profile claims in userinfo rather than the ID token.
        const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        email = typeof info.email === 'string' ? info.email : undefined;
        emailVerified = String(info.email_verified) === 'true';
      }
      const userId = await matchAccount(claims.iss, claims.sub, email, emailVerified);
      const code = newToken();
      await deps.repository.addExternalLoginCode(hashToken(code), userId, CODE_LIFETIME_SECONDS);
      return code;
    },

    /**
     * Exchanges a one-time code for a verified session. The verification screen offers the two providers as
     * the alternative to a code (spec §2.3): a sign-in the identity provider vouches for is the second factor.
     */
    async externalLoginCheckToken(code: string) {
      await deps.repository.purgeExternalLoginCodes();
      const userId = await deps.repository.useExternalLoginCode(hashToken(code.trim()));
      if (userId === null) throw new HttpError(400, messages.auth.externalLoginCodeInvalid);
      return deps.sessions.open(userId, true);
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
