import { describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { httpConsoleApiAnswering, json, rejectionOf } from '../testing/http-test-kit.ts';
import { fakeAccountLocks, fakeUserList } from './fake.ts';

const setup = (answer: () => Response) => httpConsoleApiAnswering(answer, { currentPath: () => '/user/list' });

describe('given the HTTP adapter user calls', () => {
  it('should read a page of users with the criteria trimmed and a cache buster', async () => {
    const { api, request } = setup(() => json([]));
    await expect(api.users.searchUserPaged({ criteria: ' ada ', pageNumber: 2, pageSize: 10 })).resolves.toEqual([]);
    const { url, method } = request();
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/SearchUserPaged');
    expect(url.searchParams.get('criteria')).toBe('ada');
    expect(url.searchParams.get('pageNumber')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('10');
    expect(url.searchParams.get('v')).toMatch(/\S/);
  });

  it('should count the users of a blank search without criteria', async () => {
    const { api, request } = setup(() => json(23));
    await expect(api.users.searchUserPagedCount('  ')).resolves.toBe(23);
    expect(request().url.pathname).toBe('/api/SearchUserPagedCount');
    expect([...request().url.searchParams.keys()]).toEqual([]);
  });

  it('should put the toggled ids as one array', async () => {
    const { api, request } = setup(() => json({ ok: true }));
    await api.users.toggleUserRoles(['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB']);
    const { url, method, body } = request();
    expect(method).toBe('PUT');
    expect(url.pathname).toBe('/api/Users');
    expect(body).toEqual(['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB']);
  });

  it('should read the locked accounts as the contract declares them', async () => {
    const { api, request } = setup(() => json(fakeAccountLocks));
    await expect(api.users.lockedAccounts()).resolves.toEqual(fakeAccountLocks);
    const { url, method } = request();
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/LockedAccounts');
  });

  it('should unlock one account by its id in the path', async () => {
    const { api, request } = setup(() => json({ ok: true }));
    await expect(api.users.unlockAccount('dXNlci1ncmFjZS1ob3BwZXI')).resolves.toBeUndefined();
    const { url, method } = request();
    expect(method).toBe('DELETE');
    expect(url.pathname).toBe('/api/LockedAccounts/dXNlci1ncmFjZS1ob3BwZXI');
  });

  it('should keep an id inside its own path segment', async () => {
    const { api, request } = setup(() => json({ ok: true }));
    await api.users.unlockAccount('../Users');
    expect(request().url.pathname).toBe('/api/LockedAccounts/..%2FUsers');
  });

  it('should read a user and the profile with their ETags, and send them back as If-Match', async () => {
    const user = fakeUserList[0]!;
    const { api, request } = setup(() => json(user, 200, { headers: { etag: '"v3"' } }));
    await expect(api.users.userForEdit(user.id)).resolves.toEqual({ value: user, etag: '"v3"' });
    expect(request(0).url.pathname).toBe(`/api/User/${user.id}`);
    await expect(api.users.profileForEdit()).resolves.toEqual({ value: user, etag: '"v3"' });
    expect(request(1).url.pathname).toBe('/api/User');
    const write = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    await api.users.updateUser({ ...write, id: user.id }, '"v3"');
    expect(new Headers(request(2).init?.headers).get('if-match')).toBe('"v3"');
    await api.users.updateProfile(write, '"v3"');
    expect(new Headers(request(3).init?.headers).get('if-match')).toBe('"v3"');
    await api.users.updateProfile(write);
    expect(new Headers(request(4).init?.headers).has('if-match')).toBe(false);
  });

  it('should reject with the server message when an account has no lock', async () => {
    const { api } = setup(() => json({ message: 'Not found' }, 404));
    const error = await rejectionOf(api.users.unlockAccount('dXNlci1ncmFjZS1ob3BwZXI'));
    expect(isApiError(error, 404)).toBe(true);
  });
});
