import { calendarDateOf, formatUsDate } from './us-date.ts';

/** How many characters of a key's own part the SSO site list shows. */
export const PUBLIC_KEY_SHOWN_CHARACTERS = 16;

/**
 * The DER headers, base64, that begin every SPKI key of one kind: identical for every P-256 key, and for every RSA
 * key of one size, so the start of two keys never tells them apart.
 */
const KEY_KINDS: readonly { kind: string; header: RegExp }[] = [
  { kind: 'P-256', header: /^MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE/ },
  { kind: 'RSA', header: /^MII[A-Za-z0-9+/]{3}ANBgkqhkiG9w0BAQEFAAOC/ },
];

/**
 * Spec §2.9's Public Key column, shortened: the key's kind, when known, and the last characters of its base64 body,
 * where two keys differ (their starts are a header every key of the kind shares). Text that is not a PEM key is
 * shortened the same way from its end.
 */
export function shortPublicKey(pem: string): string {
  const body = pem
    .replace(/-----(BEGIN|END) [A-Z ]+-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  const kind = KEY_KINDS.find((candidate) => candidate.header.test(body))?.kind;
  const tail = body.length > PUBLIC_KEY_SHOWN_CHARACTERS ? `…${body.slice(-PUBLIC_KEY_SHOWN_CHARACTERS)}` : body;
  return kind ? `${kind} ${tail}` : tail;
}

/**
 * designed (beyond the spec): after a key rotation the site's former key stays valid for an overlap the administrator
 * picks, in whole days: long enough for a site to install its new private key, short enough to end a leaked one.
 */
export const SSO_KEY_OVERLAP_DAYS = { min: 1, max: 30, default: 7 } as const;

/**
 * When a rotated key stops being valid, as the SSO screens show it: MM/DD/YYYY HH:MM in UTC, said as such, since the
 * site that must change its key may be anywhere.
 */
export function ssoKeyExpiry(expiresAt: string): string {
  const instant = new Date(expiresAt);
  const time = instant.toISOString().slice(11, 16);
  return `${formatUsDate(calendarDateOf(instant, 'UTC'))} ${time} UTC`;
}
