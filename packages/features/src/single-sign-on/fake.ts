import {
  fieldErrors,
  type SsoSite,
  type SsoSiteJwk,
  ssoKeyRotationSchema,
  ssoSiteFormSchema,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import type { z } from 'zod/mini';
import { ApiError } from '../api/errors.ts';
import { staleWriteError } from '../api/versions.ts';
import type { SingleSignOnApi } from './api.ts';
import { FAKE_SITE_KEY_PAIRS } from './fake-keys.ts';

/** The sites the fake starts with, by name; enough of them for two pages of five. */
const SITE_NAMES: readonly [string, string][] = [
  ['Adventure Works Academy', 'https://academy.adventure-works.com/sso/callback'],
  ['Contoso Portal', 'https://portal.contoso.com/acs'],
  ['Demo Help Center', 'http://localhost:3000/dev/sso-demo'],
  ['Fabrikam Intranet', 'https://intranet.fabrikam.com/login/sso'],
  ['Northwind Traders Wiki', 'https://wiki.northwindtraders.com/auth/console'],
  ['Tailspin Toys Support', 'https://support.tailspintoys.com/sso'],
  ['Wide World Importers Docs', 'https://docs.wideworldimporters.com/sign-in/callback'],
];

/** A fake site's 22-character id, as the server's opaque ids are shaped. */
function fakeSiteId(index: number): string {
  return `fake-sso-site-${String(index).padStart(3, '0')}`.padEnd(22, 'x');
}

/** The fake's sites: the first key pairs of the fixtures, in the order the server lists them (by name). */
const fakeSsoSites: readonly SsoSite[] = SITE_NAMES.map(([name, url], index) => ({
  id: fakeSiteId(index + 1),
  name,
  url,
  publicKey: FAKE_SITE_KEY_PAIRS[index]!.publicKey,
}));

/** The key pairs `newSsoSite` hands out, in turn: the fixtures no starting site holds. */
const fakeDraftKeyPairs = FAKE_SITE_KEY_PAIRS.slice(SITE_NAMES.length);

/** The fake's clock for key rotations: noon (UTC) of the fake licenses' today, 03/10/2026, so stories never drift. */
const FAKE_NOW = Date.UTC(2026, 2, 10, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A site during a rotation's overlap, for stories: Contoso Portal with a former key valid for one more week. */
const fakeRotatingSite: SsoSite = {
  ...fakeSsoSites[1]!,
  publicKey: fakeDraftKeyPairs.at(-1)!.publicKey,
  previousKey: { publicKey: fakeSsoSites[1]!.publicKey, expiresAt: new Date(FAKE_NOW + 7 * DAY_MS).toISOString() },
};

/**
 * Another administrator's save of one site, made right after a form first loads it (the fake's way of showing a
 * save refused with 412): the changed fields, who saved them and when.
 */
interface FakeSsoSiteEditElsewhere {
  id: string;
  changes: Partial<Pick<SsoSite, 'name' | 'url'>>;
  by: string;
  at: string;
}

/** A key as compared: its PEM without line breaks or spaces. */
const keyText = (pem: string) => pem.replace(/\s+/g, '');

function refuse(message: string, field: string): never {
  throw new ApiError(400, message, { fields: { [field]: message } });
}

/** A schema's checks as the server makes them: 400 with the first message and every field's. */
function check(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return;
  const fields = fieldErrors(result.error.issues);
  throw new ApiError(400, Object.values(fields)[0] ?? '', { fields });
}

/**
 * The SSO site calls in memory, for administrators ('Access Denied', 403, for anyone else, as the server answers):
 * the sites above, new key pairs from the fixtures in turn, the server's checks (the form's rules, PEM keys, a
 * fixture pair kept together, names and URLs unique ignoring case, the key pair fixed on update, a rotation's overlap
 * of 1 to 30 days and one rotation at a time) and a 404 for an id no site has. A pasted key pair the fixtures do not know is taken as matching: the fake does no cryptography.
 * Each site has a version that its saves and rotations bump; a save whose If-Match names another is refused with 412.
 */
function createFakeSingleSignOnApi(
  isAdministrator: () => boolean | null,
  wait: () => Promise<void>,
  editElsewhere?: FakeSsoSiteEditElsewhere,
): SingleSignOnApi {
  let sites = fakeSsoSites.map((site) => ({ ...site }));
  const versions = new Map<string, { version: number; changedBy: string | null; changedAt: string | null }>();
  const versionOf = (id: string) => versions.get(id) ?? { version: 1, changedBy: null, changedAt: null };
  const etagOf = (id: string) => `"v${versionOf(id).version}"`;
  const bump = (id: string, changedBy: string | null = null, changedAt: string | null = null) =>
    versions.set(id, { version: versionOf(id).version + 1, changedBy, changedAt });
  let pendingElsewhere = editElsewhere;
  let drafts = 0;
  let created = 0;
  let rotations = 0;
  const administratorsOnly = () => {
    const administrator = isAdministrator();
    if (administrator === null) throw new ApiError(401, messages.auth.notSignedIn);
    if (!administrator) throw new ApiError(403, messages.app.accessDenied);
  };
  const found = (id: string) => sites.find((site) => site.id === id) ?? null;
  const refuseTaken = (place: { name: string; url: string }, exceptId: string | null) => {
    const others = sites.filter((site) => site.id !== exceptId);
    if (others.some((site) => site.name.toLowerCase() === place.name.toLowerCase()))
      refuse(messages.sso.nameTaken, 'name');
    if (others.some((site) => site.url.toLowerCase() === place.url.toLowerCase())) refuse(messages.sso.urlTaken, 'url');
  };
  const byName = (list: SsoSite[]) =>
    [...list].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id));
  return {
    newSsoSite: async () => {
      await wait();
      administratorsOnly();
      const pair = fakeDraftKeyPairs[drafts % fakeDraftKeyPairs.length]!;
      drafts += 1;
      return { name: '', url: '', ...pair };
    },
    getSsoSite: async (siteId) => {
      await wait();
      administratorsOnly();
      const site = found(siteId);
      if (!site) throw new ApiError(404, messages.server.notFound);
      return { ...site };
    },
    ssoSiteForEdit: async (siteId) => {
      await wait();
      administratorsOnly();
      const site = found(siteId);
      if (!site) throw new ApiError(404, messages.server.notFound);
      const loaded = { value: { ...site }, etag: etagOf(siteId) };
      if (pendingElsewhere?.id === siteId) {
        const { changes, by, at } = pendingElsewhere;
        sites = byName(sites.map((candidate) => (candidate.id === siteId ? { ...candidate, ...changes } : candidate)));
        bump(siteId, by, at);
        pendingElsewhere = undefined;
      }
      return loaded;
    },
    listSsoSites: async () => {
      await wait();
      administratorsOnly();
      return sites.map((site) => ({ ...site }));
    },
    createSsoSite: async (input) => {
      await wait();
      administratorsOnly();
      check(ssoSiteFormSchema('create'), input);
      const known = FAKE_SITE_KEY_PAIRS.find((pair) => keyText(pair.publicKey) === keyText(input.publicKey));
      const knownPrivate = FAKE_SITE_KEY_PAIRS.find((pair) => keyText(pair.privateKey) === keyText(input.privateKey));
      if ((known || knownPrivate) && known !== knownPrivate) refuse(messages.sso.keyPairMismatch, 'publicKey');
      const place = { name: input.name.trim(), url: input.url.trim() };
      refuseTaken(place, null);
      created += 1;
      // Stored as the server stores it: the PEM with its final line break.
      const site: SsoSite = { id: fakeSiteId(100 + created), ...place, publicKey: `${input.publicKey.trim()}\n` };
      sites = byName([...sites, site]);
      return { ...site };
    },
    updateSsoSite: async (input, ifMatch) => {
      await wait();
      administratorsOnly();
      check(ssoSiteFormSchema('update'), input);
      const site = found(input.id);
      if (!site) throw new ApiError(404, messages.server.notFound);
      if (ifMatch && ifMatch !== '*' && ifMatch !== etagOf(site.id)) {
        const { version, changedBy, changedAt } = versionOf(site.id);
        throw staleWriteError({ ...site }, version, changedBy, changedAt);
      }
      if (keyText(input.publicKey) !== keyText(site.publicKey)) refuse(messages.sso.keyPairFixed, 'publicKey');
      const place = { name: input.name.trim(), url: input.url.trim() };
      refuseTaken(place, site.id);
      const next = { ...site, ...place };
      sites = byName(sites.map((candidate) => (candidate.id === site.id ? next : candidate)));
      bump(site.id);
      return { ...next };
    },
    deleteSsoSite: async (id, ifMatch) => {
      await wait();
      administratorsOnly();
      const site = found(id);
      if (!site) throw new ApiError(404, messages.server.notFound);
      if (ifMatch && ifMatch !== '*' && ifMatch !== etagOf(id)) {
        const { version, changedBy, changedAt } = versionOf(id);
        throw staleWriteError({ ...site }, version, changedBy, changedAt);
      }
      sites = sites.filter((site) => site.id !== id);
    },
    rotateSsoSiteKeys: async (siteId, overlapDays) => {
      await wait();
      administratorsOnly();
      check(ssoKeyRotationSchema, { overlapDays });
      const site = found(siteId);
      if (!site) throw new ApiError(404, messages.server.notFound);
      if (site.previousKey) throw new ApiError(409, messages.sso.rotationUnderWay);
      // The fixtures no draft has handed out yet come first: from the last one back.
      const pair = fakeDraftKeyPairs.at(-1 - (rotations % fakeDraftKeyPairs.length))!;
      rotations += 1;
      const next: SsoSite = {
        ...site,
        publicKey: pair.publicKey,
        previousKey: { publicKey: site.publicKey, expiresAt: new Date(FAKE_NOW + overlapDays * DAY_MS).toISOString() },
      };
      sites = sites.map((candidate) => (candidate.id === site.id ? next : candidate));
      bump(site.id);
      return { ...next, privateKey: pair.privateKey };
    },
    getSsoSiteJwks: async (siteId) => {
      await wait();
      const site = found(siteId);
      if (!site) throw new ApiError(404, messages.server.notFound);
      // Shaped as the server answers; the fake does no cryptography, so the key's coordinates are placeholders.
      const jwk = (publicKey: string, index: number): SsoSiteJwk => ({
        kty: 'EC',
        kid: `fake-kid-${index}-${keyText(publicKey).slice(-8)}`,
        use: 'sig',
        alg: 'ES256',
        crv: 'P-256',
        x: 'fake-x',
        y: 'fake-y',
      });
      const keys = [site.publicKey, ...(site.previousKey ? [site.previousKey.publicKey] : [])];
      return { keys: keys.map(jwk) };
    },
  };
}

export { createFakeSingleSignOnApi, type FakeSsoSiteEditElsewhere, fakeDraftKeyPairs, fakeRotatingSite, fakeSsoSites };
