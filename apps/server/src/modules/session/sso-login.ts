import { randomUUID } from 'node:crypto';
import { hasControlCharacters, messages, opaqueIdSchema } from '@license-console/domain';
import { decodeJwt, decodeProtectedHeader, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import { algorithmOf } from '../single-sign-on/keys.ts';
import type { SiteKey, SsoSiteRecord, SsoSiteService } from '../single-sign-on/service.ts';
import { displayName, type UserService } from '../users/service.ts';
import type { CredentialCheck } from './password-check.ts';
import type { SessionRepository } from './repository.ts';

/** The longest a site's login request (tokenExternalId) may live. */
export const REQUEST_TOKEN_MAX_SECONDS = 10 * 60;
/** How long the assertion sent back to the site is valid. */
export const ASSERTION_SECONDS = 2 * 60;
const CLOCK_TOLERANCE_SECONDS = 30;

export interface SsoLoginDeps {
  sites: SsoSiteService;
  repository: SessionRepository;
  users: UserService;
  checkCredentials: CredentialCheck;
  /** This console's address: the `iss` of the assertions. */
  publicUrl: string;
}

/**
 * Sign-in for the SSO sites, for which the console is the identity provider. A site sends the browser to
 * /account/login/referer/{tokenExternalId}, a JWT it signed with its private key (iss = its public id, jti,
 * exp at most 10 minutes ahead). After the password check the site gets back, through the Location, an
 * assertion signed with its private key (which the server keeps sealed), whose `nonce` is the request's jti.
 * After a key rotation both of the site's pairs are valid until the overlap ends: the request is checked with the
 * key its `kid` names, or else with each valid key, and the assertion is signed by the same pair (its `kid` in the
 * header), so a site still on its former keys keeps working until it switches.
 */
export function createSsoLoginService(deps: SsoLoginDeps) {
  const invalid = () => new HttpError(400, messages.auth.externalTokenInvalid);

  /** The site, claims and key of a genuine, fresh, not yet used login request; 400 for anything else. */
  async function verifyRequest(
    tokenExternalId: string,
  ): Promise<{ site: SsoSiteRecord; claims: JWTPayload; key: SiteKey }> {
    let unverified: JWTPayload;
    let kid: unknown;
    try {
      unverified = decodeJwt(tokenExternalId);
      ({ kid } = decodeProtectedHeader(tokenExternalId));
    } catch {
      throw invalid();
    }
    // The site's id is read before any signature is checked: only an id the server could have issued is looked up.
    const issuer = opaqueIdSchema.safeParse(unverified.iss);
    if (!issuer.success) throw invalid();
    const site = await deps.sites.findByPublicId(issuer.data);
    if (!site) throw invalid();
    const keys = await deps.sites.keysOf(site);
    const candidates = kid === undefined ? keys : keys.filter((key) => key.kid === kid);
    let verified: { claims: JWTPayload; key: SiteKey } | null = null;
    for (const key of candidates) {
      try {
        const { payload } = await jwtVerify(tokenExternalId, key.publicKey, {
          issuer: site.publicId,
          algorithms: [algorithmOf(key.publicKey)],
          requiredClaims: ['jti', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        verified = { claims: payload, key };
        break;
      } catch {
        // Not this key: the next one, or refused below.
      }
    }
    if (!verified) throw invalid();
    const { claims, key } = verified;
    const secondsLeft = claims.exp! - Math.floor(Date.now() / 1000);
    if (secondsLeft > REQUEST_TOKEN_MAX_SECONDS + CLOCK_TOLERANCE_SECONDS) throw invalid();
    const { jti } = claims;
    if (typeof jti !== 'string' || jti.length === 0 || jti.length > 200 || hasControlCharacters(jti)) throw invalid();
    if (await deps.repository.isTokenUsed(usedKey(site, jti))) throw invalid();
    return { site, claims, key };
  }

  function usedKey(site: SsoSiteRecord, jti: string) {
    return `sso:${site.publicId}:${jti}`;
  }

  return {
    /** Checks the request token and the password; answers where to send the browser (the site, with its assertion). */
    async externalAuthenticate(
      tokenExternalId: string,
      email: string,
      password: string,
      address: string,
      session: SessionContext | null,
    ): Promise<string> {
      if (!deps.sites.signingAvailable) throw new HttpError(503, messages.auth.ssoNotConfigured);
      const { site, claims, key } = await verifyRequest(tokenExternalId);
      const privateKey = deps.sites.privateKeyOf(site, key);
      const account = await deps.checkCredentials(email, password, address, session);
      // Spent only by a successful sign-in, so a mistyped password can be corrected on the same page.
      await deps.repository.purgeUsedTokens();
      if (!(await deps.repository.spendToken(usedKey(site, claims.jti!), claims.exp!, CLOCK_TOLERANCE_SECONDS))) {
        throw invalid();
      }
      const publicId = await deps.users.publicIdOf(account.id);
      const assertion = await new SignJWT({ email: account.email, name: displayName(account), nonce: claims.jti })
        .setProtectedHeader({ alg: algorithmOf(privateKey), typ: 'JWT', kid: key.kid })
        .setIssuer(deps.publicUrl)
        .setSubject(publicId!)
        .setAudience(site.url)
        .setIssuedAt()
        .setExpirationTime(`${ASSERTION_SECONDS}s`)
        .setJti(randomUUID())
        .sign(privateKey);
      const location = new URL(site.url);
      location.searchParams.set('assertion', assertion);
      return location.href;
    },
  };
}

export type SsoLoginService = ReturnType<typeof createSsoLoginService>;
