import type { CurrentUser, SearchResults } from '@license-console/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { searchStrings as strings } from './strings.ts';
import { useSearch } from './use-search.ts';

const answer: SearchResults = {
  packs: [
    {
      encryptedId: 'pack-managed',
      productId: 3,
      manager: 'manager@example.com',
      organizationName: 'Example Corp',
      accountName: '',
      endDate: '12/31/2030',
      status: 'Active',
      canManage: true,
      matchedBy: 'seatHolder',
      seatHolder: { email: 'riley.chen@example.com', firstName: 'Riley', lastName: 'Chen' },
    },
    {
      encryptedId: 'pack-held',
      productId: 1,
      manager: 'owner@example.com',
      organizationName: null,
      accountName: 'Owner Account',
      endDate: '01/31/2020',
      status: 'Expired',
      canManage: false,
      matchedBy: 'manager',
      seatHolder: null,
    },
  ],
  people: [
    {
      email: 'riley.chen@example.com',
      firstName: 'Riley',
      lastName: 'Chen',
      userId: null,
      pack: { encryptedId: 'pack-managed', productId: 3 },
    },
  ],
  products: [{ productId: 3, encryptedProductId: 'product-3', name: 'Business' }],
  ssoSites: [],
};

/** The controller over a fake adapter whose search is `search`, as `user`, typing resting after 10 ms. */
async function controller(search = vi.fn(async (_q: string) => answer), user: CurrentUser = fakeUsers.manager) {
  const api = createFakeConsoleApi({ search: { search } });
  const rendered = await renderHookWithApi(() => useSearch({ user, debounceMs: 10 }), api);
  return { ...rendered, search };
}

describe('given the header search controller', () => {
  it('should ask nothing for a text the contract refuses, and say what to type or why', async () => {
    const { result, act, search } = await controller();
    expect(result.current.state).toBe('prompt');
    await act(() => result.current.setText(' a '));
    expect(result.current.state).toBe('prompt');
    await act(() => result.current.setText(`ab${'\u0000'}cd`));
    expect(result.current).toMatchObject({ state: 'refused', refusal: strings.controlCharacters });
    await act(() => result.current.setText('x'.repeat(101)));
    expect(result.current).toMatchObject({ state: 'refused', refusal: strings.tooLong(100) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(search).not.toHaveBeenCalled();
  });

  it('should ask once typing rests, for the trimmed text only', async () => {
    const { result, act, search } = await controller();
    await act(() => result.current.setText('r'));
    await act(() => result.current.setText('ri'));
    await act(() => result.current.setText(' riley '));
    await expect.poll(() => result.current.state).toBe('results');
    expect(search.mock.calls).toEqual([['riley']]);
    expect(result.current.status).toBe(strings.found(4));
  });

  it("should group the results by kind, each linking to its page by the reader's rights", async () => {
    const { result, act } = await controller();
    await act(() => result.current.setText('riley'));
    await expect.poll(() => result.current.groups.map((group) => group.kind)).toEqual(['packs', 'people', 'products']);
    const [packs, people, products] = result.current.groups;
    expect(packs!.options.map((option) => option.href)).toEqual([
      // Managed: its users page; held: the license list showing its administrator's packs of its product.
      '/license-usage/pack-managed',
      '/?email=owner%40example.com&product=1&status=all',
    ]);
    expect(packs!.options[0]).toMatchObject({
      title: 'Business · manager@example.com',
      detail: 'Example Corp · Active until 12/31/2030',
      match: strings.seatHolder('Riley Chen (riley.chen@example.com)'),
    });
    expect(packs!.options[1]).toMatchObject({ detail: 'Owner Account · Ended 01/31/2020', match: null });
    expect(people!.options[0]).toMatchObject({
      href: '/license-usage/pack-managed',
      title: 'Riley Chen',
      detail: 'riley.chen@example.com',
      match: strings.seatIn('Business'),
    });
    expect(products!.options[0]).toMatchObject({ href: '/?product=3&status=all', detail: strings.yourPacksOf });
  });

  it("should link an administrator's results to the person's page and the forms of products and sites", async () => {
    const administratorAnswer: SearchResults = {
      ...answer,
      people: [{ email: 'a@example.com', firstName: '', lastName: '', userId: 'user-1', pack: null }],
      ssoSites: [{ id: 'site-1', name: 'Wiki', url: 'https://wiki.example.com' }],
    };
    const { result, act } = await controller(
      vi.fn(async () => administratorAnswer),
      fakeUsers.administrator,
    );
    await act(() => result.current.setText('wiki'));
    await expect.poll(() => result.current.options.length).toBe(5);
    expect(result.current.options.map((option) => option.href)).toEqual([
      '/license-usage/pack-managed',
      '/license-usage/pack-held',
      '/people/user-1',
      '/product/edit/product-3',
      '/single-sign-on/edit/site-1',
    ]);
    expect(result.current.options[2]).toMatchObject({ title: 'a@example.com', detail: '' });
  });

  it('should move through the options with the arrow keys, wrapping at both ends', async () => {
    const { result, act } = await controller();
    await act(() => result.current.setText('riley'));
    await expect.poll(() => result.current.options.length).toBe(4);
    expect(result.current.activeIndex).toBe(0);
    await act(() => result.current.previous());
    expect(result.current.activeIndex).toBe(3);
    await act(() => result.current.next());
    await act(() => result.current.next());
    expect(result.current.active?.key).toBe('packs-pack-held');
  });

  it('should say a search found nothing, naming the text', async () => {
    const empty: SearchResults = { packs: [], people: [], products: [], ssoSites: [] };
    const { result, act } = await controller(vi.fn(async () => empty));
    await act(() => result.current.setText('zzqx'));
    await expect.poll(() => result.current.state).toBe('empty');
    expect(result.current.status).toBe(strings.nothingFound('zzqx'));
  });

  it('should say a search failed, and ask again on retry', async () => {
    const search = vi.fn(async (_q: string): Promise<SearchResults> => {
      throw new ApiError(500, 'Internal Server Error');
    });
    const { result, act } = await controller(search);
    await act(() => result.current.setText('riley'));
    await expect.poll(() => result.current.state).toBe('failed');
    expect(result.current.status).toBe(strings.failed);
    search.mockResolvedValueOnce(answer);
    await act(() => result.current.retry());
    await expect.poll(() => result.current.state).toBe('results');
    expect(search).toHaveBeenCalledTimes(2);
  });
});
