import {
  type Person,
  type PersonActions,
  type PersonSeat,
  type Role,
  peopleMessages as text,
} from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { queryKeysFactory } from '../api/query-keys.ts';
import { showActionError } from '../shared/action-error.ts';
import { personKeys } from './queries.ts';

/** The actions of a person's page, in the order the page offers them. */
const PERSON_ACTIONS = [
  'signOutEverywhere',
  'resendSetPassword',
  'forcePasswordChange',
  'deactivate',
  'reactivate',
] as const satisfies readonly (keyof PersonActions)[];

type PersonAction = (typeof PERSON_ACTIONS)[number];

/** A pack's users and roles, keyed as the pack's users page keys them, so the two share one cache entry. */
const licenseUserKeys = queryKeysFactory('licenseUsages');

/** The id of an action's button, where the focus goes back after a question about it. */
const actionButtonId = (action: PersonAction) => `person-action-${action}`;
/** The id of a seat's Revoke button. */
const revokeButtonId = (seat: Pick<PersonSeat, 'usageId'>) => `person-revoke-${seat.usageId}`;
/** The ids of the sections' headings, where the focus goes when the button it was on has gone. */
const ACTIONS_HEADING_ID = 'person-actions-heading';
const SEATS_HEADING_ID = 'person-seats-heading';

/** How many frames the focus waits for a closing dialog to leave the page. */
const MAX_FRAMES = 60;

/**
 * Once no dialog is on the page and `target` is there, moves the focus to it, when the focus is still on `from` (the
 * button the question was asked from, which may be leaving the page) or was lost with an element that left it.
 */
function refocus(target: string, from: string, framesLeft = MAX_FRAMES) {
  requestAnimationFrame(() => {
    const waiting =
      document.querySelector('[data-slot="dialog-content"]') !== null || document.getElementById(target) === null;
    if (waiting && framesLeft > 0) {
      refocus(target, from, framesLeft - 1);
      return;
    }
    const active = document.activeElement;
    const lost = active === null || active === document.body || !active.isConnected;
    if (lost || active?.id === from) document.getElementById(target)?.focus();
  });
}

/**
 * A person's page (GET /api/People/{userId}): the read, with its not-found state (an unknown id, or someone the
 * caller may not read) apart from a failure; the actions the answer allows, each after its question, then a toast
 * and the page read again; and the seats' changes (a role, on a pack that shows roles; a revoke), through the
 * License-usage calls, which the pack's users page reads again too. No markup.
 */
