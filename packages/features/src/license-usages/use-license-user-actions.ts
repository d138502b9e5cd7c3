import { addUserSchema, fieldErrors, idleSeatMessages, type LicenseUsage, type Role } from '@license-console/domain';
import { type RowSelection, selectedRowIds, toast } from '@license-console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod/mini';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { staleWriteOf } from '../api/versions.ts';
import { licenseKeys } from '../licenses/index.ts';
import { actionErrorText, showActionError } from '../shared/action-error.ts';
import { licenseUserKeys } from './queries.ts';
import { revokeIdleInBatches } from './revoke-idle.ts';
import { licenseUsersStrings as strings } from './strings.ts';
import { useChangeRole } from './use-change-role.ts';

const nameSchema = z.pick(addUserSchema, { firstName: true, lastName: true });

interface NameDraft {
  usageId: string;
  firstName: string;
  lastName: string;
  /** The usage's etag as the list showed it: the save sends it as If-Match. */
  etag?: string | null;
}

type NameErrors = Partial<Record<'firstName' | 'lastName', string>>;

interface UseLicenseUserActionsOptions {
  licenseId: string;
  /** The pack's users as last read: a selection keeps only ids among them. */
  usages: readonly LicenseUsage[];
  /** The pack's roles when it shows them (spec §2.7 canShowRoles), else none: a seat's role can then be changed. */
  roles: readonly Role[];
}

/**
 * Each user's Manage Access actions (spec §2.7): Revoke User after a YES/CANCEL confirmation, Edit Name then Save
 * Name inline (the add-user rules for the names), Remove Session (n); and, beyond the spec, revoking the selected
 * users in one confirmed action. Every change re-reads the pack's users and the license grid's counts.
 */
