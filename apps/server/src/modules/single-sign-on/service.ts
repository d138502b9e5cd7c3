import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import {
  messages,
  type SsoSite,
  type SsoSiteDraft,
  type SsoSiteJwks,
  type SsoSiteRotation,
  type SsoSiteUpdate,
  ssoKeyRotationSchema,
  ssoSiteFormSchema,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { type Actor, authorize, validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { claimVersion, type Precondition, preconditionFailed, type Versioned } from '../../lib/row-versions.ts';
import {
  checkedSiteKeyPair,
  generateSiteKeyPair,
  keyIdOf,
  readSitePublicKey,
  type SiteKey,
  type SsoKeyBox,
  sameKey,
  siteJwk,
} from './keys.ts';
import { createSsoSiteRepository, type SsoSiteRecord, type SsoSiteRepository, shownSite } from './repository.ts';

export type { SiteKey, SsoSiteRecord };

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

/** A site as the calls answer it: named by its public id, never with a private key; a former key while valid. */
function shown(site: SsoSiteRecord): SsoSite {
  return shownSite({ ...site, id: site.publicId });
}

/** A site as shown, with the version its ETag names. */
function shownVersioned(site: SsoSiteRecord): Versioned<SsoSite> {
  return { ...shown(site), rowVersion: site.rowVersion };
}

/** What the audit log keeps of a site: never a private key, sealed or not. */
function audited(site: SsoSiteRecord) {
  const { previousKey, ...rest } = shown(site);
  const { id: _id, ...kept } = rest;
  return previousKey
    ? { ...kept, previousPublicKey: previousKey.publicKey, previousKeyExpiresAt: previousKey.expiresAt }
    : kept;
}

/** The fields of a rotation's refusals, as the answer's `fields` names them. */
const ROTATION_FIELDS = { overlapDays: 'overlapDays' } as const;

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

  /** A site's valid keys: the current one first, then the former one while its overlap lasts. */
  async function keysOf(site: SsoSiteRecord): Promise<SiteKey[]> {
    const pairs = [{ publicKey: site.publicKey, privateKeySealed: site.privateKeySealed }];
    if (site.previousPublicKey) {
      pairs.push({ publicKey: site.previousPublicKey, privateKeySealed: site.previousPrivateKeySealed });
    }
    return Promise.all(
      pairs.map(async (pair) => {
        const publicKey = createPublicKey(pair.publicKey);
        return { kid: await keyIdOf(publicKey), publicKey, privateKeySealed: pair.privateKeySealed };
      }),
    );
  }

  return {
    /** Whether this server can open the sites' private keys (production without SSO_KEY_SECRET cannot). */
    get signingAvailable() {
      return deps.keyBox.available;
    },
    findByPublicId: (publicId: string) => sites.findByPublicId(publicId),
    findByUrl: (url: string) => sites.findByUrl(url),
    keysOf,

    /**
     * A site's private key as the server keeps it: the current one, or the one of `key` (a former key during its
     * overlap). 503 where the server holds none it can open.
     */
    privateKeyOf(site: SsoSiteRecord, key?: SiteKey): KeyObject {
      const sealed = key ? key.privateKeySealed : site.privateKeySealed;
      if (!deps.keyBox.available || !sealed) throw new HttpError(503, messages.auth.ssoNotConfigured);
      return createPrivateKey(deps.keyBox.open(site.publicId, sealed));
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
      await sites.purgeExpiredKeys();
      return sites.list();
    },

    /** GET api/SingleSignOn/{siteId}: one site, without its private key, with its version. */
    async getSsoSite(actor: Actor, publicId: string): Promise<Versioned<SsoSite>> {
      authorize(actor, 'manageSsoSites');
      const site = (await sites.findByPublicId(publicId)) ?? refuse(404, messages.server.notFound);
      return shownVersioned(site);
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
     * than the site's own is refused (400), whatever its PEM layout. Audited with the site before and after. Based on
     * a version the site no longer has (If-Match), nothing is written (412).
     */
    async updateSsoSite(actor: Actor, input: SsoSiteUpdate, precondition?: Precondition): Promise<Versioned<SsoSite>> {
      authorize(actor, 'manageSsoSites');
      const place = checkedPlace(input, 'update');
      const publicKey = readSitePublicKey(input.publicKey);
      return change(place, input.id, async (tx) => {
        const within = createSsoSiteRepository(tx);
        const before = (await within.lock(input.id)) ?? refuse(404, messages.server.notFound);
        if (!(await claimVersion(tx, 'sso_sites', before.id, precondition))) {
          throw await preconditionFailed(tx, shownVersioned(before), {
            entity: 'sso_site',
            entityId: String(before.id),
          });
        }
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
        return shownVersioned((await within.findByPublicId(input.id)) ?? after);
      });
    },

    /**
     * POST api/SingleSignOn/{siteId}/rotate (beyond the spec): a new key pair generated here, its private key sealed
     * and answered this once. The former pair stays valid for `overlapDays` (1 to 30) so the site can switch without
     * a gap. The row is locked: while a former key is still valid another rotation is refused (409), so two
     * rotations at once never leave three valid keys nor drop the key the site still uses. Audited without private
     * keys.
     */
    async rotateSsoSiteKeys(actor: Actor, publicId: string, input: { overlapDays: number }): Promise<SsoSiteRotation> {
      authorize(actor, 'manageSsoSites');
      validate(ssoKeyRotationSchema, input, ROTATION_FIELDS);
      requireKeyBox();
      const pair = generateSiteKeyPair();
      return deps.db.transaction(async (tx) => {
        const within = createSsoSiteRepository(tx);
        const before = (await within.lock(publicId)) ?? refuse(404, messages.server.notFound);
        if (before.previousPublicKey) refuse(409, messages.sso.rotationUnderWay);
        const after = await within.rotate(
          before.id,
          { publicKey: pair.publicKey, privateKeySealed: deps.keyBox.seal(before.publicId, pair.privateKey) },
          input.overlapDays,
        );
        await audit(tx, {
          actorId: actor.id,
          action: 'sso-site.rotate',
          entity: 'sso_site',
          entityId: String(before.id),
          before: audited(before),
          after: { ...audited(after), overlapDays: input.overlapDays },
        });
        return { ...shown(after), privateKey: pair.privateKey };
      });
    },

    /**
     * GET api/SingleSignOn/{siteId}/jwks.json (beyond the spec, public): the site's valid public keys as a JWK Set,
     * current first. Public keys only, so no session is needed; an id no site has (deleted) answers 404.
     */
    async getSsoSiteJwks(publicId: string): Promise<SsoSiteJwks> {
      const site = (await sites.findByPublicId(publicId)) ?? refuse(404, messages.server.notFound);
      return { keys: await Promise.all((await keysOf(site)).map(siteJwk)) };
    },

    /**
     * DELETE /api/SingleSignOn/{id}: the site and its sealed keys, the former one of a rotation included. Its
     * sign-ins end at once: a login request it signed, with either key, names a site that no longer exists. Audited.
     * Based on a version the site no longer has (If-Match), nothing is deleted (412, the site as it is).
     */
    async deleteSsoSite(actor: Actor, publicId: string, precondition?: Precondition): Promise<void> {
      authorize(actor, 'manageSsoSites');
      await deps.db.transaction(async (tx) => {
        const within = createSsoSiteRepository(tx);
        const before = (await within.lock(publicId)) ?? refuse(404, messages.server.notFound);
        if (!(await claimVersion(tx, 'sso_sites', before.id, precondition))) {
          throw await preconditionFailed(tx, shownVersioned(before), {
            entity: 'sso_site',
            entityId: String(before.id),
          });
        }
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