function usePerson({ userId }: { userId: string }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const read = useQuery({
    queryKey: personKeys.call('getPerson', userId),
    queryFn: () => api.people.getPerson(userId),
  });
  const person = read.data ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: personKeys.all });

  const act = useMutation({
    mutationFn: async (action: PersonAction): Promise<{ description: string; person?: Person }> => {
      switch (action) {
        case 'signOutEverywhere': {
          const { signedOut } = await api.people.signOutEverywhere(userId);
          return { description: text.signedOut(signedOut) };
        }
        case 'forcePasswordChange':
          await api.people.forcePasswordChange(userId);
          return { description: text.forced };
        case 'resendSetPassword':
          await api.people.resendSetPassword(userId);
          return { description: text.resent };
        case 'deactivate':
          return { description: text.deactivated, person: await api.people.deactivatePerson(userId) };
        case 'reactivate':
          return { description: text.reactivated, person: await api.people.reactivatePerson(userId) };
      }
    },
    onSuccess: ({ description, person: changed }) => {
      if (changed) queryClient.setQueryData(personKeys.call('getPerson', userId), changed);
      toast({ title: person?.email ?? text.actionsTitle, description, variant: 'success' });
    },
    onError: (error, action) => showActionError(text[action], error),
    onSettled: async (_answer, _error, action) => {
      await refresh();
      // The focus stays on the action's button while it still applies; Deactivate and Reactivate trade places, so the
      // focus goes on to the one now shown; an action that no longer applies leaves it to the section's heading.
      const now = queryClient.getQueryData<Person>(personKeys.call('getPerson', userId));
      const next = action === 'deactivate' ? 'reactivate' : action === 'reactivate' ? 'deactivate' : action;
      refocus(now?.actions[next] ? actionButtonId(next) : ACTIONS_HEADING_ID, actionButtonId(action));
    },
  });

  const seatsChanged = async () => {
    await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: licenseUserKeys.all })]);
  };
  const changeRole = useMutation({
    mutationFn: ({ seat, role }: { seat: PersonSeat; role: Role }) =>
      api.licenseUsages.updateLicenseUsage(seat.licenseId, seat.usageId, { encryptedRoleId: role.id }),
    onSuccess: () =>
      toast({ title: person?.email ?? text.seatsTitle, description: text.roleChanged, variant: 'success' }),
    onError: (error, { seat }) => showActionError(text.roleOf(seat.productName), error),
    onSettled: () => seatsChanged(),
  });
  const revoke = useMutation({
    mutationFn: (seat: PersonSeat) => api.licenseUsages.revokeLicenseUsage(seat.licenseId, seat.usageId),
    onSuccess: () => toast({ title: person?.email ?? text.seatsTitle, description: text.revoked, variant: 'success' }),
    onError: (error) => showActionError(text.revokeSeat, error),
    onSettled: async (_answer, _error, seat) => {
      await seatsChanged();
      // A seat revoked leaves the table with its button: the focus goes to the section's heading.
      const now = queryClient.getQueryData<Person>(personKeys.call('getPerson', userId));
      const kept = now?.seats.some((held) => held.usageId === seat.usageId) ?? false;
      refocus(kept ? revokeButtonId(seat) : SEATS_HEADING_ID, revokeButtonId(seat));
    },
  });

  return {
    person,
    loading: read.isPending,
    /** No such person, or one the caller may not read: the server answers both alike. */
    notFound: isApiError(read.error, 404),
    loadFailed: read.isError && !isApiError(read.error, 404),
    reload: () => void read.refetch(),
    /** The actions the answer allows, in the page's order. */
    actions: person ? PERSON_ACTIONS.filter((action) => person.actions[action]) : [],
    /** Takes an action, once its question has been answered YES. */
    act: (action: PersonAction) => act.mutate(action),
    acting: act.isPending ? act.variables : null,
    /** Gives the seat another of its pack's roles; the role it has sends nothing. */
    changeRole: (seat: PersonSeat, role: Role) => {
      if (role.descr !== seat.role) changeRole.mutate({ seat, role });
    },
    /** The role being given to the seat while it is sent (its select shows it), else null. */
    pendingRoleOf: (seat: PersonSeat): string | null =>
      changeRole.isPending && changeRole.variables?.seat.usageId === seat.usageId ? changeRole.variables.role.id : null,
    changingRoleOf: changeRole.isPending ? (changeRole.variables?.seat.usageId ?? null) : null,
    /** Revokes the seat, once its question has been answered YES. */
    revoke: (seat: PersonSeat) => revoke.mutate(seat),
    revokingId: revoke.isPending ? (revoke.variables?.usageId ?? null) : null,
  };
}

/**
 * The roles a seat may be given: its pack's, read as the pack's users page reads them (one cache entry for both), only
 * for a seat on a pack that shows roles in a pack the caller manages; null until read, or where there are none.
 */
function useSeatRoles(seat: PersonSeat): readonly Role[] | null {
  const api = useConsoleApi();
  const read = useQuery({
    queryKey: licenseUserKeys.call('rolesForLicense', seat.licenseId),
    queryFn: () => api.licenseUsages.rolesForLicense(seat.licenseId),
    enabled: seat.manageable && seat.role !== null,
  });
  return seat.manageable && seat.role !== null ? (read.data ?? null) : null;
}

type PersonController = ReturnType<typeof usePerson>;

export {
  ACTIONS_HEADING_ID,
  actionButtonId,
  type PersonAction,
  type PersonController,
  revokeButtonId,
  SEATS_HEADING_ID,
  usePerson,
  useSeatRoles,
};
