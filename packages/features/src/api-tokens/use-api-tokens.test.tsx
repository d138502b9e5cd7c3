import { type ApiTokenCreate, apiTokenMessages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { FAKE_TOKEN, fakeApiTokens } from './fake.ts';
import { useApiTokens } from './use-api-tokens.ts';

describe('given the API tokens controller', () => {
  it("should offer the user's own role and every lower one", async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.manager });
    const { result } = await renderHookWithApi(() => useApiTokens({ user: fakeUsers.manager }), api);
    expect(result.current.roles).toEqual(['manager', 'user']);
    await expect.poll(() => result.current.rows.length).toBe(fakeApiTokens.length);
  });

  it('should send what the form holds and keep the token only until the dialog closes', async () => {
    const sent: ApiTokenCreate[] = [];
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.user });
    const create = api.apiTokens.createApiToken;
    api.apiTokens.createApiToken = (input) => {
      sent.push(input);
      return create(input);
    };
    const { result, act } = await renderHookWithApi(() => useApiTokens({ user: fakeUsers.user }), api);
    await act(() => result.current.setOpen(true));
    await act(() => result.current.submit());
    expect(result.current.errors.name).toBe(apiTokenMessages.nameRequired);
    expect(sent).toEqual([]);
    // The form's fields, as the view registers them.
    const name = result.current.register('name');
    await act(() => name.onChange({ target: { name: 'name', value: 'Deploy bot' }, type: 'change' }));
    await act(() => result.current.submit());
    await expect.poll(() => result.current.created?.token).toBe(FAKE_TOKEN);
    expect(sent).toEqual([{ name: 'Deploy bot', expiresInDays: 30, role: 'user' }]);
    await expect.poll(() => result.current.rows.length).toBe(fakeApiTokens.length + 1);
    await act(() => result.current.setOpen(false));
    expect(result.current.created).toBeNull();
  });

  it('should revoke only after the question, then read the list again', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.user });
    const { result, act } = await renderHookWithApi(() => useApiTokens({ user: fakeUsers.user }), api);
    await expect.poll(() => result.current.rows.length).toBe(fakeApiTokens.length);
    const token = result.current.rows[0]!;
    await act(() => result.current.askRevoke(token));
    expect(result.current.revoking?.id).toBe(token.id);
    expect(await api.apiTokens.listApiTokens()).toHaveLength(fakeApiTokens.length);
    await act(() => result.current.confirmRevoke());
    expect(result.current.revoking).toBeNull();
    await expect.poll(() => result.current.rows.map((row) => row.id)).not.toContain(token.id);
  });
});
