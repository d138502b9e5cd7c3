import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { hasControlCharacters, messages, opaqueIdSchema } from '@license-console/domain';
import { decodeJwt, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import type { SessionContext } from '../plugins/session.ts';
import { createSsoSiteRepository, type SsoSiteRecord } from '../repositories/sso-sites.ts';
import { type CredentialCheck, displayName } from './credential-check.ts';

/** The longest a site's login request (tokenExternalId) may live. */
export const REQUEST_TOKEN_MAX_SECONDS = 10 * 60;
/** How long the assertion sent back to the site is valid. */
export const ASSERTION_SECONDS = 2 * 60;
const CLOCK_TOLERANCE_SECONDS = 30;

export type SiteAlgorithm = 'ES256' | 'RS256';

/** A new key pair for a site: ES256 (P-256), PEM encoded (SPKI public, PKCS#8 private). */
export function generateSiteKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** The JWS algorithm of a site key: ES256 for P-256 keys, RS256 for RSA keys (2048 bits or more). */
export function algorithmOf(key: KeyObject): SiteAlgorithm {
  const details = key.asymmetricKeyDetails;
  if (key.asymmetricKeyType === 'ec' && details?.namedCurve === 'prime256v1') return 'ES256';
  if (key.asymmetricKeyType === 'rsa' && (details?.modulusLength ?? 0) >= 2048) return 'RS256';
  throw new Error(`unsupported site key: ${key.asymmetricKeyType}`);
}

const DEVELOPMENT_SECRET = 'license-console development key for SSO site private keys: never use in production';

/**
 * Seals the sites' private keys with AES-256-GCM under a key derived (HKDF-SHA-256) from SSO_KEY_SECRET. The
 * site's public id is the additional data, so a sealed key copied onto another site does not open.
 * Format: `v1.<iv>.<ciphertext>.<tag>`, base64url. Without the secret, production has no key box (SSO sign-in
 * answers 503) and development uses a fixed, publicly known key.
 */
export function createSsoKeyBox(options: {
  secret: string | undefined;
  production: boolean;
  log?: { warn(message: string): void };
}) {
  let key: Buffer | null = null;
  if (options.secret) key = deriveKey(options.secret);
  else if (!options.production) {
    key = deriveKey(DEVELOPMENT_SECRET);
    options.log?.warn(
      'SSO_KEY_SECRET is not set: SSO sites\u2019 private keys are encrypted with a fixed development key ' +
        '(development only; production refuses SSO sign-in without it)',
    );
  }

  function keyOrFail(): Buffer {
    if (!key) throw new HttpError(503, messages.auth.ssoNotConfigured);
    return key;
  }

  return {
    get available() {
      return key !== null;
    },
    seal(sitePublicId: string, privateKeyPem: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOrFail(), iv);
      cipher.setAAD(Buffer.from(sitePublicId));
      const sealed = Buffer.concat([cipher.update(privateKeyPem, 'utf8'), cipher.final()]);
      return ['v1', iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sitePublicId: string, sealed: string): string {
      const [version, iv, data, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !data || !tag) throw new Error('unknown sealed key format');
      const decipher = createDecipheriv('aes-256-gcm', keyOrFail(), Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(sitePublicId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'license-console', 'sso-site-private-key', 32));
}

export type SsoKeyBox = ReturnType<typeof createSsoKeyBox>;

export interface SsoLoginDeps {
  db: Database;
  keyBox: SsoKeyBox;
  checkCredentials: CredentialCheck;
  /** This console's address: the `iss` of the assertions. */
  publicUrl: string;
}

/**
 * Sign-in for the SSO sites, for which the console is the identity provider. A site sends the browser to
 * /account/login/referer/{tokenExternalId}, a JWT it signed with its private key (iss = its public id, jti,
 * exp at most 10 minutes ahead). After the password check the site gets back, through the Location, an
 * assertion signed with its private key (which the server keeps sealed), whose `nonce` is the request's jti.
 */
export function createSsoLoginService(deps: SsoLoginDeps) {
  const sites = createSsoSiteRepository(deps.db);
  const invalid = () => new HttpError(400, messages.auth.externalTokenInvalid);

  /** The site and claims of a genuine, fresh, not yet used login request; 400 for anything else. */
  async function verifyRequest(tokenExternalId: string): Promise<{ site: SsoSiteRecord; claims: JWTPayload }> {
    let unverified: JWTPayload;
    try {
      unverified = decodeJwt(tokenExternalId);
    } catch {
      throw invalid();
    }
    // The site's id is read before any signature is checked: only an id the server could have issued is looked up.
    const issuer = opaqueIdSchema.safeParse(unverified.iss);
    if (!issuer.success) throw invalid();
    const site = await sites.findByPublicId(issuer.data);
    if (!site) throw invalid();
    const publicKey = createPublicKey(site.publicKey);
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(tokenExternalId, publicKey, {
        issuer: site.publicId,
        algorithms: [algorithmOf(publicKey)],
        requiredClaims: ['jti', 'exp'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch {
      throw invalid();
    }
    const secondsLeft = claims.exp! - Math.floor(Date.now() / 1000);
    if (secondsLeft > REQUEST_TOKEN_MAX_SECONDS + CLOCK_TOLERANCE_SECONDS) throw invalid();
    const { jti } = claims;
    if (typeof jti !== 'string' || jti.length === 0 || jti.length > 200 || hasControlCharacters(jti)) throw invalid();
    const [used] = await deps.db.query('select 1 from used_tokens where jti = $1', [usedKey(site, jti)]);
    if (used) throw invalid();
    return { site, claims };
  }

  function usedKey(site: SsoSiteRecord, jti: string) {
    return `sso:${site.publicId}:${jti}`;
  }

  function privateKeyOf(site: SsoSiteRecord): KeyObject {
    if (!deps.keyBox.available || !site.privateKeySealed) throw new HttpError(503, messages.auth.ssoNotConfigured);
    return createPrivateKey(deps.keyBox.open(site.publicId, site.privateKeySealed));
  }

  return {
    /** Checks the request token and the password; answers where to send the browser (the site, with its assertion). */
    async authenticate(
      tokenExternalId: string,
      email: string,
      password: string,
      address: string,
      session: SessionContext | null,
    ): Promise<string> {
      if (!deps.keyBox.available) throw new HttpError(503, messages.auth.ssoNotConfigured);
      const { site, claims } = await verifyRequest(tokenExternalId);
      const privateKey = privateKeyOf(site);
      const account = await deps.checkCredentials(email, password, address, session);
      // Spent only by a successful sign-in, so a mistyped password can be corrected on the same page; the
      // insert is the single-use guard even for parallel requests.
      await deps.db.query('delete from used_tokens where expires_at < now()');
      const [spent] = await deps.db.query(
        `insert into used_tokens (jti, expires_at) values ($1, to_timestamp($2) + make_interval(secs => $3))
         on conflict (jti) do nothing returning jti`,
        [usedKey(site, claims.jti!), claims.exp, CLOCK_TOLERANCE_SECONDS],
      );
      if (!spent) throw invalid();
      const [user] = await deps.db.query<{ publicId: string }>(
        'select public_id as "publicId" from users where id = $1',
        [account.id],
      );
      const assertion = await new SignJWT({ email: account.email, name: displayName(account), nonce: claims.jti })
        .setProtectedHeader({ alg: algorithmOf(privateKey), typ: 'JWT' })
        .setIssuer(deps.publicUrl)
        .setSubject(user!.publicId)
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
