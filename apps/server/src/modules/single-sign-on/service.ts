import { createPrivateKey, type KeyObject } from 'node:crypto';
import { messages } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SsoKeyBox } from './keys.ts';
import { createSsoSiteRepository, type SsoSiteRecord } from './repository.ts';

export type { SsoSiteRecord };

/**
 * The SSO sites as the rest of the server uses them: found by public id (SSO sign-in) or URL (the development
 * stand-in), registered with a key pair whose private key the key box seals.
 */
export function createSsoSiteService(deps: { db: Queryable; keyBox: SsoKeyBox }) {
  const sites = createSsoSiteRepository(deps.db);
  return {
    /** Whether this server can open the sites' private keys (production without SSO_KEY_SECRET cannot). */
    get signingAvailable() {
      return deps.keyBox.available;
    },
    findByPublicId: (publicId: string) => sites.findByPublicId(publicId),
    findByUrl: (url: string) => sites.findByUrl(url),

    /** A site's private key as the server keeps it; 503 where the server holds none it can open. */
    privateKeyOf(site: SsoSiteRecord): KeyObject {
      if (!deps.keyBox.available || !site.privateKeySealed) throw new HttpError(503, messages.auth.ssoNotConfigured);
      return createPrivateKey(deps.keyBox.open(site.publicId, site.privateKeySealed));
    },

    /** Registers a site; its private key is stored sealed, bound to the site's new public id. */
    async add(site: { name: string; url: string; publicKey: string; privateKey: string }): Promise<SsoSiteRecord> {
      const publicId = newPublicId();
      return sites.insert({
        publicId,
        name: site.name,
        url: site.url,
        publicKey: site.publicKey,
        privateKeySealed: deps.keyBox.seal(publicId, site.privateKey),
      });
    },
  };
}

export type SsoSiteService = ReturnType<typeof createSsoSiteService>;