function useLicenseUserActions({ licenseId, usages, roles }: UseLicenseUserActionsOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const refresh = (counts: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: licenseUserKeys.all }),
      counts ? queryClient.invalidateQueries({ queryKey: licenseKeys.all }) : null,
    ]);

  const [selection, setSelection] = useState<RowSelection>({});
  const selectedIds = useMemo(() => {
    const ticked = selectedRowIds(selection);
    // Nothing ticked (as when the page opens): no need to go through a big pack's users.
    if (ticked.length === 0) return ticked;
    const present = new Set(usages.map((usage) => usage.cryptId));
    return ticked.filter((id) => present.has(id));
  }, [selection, usages]);
  const unselect = (ids: readonly string[]) =>
    setSelection((current) => {
      const next = { ...current };
      for (const id of ids) delete next[id];
      return next;
    });

  // The users "Select idle users" ticked, and for which threshold: while the selection is still exactly those, the
  // revoke takes only the seats still idle when it runs (a seat used since is kept), in one transaction per call.
  const [idleSelection, setIdleSelection] = useState<{ days: number; ids: readonly string[] } | null>(null);
  const idleDays =
    idleSelection !== null &&
    idleSelection.ids.length === selectedIds.length &&
    idleSelection.ids.every((id) => selection[id] === true)
      ? idleSelection.days
      : null;
  const revokeIdle = useMutation({
    mutationFn: ({ days, ids }: { days: number; ids: readonly string[] }) =>
      revokeIdleInBatches(api.licenseUsages, days, ids),
    onSuccess: ({ revoked, kept, missing }) => {
      unselect([...revoked, ...missing]);
      setIdleSelection(null);
      toast({
        title: strings.title,
        description: idleSeatMessages.revoked(revoked.length, kept.length, missing.length),
        variant: kept.length + missing.length === 0 ? 'success' : 'info',
      });
    },
    onError: (error) => showActionError(idleSeatMessages.revokeFailed, error),
    onSettled: () => refresh(true),
  });

  const [confirmingRevoke, setConfirmingRevoke] = useState<LicenseUsage | null>(null);
  const revoke = useMutation({
    // Based on the seat as the list showed it: one changed since (its names) is refused (412) and the list read again.
    mutationFn: (usage: LicenseUsage) =>
      api.licenseUsages.revokeLicenseUsage(licenseId, usage.cryptId, { ifMatch: usage.etag ?? null }),
    onSuccess: (_, usage) => {
      unselect([usage.cryptId]);
      toast({ title: strings.title, description: strings.revoked, variant: 'success' });
    },
    onError: (error) => showActionError(strings.revokeUser, error),
    onSettled: () => refresh(true),
  });

  const [confirmingBulk, setConfirmingBulk] = useState(false);
  const bulkRevoke = useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const shown = new Map(usages.map((usage) => [usage.cryptId, usage.etag ?? null]));
      const results = await Promise.allSettled(
        ids.map((id) => api.licenseUsages.revokeLicenseUsage(licenseId, id, { ifMatch: shown.get(id) ?? null })),
      );
      return ids.map((id, index) => ({ id, result: results[index]! }));
    },
    onSuccess: (outcomes) => {
      const revoked = outcomes.filter(({ result }) => result.status === 'fulfilled').map(({ id }) => id);
      const refused = outcomes.flatMap(({ result }) => (result.status === 'rejected' ? [result.reason] : []));
      unselect(revoked);
      if (refused.length === 0) {
        toast({ title: strings.title, description: strings.revoked, variant: 'success' });
        return;
      }
      toast({
        title: strings.revokeUser,
        description: `${strings.revokedSome(revoked.length, refused.length)} ${actionErrorText(refused[0])}`,
        variant: 'error',
      });
    },
    onError: (error) => showActionError(strings.revokeUser, error),
    onSettled: () => refresh(true),
  });

  const removeSessions = useMutation({
    mutationFn: (usage: LicenseUsage) => api.licenseUsages.removeSessions(licenseId, usage.cryptId),
    onSuccess: () => toast({ title: strings.title, description: strings.sessionsRemoved, variant: 'success' }),
    onError: (error, usage) => showActionError(strings.removeSession(usage.sessionCount), error),
    onSettled: () => refresh(false),
  });

  const [editing, setEditing] = useState<NameDraft | null>(null);
  const [nameErrors, setNameErrors] = useState<NameErrors>({});
  const rename = useMutation({
    mutationFn: ({ usageId, firstName, lastName, etag }: NameDraft) =>
      api.licenseUsages.updateLicenseUsage(licenseId, usageId, { firstName, lastName }, etag),
    onSuccess: (_, draft) => {
      setEditing((current) => (current?.usageId === draft.usageId ? null : current));
      setNameErrors({});
      toast({ title: strings.title, description: strings.namesUpdated, variant: 'success' });
    },
    onError: (error, draft) => {
      // Names someone else changed since the list showed them: the edit is dropped and the list read again (the
      // settled refresh), so the row shows their names; the message says nothing was saved.
      if (staleWriteOf(error)) setEditing((current) => (current?.usageId === draft.usageId ? null : current));
      if (isApiError(error, 400) && error.fields) setNameErrors(error.fields);
      showActionError(strings.saveName, error);
    },
    onSettled: () => refresh(false),
  });
  const check = (draft: NameDraft): NameErrors => {
    const result = nameSchema.safeParse(draft);
    return result.success ? {} : fieldErrors(result.error.issues);
  };

  const changeRole = useChangeRole({ licenseId, roles });

  return {
    ...changeRole,
    /** Whether a seat's role can be changed: the pack shows roles. */
    canChangeRole: roles.length > 0,
    selection,
    setSelection,
    selectedCount: selectedIds.length,

    confirmingRevoke,
    askRevoke: (usage: LicenseUsage) => setConfirmingRevoke(usage),
    cancelRevoke: () => setConfirmingRevoke(null),
    confirmRevoke: () => {
      if (confirmingRevoke) revoke.mutate(confirmingRevoke);
      setConfirmingRevoke(null);
    },
    confirmingBulk,
    askRevokeSelected: () => setConfirmingBulk(selectedIds.length > 0),
    cancelRevokeSelected: () => setConfirmingBulk(false),
    confirmRevokeSelected: () => {
      if (selectedIds.length > 0 && idleDays !== null) revokeIdle.mutate({ days: idleDays, ids: selectedIds });
      else if (selectedIds.length > 0) bulkRevoke.mutate(selectedIds);
      setConfirmingBulk(false);
    },
    bulkRevoking: bulkRevoke.isPending || revokeIdle.isPending,
    /** Selects exactly the users idle for `days` days (`ids`): their revoke then keeps a seat used meanwhile. */
    selectIdle: (days: number, ids: readonly string[]) => {
      setSelection(Object.fromEntries(ids.map((id) => [id, true])));
      setIdleSelection({ days, ids });
    },
    /** The threshold of the selection when it is still exactly the idle users selected, else null. */
    idleDays,
    /** The user whose revoke is under way, or null. */
    revokingId: revoke.isPending ? (revoke.variables?.cryptId ?? null) : null,

    removeSessions: (usage: LicenseUsage) => removeSessions.mutate(usage),
    removingSessionsId: removeSessions.isPending ? (removeSessions.variables?.cryptId ?? null) : null,

    /** The row whose names are being edited, with the names as typed. */
    editing,
    nameErrors,
    savingName: rename.isPending,
    startEdit: (usage: LicenseUsage) => {
      setEditing({ usageId: usage.cryptId, firstName: usage.firstName, lastName: usage.lastName, etag: usage.etag });
      setNameErrors({});
    },
    changeName: (field: 'firstName' | 'lastName', value: string) => {
      if (!editing) return;
      const next = { ...editing, [field]: value };
      setEditing(next);
      // A message already shown follows the typing; none appears before Save Name.
      if (nameErrors[field]) setNameErrors(check(next));
    },
    cancelEdit: () => {
      setEditing(null);
      setNameErrors({});
    },
    saveName: () => {
      if (!editing || rename.isPending) return;
      const errors = check(editing);
      setNameErrors(errors);
      if (Object.keys(errors).length > 0) return;
      const before = usages.find((usage) => usage.cryptId === editing.usageId);
      const draft = { ...editing, firstName: editing.firstName.trim(), lastName: editing.lastName.trim() };
      // Nothing changed: nothing to send.
      if (before && before.firstName === draft.firstName && before.lastName === draft.lastName) {
        setEditing(null);
        return;
      }
      rename.mutate(draft);
    },
  };
}

type LicenseUserActions = ReturnType<typeof useLicenseUserActions>;

export { type LicenseUserActions, type NameDraft, type NameErrors, useLicenseUserActions };
