// The text bounds without zod, so that the login screen checks its fields before zod has loaded (bounds.ts holds the
// schemas and re-exports these).

/** The longest text of each kind of field, in UTF-16 code units (JavaScript's string length). */
export const TEXT_LIMITS = {
  /** RFC 5321's longest forward path; also the longest e-mail part or name a search box sends. */
  email: 254,
  /** A name: a person's first or last, a company, organization, account, product or SSO site. */
  name: 200,
  /** Long passphrases are welcome; the cap only bounds hashing work per request. */
  password: 256,
  /** A code or secret the server issued: a reset token, a sign-in code, a verification code. */
  token: 128,
  /** A signed JWT in a path (an SSO site's login request): the router's longest path parameter. */
  signedToken: 4096,
  url: 2048,
  /** A PEM key: an RSA 8192-bit private key is about 6,500 characters. */
  key: 16_384,
  /** Short codes: SKU ids, country codes, phone numbers, versions, shop ids, cache-busting versions. */
  code: 64,
} as const;

/** C0 controls, DEL and C1 controls; with `lineBreaks`, tab, line feed and carriage return are allowed. */
export function hasControlCharacters(text: string, lineBreaks = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (lineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
