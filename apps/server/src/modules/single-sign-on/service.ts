import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import {
  messages,
  type SsoSite,
  type SsoSiteDraft,
  type SsoSiteUpdate,
  ssoSiteFormSchema,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { type Actor, authorize, validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkedSiteKeyPair, generateSiteKeyPair, readSitePublicKey, type SsoKeyBox, sameKey } from './keys.ts';
import { createSsoSiteRepository, type SsoSiteRecord, type SsoSiteRepository } from './repository.ts';

export type { SsoSiteRecord };

/** The site form's fields, as the answer's `fields` names them. */
const FORM_FIELDS = { name: 'name', url: 'url', publicKey: 'publicKey', privateKey: 'privateKey' } as const;

function refuse(status: number, message: string, field?: string): never {
  throw new HttpError(status, message, field ? { fields: { [field]: message } } : undefined);
}

/** A site's name and URL as the form's rules take them (spec §2.9): trimmed, the URL an absolute http(s) one. */
function checkedPlace(
  input: { name: string; url: string; publicKey: string; privateKey?: string },
  mode: 'create' | 'update',
) {
  const place = { name: input.name.trim(), url: input.url.trim() };
  validate(ssoSiteFormSchema(mode), { ...input, ...place }, FORM_FIELDS);
  let protocol = '';
  try {
    protocol = new URL(place.url).protocol;
  } catch {
    // Refused below with the form's message.
  }
  if (protocol !== 'http:' && protocol !== 'https:') refuse(400, messages.sso.urlFormat, 'url');
  return place;
}

/** A name or URL that another site has: 400 with the field's message. */
async function refuseTaken(
  sites: SsoSiteRepository,
  place: { name: string; url: string },
  exceptPublicId: string | null,
) {
  const taken = await sites.taken(place, exceptPublicId);
  if (taken.name) refuse(400, messages.sso.nameTaken, 'name');
  if (taken.url) refuse(400, messages.sso.urlTaken, 'url');
}

/** A unique index that another change satisfied first, between our check and our write. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** A site as the calls answer it: named by its public id, never with its private key. */
function shown(site: SsoSiteRecord): SsoSite {
  return { id: site.publicId, name: site.name, url: site.url, publicKey: site.publicKey };
}

/** What the audit log keeps of a site: never its private key, sealed or not. */
function audited(site: { name: string; url: string; publicKey: string }) {
  return { name: site.name, url: site.url, publicKey: site.publicKey };
}

/**
 * The SSO sites (spec §2.9, §3): the administrators' calls (§6), each checked before anything is read, and the
 * lookups the SSO sign-in and the development stand-in use. A site's key pair comes from GET new; its private key
 * is sealed by the key box and never answered again. The key pair is fixed at creation: an update that names
 * another public key is refused, since the sealed private key could no longer be checked with it.
 */
export function createSsoSiteService(deps: { db: Database; keyBox: SsoKeyBox }) {
  const sites = createSsoSiteRepository(deps.db);

  function requireKeyBox() {
    if (!deps.keyBox.available) throw new HttpError(503, messages.auth.ssoNotConfigured);
  }

  /** Runs a change in one transaction; a name or URL taken meanwhile answers as if it had been taken before. */
  async function change<T>(
    place: { name: string; url: string },
    exceptPublicId: string | null,
    work: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    try {
      return await deps.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) await refuseTaken(sites, place, exceptPublicId);
      throw error;
    }
  }

  /** Registers a site with its private key sealed under its new public id; null when its name or URL is taken. */
  async function insert(tx: Queryable, site: { name: string; url: string; publicKey: string; privateKey: string }) {
    const publicId = newPublicId();
    return createSsoSiteRepository(tx).insert({
      publicId,
      name: site.name,
      url: site.url,
      publicKey: site.publicKey,
      privateKeySealed: deps.keyBox.seal(publicId, site.privateKey),
    });
  }

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

    /** Registers a site as given (the demo seed, tests), in the caller's transaction when one is given. */
    async add(site: { name: string; url: string; publicKey: string; privateKey: string }, tx: Queryable = deps.db) {
      return (await insert(tx, site)) ?? refuse(400, messages.sso.nameTaken, 'name');
    },

    /** GET api/SingleSignOn/new: a blank site with a key pair generated here; the private key is shown this once. */
    async newSsoSite(actor: Actor): Promise<SsoSiteDraft> {
      authorize(actor, 'manageSsoSites');
      requireKeyBox();
      return { name: '', url: '', ...generateSiteKeyPair() };
    },

    /** GET /api/singlesignon: every site, by name. */
    async listSsoSites(actor: Actor): Promise<SsoSite[]> {
      authorize(actor, 'manageSsoSites');
      return sites.list();
    },

    /** GET api/SingleSignOn/{siteId}: one site, without its private key. */
    async getSsoSite(actor: Actor, publicId: string): Promise<SsoSite> {
      authorize(actor, 'manageSsoSites');
      const site = (await sites.findByPublicId(publicId)) ?? refuse(404, messages.server.notFound);
      return shown(site);
    },

    /**
     * POST api/SingleSignOn: a site with the key pair GET new supplied (any P-256 or RSA pair of 2048 bits or more
     * in PEM, the public key the private key's own); its name and URL unique among the sites. Audited without the
     * private key.
     */
    async createSsoSite(actor: Actor, input: SsoSiteDraft): Promise<SsoSite> {
      authorize(actor, 'manageSsoSites');
      const place = checkedPlace(input, 'create');
      const keys = checkedSiteKeyPair(input);
      requireKeyBox();
      await refuseTaken(sites, place, null);
      return change(place, null, async (tx) => {
        const site = await insert(tx, { ...place, ...keys });
        if (!site) {
          // Another creation took the name or URL since the check above.
          await refuseTaken(createSsoSiteRepository(tx), place, null);
          return refuse(400, messages.sso.nameTaken, 'name');
        }
        await audit(tx, {
          actorId: actor.id,
          action: 'sso-site.create',
          entity: 'sso_site',
          entityId: String(site.id),
          after: audited(site),
        });
        return shown(site);
      });
    },

    /**
     * PUT api/SingleSignOn: a new name or URL for the site the body names. Its key pair stays: a public key other
     * than the site's own is refused (400), whatever its PEM layout. Audited with the site before and after.
     */
    async updateSsoSite(actor: Actor, input: SsoSiteUpdate): Promise<SsoSite> {
      authorize(actor, 'manageSsoSites');
      const place = checkedPlace(input, 'update');
      const publicKey = readSitePublicKey(input.publicKey);
      return change(place, input.id, async (tx) => {
        const within = createSsoSiteRepository(tx);
        const before = (await within.lock(input.id)) ?? refuse(404, messages.server.notFound);
        if (!sameKey(publicKey, createPublicKey(before.publicKey))) refuse(400, messages.sso.keyPairFixed, 'publicKey');
        await refuseTaken(within, place, input.id);
        await within.update(before.id, place);
        const after = { ...before, ...place };
        await audit(tx, {
          actorId: actor.id,
          action: 'sso-site.update',
          entity: 'sso_site',
          entityId: String(before.id),
          before: audited(before),
          after: audited(after),
        });
        return shown(after);
      });
    },

    /**
     * DELETE /api/SingleSignOn/{id}: the site and its sealed key. Its sign-ins end at once: a login request it signed
     * names a site that no longer exists. Audited.
     */
    async deleteSsoSite(actor: Actor, publicId: string): Promise<void> {
      authorize(actor, 'manageSsoSites');
      await deps.db.transaction(async (tx) => {
        const within = createSsoSiteRepository(tx);
        const before = (await within.lock(publicId)) ?? refuse(404, messages.server.notFound);
        await within.remove(before.id);
        await audit(tx, {
          actorId: actor.id,
          action: 'sso-site.delete',
          entity: 'sso_site',
          entityId: String(before.id),
          before: audited(before),
        });
      });
    },
  };
}

export type SsoSiteService = ReturnType<typeof createSsoSiteService>;
