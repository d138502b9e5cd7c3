import { ROLE_NAMES } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { describe, expect, it } from 'vitest';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { fakeUserList } from './fake.ts';
import { useUserList } from './use-user-list.ts';

const administrator = fakeUsers.administrator;

describe('given the users list controller', () => {
  it('should count, then show the first page of ten', async () => {
    const api = createFakeConsoleApi();
    const { result } = await renderHookWithApi(() => useUserList({ user: administrator }), api);
    await expect.poll(() => result.current.rows.length).toBe(10);
    expect(result.current.total).toBe(fakeUserList.length);
    expect(result.current.rows.map((row) => row.email)).toEqual(fakeUserList.slice(0, 10).map((row) => row.email));
    await result.current.setPageIndex(2);
    await expect.poll(() => result.current.rows.length).toBe(3);
    expect(result.current.search.pageNumber).toBe(3);
  });

  it('should refuse criteria with special characters unless they are an e-mail, and search nothing', async () => {
    let searched = 0;
    const base = createFakeConsoleApi();
    const api = createFakeConsoleApi({
      users: {
        searchUserPagedCount: (criteria) => {
          searched += 1;
          return base.users.searchUserPagedCount(criteria);
        },
      },
    });
    const { result, act } = await renderHookWithApi(() => useUserList({ user: administrator }), api);
    await expect.poll(() => result.current.rows.length).toBe(10);
    const before = searched;
    await act(() => result.current.setSearchText('lovelace$'));
    await act(() => result.current.submitSearch());
    expect(result.current.searchError).toBe(messages.users.invalidSearch);
    expect(result.current.search.criteria).toBe('');
    expect(searched).toBe(before);

    // Typing a valid text clears the message; an e-mail with its @ and dots is valid.
    await act(() => result.current.setSearchText('ada.lovelace1@example.com'));
    expect(result.current.searchError).toBeNull();
    await act(() => result.current.submitSearch());
    await expect.poll(() => result.current.rows.map((row) => row.email)).toEqual(['ada.lovelace1@example.com']);
    expect(result.current.search).toEqual({ criteria: 'ada.lovelace1@example.com', pageNumber: 1 });
  });

  it('should collect role toggles, save them in one batch, then read the list again with none pending', async () => {
    const api = createFakeConsoleApi();
    const { result, act } = await renderHookWithApi(() => useUserList({ user: administrator }), api);
    await expect.poll(() => result.current.rows.length).toBe(10);
    expect(result.current.canSave).toBe(false);
    const standard = result.current.rows.find((row) => !row.administrator)!;
    const other = result.current.rows.filter((row) => !row.administrator)[1]!;

    await act(() => result.current.toggleRole(standard));
    expect(result.current.roleShown(standard)).toBe(ROLE_NAMES.superAdministrator);
    expect(result.current.canSave).toBe(true);
    // Toggling back cancels the pending change.
    await act(() => result.current.toggleRole(standard));
    expect(result.current.canSave).toBe(false);

    await act(() => result.current.toggleRole(standard));
    await act(() => result.current.toggleRole(other));
    expect(result.current.pendingCount).toBe(2);
    await act(() => result.current.saveRoles());
    await expect.poll(() => result.current.pendingCount).toBe(0);
    await expect.poll(() => result.current.rows.find((row) => row.id === standard.id)?.administrator).toBe(true);
    expect(result.current.rows.find((row) => row.id === other.id)?.administrator).toBe(true);
    expect(result.current.canSave).toBe(false);
  });

  it('should keep the pending toggles when the save is refused, as the last administrator is', async () => {
    const api = createFakeConsoleApi();
    const { result, act } = await renderHookWithApi(() => useUserList({ user: administrator }), api);
    await expect.poll(() => result.current.rows.length).toBe(10);
    const admins = result.current.rows.filter((row) => row.administrator);
    expect(admins).toHaveLength(2);
    for (const row of admins) await act(() => result.current.toggleRole(row));
    await act(() => result.current.saveRoles());
    await expect.poll(() => result.current.isSaving).toBe(false);
    expect(result.current.pendingCount).toBe(2);
    expect(result.current.canSave).toBe(true);
    // Nothing changed on the server.
    const stored = await api.users.searchUserPaged({ pageNumber: 1, pageSize: 100 });
    expect(stored.filter((row) => row.administrator).map((row) => row.id)).toEqual(admins.map((row) => row.id));
  });

  it('should not send criteria from the URL that break the rule, and say why', async () => {
    const api = createFakeConsoleApi();
    const { result } = await renderHookWithApi(
      () => useUserList({ user: administrator, defaultSearch: { criteria: '<script>', pageNumber: 1 } }),
      api,
    );
    expect(result.current.searchError).toBe(messages.users.invalidSearch);
    await expect.poll(() => result.current.total).toBe(fakeUserList.length);
  });
});
