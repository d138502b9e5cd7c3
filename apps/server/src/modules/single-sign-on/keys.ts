import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { messages, type SsoSiteJwk } from '@license-console/domain';
import { calculateJwkThumbprint, exportJWK } from 'jose';
import { HttpError } from '../../lib/http-error.ts';

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

/** How each of a site's keys is read; the form's schema has checked their PEM labels. */
const KEY_KINDS = {
  publicKey: { read: createPublicKey, message: messages.sso.publicKeyFormat },
  privateKey: { read: createPrivateKey, message: messages.sso.privateKeyFormat },
} as const;

function refuseKey(field: keyof typeof KEY_KINDS, message: string): never {
  throw new HttpError(400, message, { fields: { [field]: message } });
}

/** One of a site's keys read from PEM, of a kind a site may sign with; 400 naming the field for anything else. */
function readSiteKey(field: keyof typeof KEY_KINDS, pem: string): KeyObject {
  const kind = KEY_KINDS[field];
  try {
    const key = kind.read(pem.trim());
    algorithmOf(key);
    return key;
  } catch {
    return refuseKey(field, kind.message);
  }
}

/** A site's public key read from PEM; 400 for anything else. */
export const readSitePublicKey = (pem: string) => readSiteKey('publicKey', pem);

/** Whether two public keys are the same key, whatever their PEM's layout (SPKI or PKCS#1, line breaks). */
export function sameKey(a: KeyObject, b: KeyObject): boolean {
  return a.export({ type: 'spki', format: 'der' }).equals(b.export({ type: 'spki', format: 'der' }));
}

/**
 * A site's key pair as given on create: each a PEM key of a supported kind (P-256, or RSA of 2048 bits or more),
 * the public key the private key's own. Answers them as stored: SPKI and PKCS#8 PEM. 400 naming the field otherwise.
 */
export function checkedSiteKeyPair(pair: { publicKey: string; privateKey: string }): {
  publicKey: string;
  privateKey: string;
} {
  const publicKey = readSitePublicKey(pair.publicKey);
  const privateKey = readSiteKey('privateKey', pair.privateKey);
  if (!sameKey(publicKey, createPublicKey(privateKey))) refuseKey('publicKey', messages.sso.keyPairMismatch);
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
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

/** One of a site's valid public keys: its RFC 7638 thumbprint (the `kid`), the key, and where its private key is. */
export interface SiteKey {
  kid: string;
  publicKey: KeyObject;
  /** The sealed private key of the same pair; null when the server holds none. */
  privateKeySealed: string | null;
}

/** A site's public key as a JWK, named by its thumbprint, ready for a JWK Set. */
export async function siteJwk(key: SiteKey): Promise<SsoSiteJwk> {
  const { kty, crv, x, y, n, e } = await exportJWK(key.publicKey);
  const alg = algorithmOf(key.publicKey);
  return { kty: kty as SsoSiteJwk['kty'], kid: key.kid, use: 'sig', alg, ...(kty === 'EC' ? { crv, x, y } : { n, e }) };
}

/** The `kid` of a public key: its RFC 7638 SHA-256 thumbprint, base64url. */
export async function keyIdOf(publicKey: KeyObject): Promise<string> {
  return calculateJwkThumbprint(await exportJWK(publicKey), 'sha256');
}
