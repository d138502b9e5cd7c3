import { fieldErrors, messages, type SsoSite, ssoSiteFormSchema } from '@license-console/domain';
import { ApiError } from '../api/errors.ts';
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

/** A key as compared: its PEM without line breaks or spaces. */
const keyText = (pem: string) => pem.replace(/\s+/g, '');

function refuse(message: string, field: string): never {
  throw new ApiError(400, message, { fields: { [field]: message } });
}

/** The site form's checks as the server makes them: 400 with the first message and every field's. */
function checkForm(site: { name: string; url: string; publicKey: string }, mode: 'create' | 'update') {
  const result = ssoSiteFormSchema(mode).safeParse(site);
  if (result.success) return;
  const fields = fieldErrors(result.error.issues);
  throw new ApiError(400, Object.values(fields)[0] ?? '', { fields });
}

/**
 * The SSO site calls in memory, for administrators ('Access Denied', 403, for anyone else, as the server answers):
 * the sites above, new key pairs from the fixtures in turn, the server's checks (the form's rules, PEM keys, a
 * fixture pair kept together, names and URLs unique ignoring case, the key pair fixed on update) and a 404 for an id
 * no site has. A pasted key pair the fixtures do not know is taken as matching: the fake does no cryptography.
 */
function createFakeSingleSignOnApi(isAdministrator: () => boolean | null, wait: () => Promise<void>): SingleSignOnApi {
  let sites = fakeSsoSites.map((site) => ({ ...site }));
  let drafts = 0;
  let created = 0;
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
    listSsoSites: async () => {
      await wait();
      administratorsOnly();
      return sites.map((site) => ({ ...site }));
    },
    createSsoSite: async (input) => {
      await wait();
      administratorsOnly();
      checkForm(input, 'create');
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
    updateSsoSite: async (input) => {
      await wait();
      administratorsOnly();
      checkForm(input, 'update');
      const site = found(input.id);
      if (!site) throw new ApiError(404, messages.server.notFound);
      if (keyText(input.publicKey) !== keyText(site.publicKey)) refuse(messages.sso.keyPairFixed, 'publicKey');
      const place = { name: input.name.trim(), url: input.url.trim() };
      refuseTaken(place, site.id);
      const next = { ...site, ...place };
      sites = byName(sites.map((candidate) => (candidate.id === site.id ? next : candidate)));
      return { ...next };
    },
    deleteSsoSite: async (id) => {
      await wait();
      administratorsOnly();
      if (!found(id)) throw new ApiError(404, messages.server.notFound);
      sites = sites.filter((site) => site.id !== id);
    },
  };
}

export { createFakeSingleSignOnApi, fakeDraftKeyPairs, fakeSsoSites };
