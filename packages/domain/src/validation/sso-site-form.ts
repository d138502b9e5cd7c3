import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../entities/bounds.ts';
import * as messages from '../messages/sections.ts';
import { SSO_KEY_OVERLAP_DAYS } from '../rules/public-key.ts';
import { formText, requiredText } from './form-text.ts';

const m = messages.sso;

/** An absolute http(s) URL (written without the URL class, which the ECMAScript library lacks). */
export const HTTP_URL_PATTERN =
  /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?::\d+)?(?:[/?#]\S*)?$|^https?:\/\/localhost(?::\d+)?(?:[/?#]\S*)?$/i;

/**
 * A site's keys as PEM, by their labels: SPKI or PKCS#1 public keys; PKCS#8, SEC 1 or PKCS#1 private keys, never
 * encrypted ones (the server could not open them). The server reads the keys themselves; a private key pasted as the
 * public one fails here, before it could be shown in the list.
 */
export const PUBLIC_KEY_PEM_PATTERN =
  /^-----BEGIN (?:RSA )?PUBLIC KEY-----\r?\n[\s\S]+\r?\n-----END (?:RSA )?PUBLIC KEY-----$/;
export const PRIVATE_KEY_PEM_PATTERN =
  /^-----BEGIN (?:RSA |EC )?PRIVATE KEY-----\r?\n[\s\S]+\r?\n-----END (?:RSA |EC )?PRIVATE KEY-----$/;

/** A required key: blank says so alone; otherwise it must carry the pattern's PEM labels. */
function pemKey(requiredMessage: string, pattern: RegExp, formatMessage: string) {
  return formText(TEXT_LIMITS.key, requiredMessage, { lines: true }).check(
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.regex(pattern, { error: formatMessage }),
  );
}

/** Spec §2.9: the SSO site form; the private key exists on create only. */
export function ssoSiteFormSchema(mode: 'create' | 'update') {
  const base = z.object({
    name: requiredText(TEXT_LIMITS.name, m.nameRequired),
    url: formText(TEXT_LIMITS.url, m.urlFormat).check(z.regex(HTTP_URL_PATTERN, { error: m.urlFormat })),
    publicKey: pemKey(m.publicKeyRequired, PUBLIC_KEY_PEM_PATTERN, m.publicKeyFormat),
  });
  return mode === 'create'
    ? z.extend(base, {
        privateKey: pemKey(m.privateKeyRequired, PRIVATE_KEY_PEM_PATTERN, m.privateKeyFormat),
      })
    : base;
}

export type SsoSiteFormValues = { name: string; url: string; publicKey: string; privateKey?: string };

/**
 * designed (beyond the spec): a key rotation's overlap, the whole days the former public key stays valid beside the
 * new one. The number input gives `valueAsNumber` (NaN when blank, refused with the same message).
 */
export const ssoKeyRotationSchema = z.object({
  overlapDays: z
    .number({ error: m.overlapDaysRange })
    .check(
      z.int({ error: m.overlapDaysRange }),
      z.gte(SSO_KEY_OVERLAP_DAYS.min, { error: m.overlapDaysRange }),
      z.lte(SSO_KEY_OVERLAP_DAYS.max, { error: m.overlapDaysRange }),
    ),
});

export type SsoKeyRotationValues = z.infer<typeof ssoKeyRotationSchema>;
