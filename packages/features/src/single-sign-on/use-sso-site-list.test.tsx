import * as messages from '@license-console/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { fakeSsoSites } from './fake.ts';
import { useSsoSiteList } from './use-sso-site-list.ts';

const administrator = fakeUsers.administrator;

describe('given the SSO site list controller', () => {
  it('should read every site for an administrator, first page of five by name', async () => {
    const api = createFakeConsoleApi();
    const { result } = await renderHookWithApi(() => useSsoSiteList({ user: administrator }), api);
    expect(result.current.allowed).toBe(true);
    expect(result.current.loading).toBe(true);
    await expect
      .poll(() => result.current.rows.map((site) => site.name))
      .toEqual(fakeSsoSites.map((site) => site.name));
    expect(result.current.loading).toBe(false);
    expect(result.current.pagination).toEqual({ pageIndex: 0, pageSize: 5 });
    expect(result.current.sorting).toEqual([{ id: 'name', desc: false }]);
    expect(result.current.emptyText).toBe(messages.sso.noSites);
  });

  it('should neither show nor read anything for anyone but an administrator', async () => {
    let reads = 0;
    const api = createFakeConsoleApi(
      {
        singleSignOn: {
          listSsoSites: async () => {
            reads += 1;
            return [];
          },
        },
      },
      { signedInAs: fakeUsers.manager },
    );
    const { result } = await renderHookWithApi(() => useSsoSiteList({ user: fakeUsers.manager }), api);
    expect(result.current.allowed).toBe(false);
    expect(result.current.loading).toBe(false);
    expect(reads).toBe(0);
  });

  it('should say no site matches when the filters hide every site, and that there is none when there is none', async () => {
    const api = createFakeConsoleApi();
    const { result, act } = await renderHookWithApi(() => useSsoSiteList({ user: administrator }), api);
    await expect.poll(() => result.current.rows.length).toBe(fakeSsoSites.length);
    await act(() => result.current.setColumnFilters([{ id: 'name', value: 'no such site' }]));
    expect(result.current.emptyText).toBe('No SSO site matches the filters.');
    await act(() => result.current.setColumnFilters([{ id: 'name', value: '  ' }]));
    expect(result.current.emptyText).toBe(messages.sso.noSites);

    const empty = createFakeConsoleApi({ singleSignOn: { listSsoSites: async () => [] } });
    const none = await renderHookWithApi(
      () => useSsoSiteList({ user: administrator, defaultView: { columnFilters: [{ id: 'url', value: 'x' }] } }),
      empty,
    );
    await expect.poll(() => none.result.current.loading).toBe(false);
    expect(none.result.current.emptyText).toBe(messages.sso.noSites);
  });

  it('should keep the view it is given and the one the grid reports', async () => {
    const { result, act } = await renderHookWithApi(
      () => useSsoSiteList({ user: administrator, defaultView: { pagination: { pageIndex: 1, pageSize: 10 } } }),
      createFakeConsoleApi(),
    );
    expect(result.current.pagination).toEqual({ pageIndex: 1, pageSize: 10 });
    await act(() => result.current.setSorting([{ id: 'url', desc: true }]));
    await act(() => result.current.setPagination({ pageIndex: 0, pageSize: 25 }));
    expect(result.current.sorting).toEqual([{ id: 'url', desc: true }]);
    expect(result.current.pagination).toEqual({ pageIndex: 0, pageSize: 25 });
  });

  it('should delete only after the confirmation, then read the list again', async () => {
    const api = createFakeConsoleApi();
    const { result, act } = await renderHookWithApi(() => useSsoSiteList({ user: administrator }), api);
    await expect.poll(() => result.current.rows.length).toBe(fakeSsoSites.length);
    const contoso = result.current.rows.find((site) => site.name === 'Contoso Portal')!;
    await act(() => result.current.askDelete(contoso));
    expect(result.current.confirming?.id).toBe(contoso.id);
    await act(() => result.current.cancelDelete());
    expect(result.current.confirming).toBeNull();
    expect(await api.singleSignOn.listSsoSites()).toHaveLength(fakeSsoSites.length);

    await act(() => result.current.askDelete(contoso));
    await act(() => result.current.confirmDelete());
    expect(result.current.confirming).toBeNull();
    await expect.poll(() => result.current.rows.map((site) => site.id)).not.toContain(contoso.id);
    expect(result.current.rows).toHaveLength(fakeSsoSites.length - 1);
    expect(result.current.deletingId).toBeNull();
  });

  it('should say the list could not be read, and read it again on retry', async () => {
    let fail = true;
    const api = createFakeConsoleApi({
      singleSignOn: {
        listSsoSites: async () => {
          if (fail) throw new ApiError(503, 'Service Unavailable');
          return [...fakeSsoSites];
        },
      },
    });
    const { result, act } = await renderHookWithApi(() => useSsoSiteList({ user: administrator }), api);
    await expect.poll(() => result.current.loadFailed).toBe(true);
    expect(result.current.rows).toEqual([]);
    fail = false;
    await act(() => result.current.retry());
    await expect.poll(() => result.current.rows.length).toBe(fakeSsoSites.length);
    expect(result.current.loadFailed).toBe(false);
  });
});
