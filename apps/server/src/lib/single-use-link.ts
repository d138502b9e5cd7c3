import { hashToken, newToken } from './crypto.ts';

/**
 * A link to a console page that works once, for an e-mail: the token travels only in the link, and the store keeps
 * its hash (a leaked table opens nothing). The caller stores `tokenHash` with its own lifetime and meaning.
 */
export function singleUseLink(publicUrl: string, path: string): { url: string; tokenHash: string } {
  const token = newToken();
  return { url: `${publicUrl}${path}?token=${encodeURIComponent(token)}`, tokenHash: hashToken(token) };
}
