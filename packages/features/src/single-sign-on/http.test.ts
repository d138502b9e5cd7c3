import { describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { httpConsoleApiAnswering, json, rejectionOf } from '../testing/http-test-kit.ts';
import { fakeDraftKeyPairs, fakeSsoSites } from './fake.ts';

const setup = (answer: () => Response) => httpConsoleApiAnswering(answer, { currentPath: () => '/single-sign-on' });
const site = fakeSsoSites[0]!;
const draft = { name: '', url: '', ...fakeDraftKeyPairs[0]! };

describe('given the HTTP adapter SSO site calls', () => {
  it('should ask for a new site with its key pair', async () => {
    const { api, request } = setup(() => json(draft));
    await expect(api.singleSignOn.newSsoSite()).resolves.toEqual(draft);
    expect(request().method).toBe('GET');
    expect(request().url.pathname).toBe('/api/SingleSignOn/new');
  });

  it('should list the sites at the lower-case path the spec gives', async () => {
    const { api, request } = setup(() => json(fakeSsoSites));
    await expect(api.singleSignOn.listSsoSites()).resolves.toEqual(fakeSsoSites);
    expect(request().url.pathname).toBe('/api/singlesignon');
  });

  it('should read one site by its id, kept inside its own path segment', async () => {
    const { api, request } = setup(() => json(site));
    await expect(api.singleSignOn.getSsoSite(site.id)).resolves.toEqual(site);
    expect(request().url.pathname).toBe(`/api/SingleSignOn/${site.id}`);
    await api.singleSignOn.getSsoSite('../new');
    expect(request(1).url.pathname).toBe('/api/SingleSignOn/..%2Fnew');
  });

  it('should read a site for its form with its ETag and send that back as If-Match with the update', async () => {
    const { api, request } = setup(() => json(site, 200, { headers: { etag: '"v4"' } }));
    await expect(api.singleSignOn.ssoSiteForEdit(site.id)).resolves.toEqual({ value: site, etag: '"v4"' });
    expect(request().url.pathname).toBe(`/api/SingleSignOn/${site.id}`);
    await api.singleSignOn.updateSsoSite(site, '"v4"');
    expect(new Headers(request(1).init?.headers).get('if-match')).toBe('"v4"');
    await api.singleSignOn.updateSsoSite(site);
    expect(new Headers(request(2).init?.headers).has('if-match')).toBe(false);
  });

  it('should answer a site that is gone as a 404 of its own, without leaving for /404', async () => {
    const { api, onNavigate } = setup(() => json({ message: 'Not Found' }, 404));
    const error = await rejectionOf(api.singleSignOn.getSsoSite(site.id));
    expect(isApiError(error, 404)).toBe(true);
    expect(isApiError(error) && error.handled).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('should post a new site with its key pair and put a changed one without any private key', async () => {
    const { api, request } = setup(() => json(site, 201));
    await api.singleSignOn.createSsoSite({ ...draft, name: 'Portal', url: 'https://portal.example.com/' });
    expect(request().method).toBe('POST');
    expect(request().url.pathname).toBe('/api/SingleSignOn');
    expect(request().body).toEqual({ ...draft, name: 'Portal', url: 'https://portal.example.com/' });
    await api.singleSignOn.updateSsoSite(site);
    expect(request(1).method).toBe('PUT');
    expect(request(1).url.pathname).toBe('/api/SingleSignOn');
    expect(request(1).body).toEqual(site);
  });

  it('should delete a site by its id', async () => {
    const { api, request } = setup(() => json({ ok: true }));
    await expect(api.singleSignOn.deleteSsoSite(site.id)).resolves.toBeUndefined();
    expect(request().method).toBe('DELETE');
    expect(request().url.pathname).toBe(`/api/SingleSignOn/${site.id}`);
    expect(new Headers(request().init?.headers).has('if-match')).toBe(false);
    await api.singleSignOn.deleteSsoSite(site.id, '"v2"');
    expect(new Headers(request(1).init?.headers).get('if-match')).toBe('"v2"');
  });

  it('should rotate a site’s keys with the overlap chosen, and read its JWK Set', async () => {
    const rotation = {
      ...site,
      ...fakeDraftKeyPairs[1]!,
      previousKey: { publicKey: site.publicKey, expiresAt: '2026-03-17T12:00:00.000Z' },
    };
    const { api, request } = setup(() => json(rotation));
    await expect(api.singleSignOn.rotateSsoSiteKeys(site.id, 7)).resolves.toEqual(rotation);
    expect(request().method).toBe('POST');
    expect(request().url.pathname).toBe(`/api/SingleSignOn/${site.id}/rotate`);
    expect(request().body).toEqual({ overlapDays: 7 });
    const jwks = { keys: [{ kty: 'EC', kid: 'k1', use: 'sig', alg: 'ES256', crv: 'P-256', x: 'x', y: 'y' }] };
    const read = setup(() => json(jwks));
    await expect(read.api.singleSignOn.getSsoSiteJwks(site.id)).resolves.toEqual(jwks);
    expect(read.request().url.pathname).toBe(`/api/SingleSignOn/${site.id}/jwks.json`);
  });

  it('should carry the server’s message and fields of a refused create', async () => {
    const message = 'An SSO site with this name already exists.';
    const { api } = setup(() =>
      json({ statusCode: 400, error: 'Bad Request', message, fields: { name: message } }, 400),
    );
    const error = await rejectionOf(api.singleSignOn.createSsoSite({ ...draft, name: 'x', url: 'https://x.io/' }));
    expect(error).toMatchObject({ status: 400, message, fields: { name: message } });
  });

  it('should refuse an answer that carries more than the contract allows to the list', async () => {
    const { api } = setup(() => json([{ ...site, publicKey: 42 }]));
    await expect(api.singleSignOn.listSsoSites()).rejects.toThrow(/outside its contract/);
  });
});
