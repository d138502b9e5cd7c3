import { describe, expect, it, vi } from 'vitest';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { FAKE_EXTERNAL_CODE, fakeUsers } from './fake.ts';
import { useExternalLoginVerify } from './use-external-login-verify.ts';

describe('given the external-login check', () => {
  it('should check the code once and hand over the user', async () => {
    const onSignedIn = vi.fn();
    const check = vi.fn(async () => fakeUsers.manager);
    const { result, rerender } = await renderHookWithApi(
      () => useExternalLoginVerify({ code: FAKE_EXTERNAL_CODE, onSignedIn }),
      createFakeConsoleApi({ session: { externalLoginCheckToken: check } }, { signedInAs: null }),
    );
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(fakeUsers.manager));
    await rerender();
    expect(check).toHaveBeenCalledExactlyOnceWith(FAKE_EXTERNAL_CODE);
    expect(result.current.status).toBe('signed-in');
  });

  it('should show the server text for a code it refuses', async () => {
    const onSignedIn = vi.fn();
    const { result } = await renderHookWithApi(
      () => useExternalLoginVerify({ code: 'stale', onSignedIn }),
      createFakeConsoleApi({}, { signedInAs: null, latencyMs: 50 }),
    );
    expect(result.current.status).toBe('checking');
    await vi.waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.errorMessage).toBe('This sign-in link is invalid or has expired. Please sign in again.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('should fail without a code and call nothing', async () => {
    const check = vi.fn();
    const { result } = await renderHookWithApi(
      () => useExternalLoginVerify({ code: null }),
      createFakeConsoleApi({ session: { externalLoginCheckToken: check } }),
    );
    expect(result.current.status).toBe('failed');
    expect(check).not.toHaveBeenCalled();
  });
});
