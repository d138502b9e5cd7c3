import { describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { httpConsoleApiAnswering, json, rejectionOf } from '../testing/http-test-kit.ts';
import { fakeAccountLocks } from './fake.ts';

const setup = (answer: () => Response) => httpConsoleApiAnswering(answer, { currentPath: () => '/user/list' });

describe('given the HTTP adapter user calls', () => {
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

  it('should reject with the server message when an account has no lock', async () => {
    const { api } = setup(() => json({ message: 'Not found' }, 404));
    const error = await rejectionOf(api.users.unlockAccount('dXNlci1ncmFjZS1ob3BwZXI'));
    expect(isApiError(error, 404)).toBe(true);
  });
});
