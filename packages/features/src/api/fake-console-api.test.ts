import { describe, expect, it } from 'vitest';
import { isApiError } from './errors.ts';
import { createFakeConsoleApi, EXPIRED_EMAIL, FAKE_PASSWORD, fakeUsers } from './fake-console-api.ts';

describe('given the fake adapter', () => {
  it('should sign in a fake account with the fake password and answer currentUser with it', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: null });
    await expect(api.session.authenticate({ Email: 'Manager@example.com', Password: FAKE_PASSWORD })).resolves.toEqual(
      fakeUsers.manager,
    );
    await expect(api.session.currentUser()).resolves.toEqual(fakeUsers.manager);
  });

  it('should refuse wrong credentials with a 401 and an expired password with a 423', async () => {
    const api = createFakeConsoleApi();
    const wrong = await api.session
      .authenticate({ Email: 'admin@example.com', Password: 'nope' })
      .catch((e: unknown) => e);
    expect(isApiError(wrong, 401)).toBe(true);
    const expired = await api.session
      .authenticate({ Email: EXPIRED_EMAIL, Password: FAKE_PASSWORD })
      .catch((e: unknown) => e);
    expect(isApiError(expired, 423)).toBe(true);
  });

  it('should be signed out after logout', async () => {
    const api = createFakeConsoleApi();
    await api.session.logout();
    expect(isApiError(await api.session.currentUser().catch((e: unknown) => e), 401)).toBe(true);
  });

  it('should let an override replace one method only', async () => {
    const api = createFakeConsoleApi({ session: { currentUser: async () => fakeUsers.user } });
    await expect(api.session.currentUser()).resolves.toEqual(fakeUsers.user);
    await expect(api.session.logout()).resolves.toEqual({ ok: true });
  });
});
