import { type License, type LicenseUsageList, longestUnusedFirst, seatsToFree } from '@license-console/domain';
import type { RowSelection } from '@license-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { queryKeysFactory } from '../api/query-keys.ts';

/**
 * The pack users page's read, by its own keys (the factory's, as the users page keys it): the planner and the page
 * share one cache entry, without this folder importing theirs, which links back to the license list.
 */
const packUsersKeys = queryKeysFactory('licenseUsages');

interface UseSeatPlanOptions {
  /** The pack of an edit or a renewal once read; undefined while it loads, and for a new pack. */
  license: License | undefined;
  /** Number of Licenses as typed. */
  userCount: string | number;
  /** Whether the form may plan at all (an administrator's edit or renewal). */
  enabled: boolean;
}

/** What the seat list shows: its rows, or why not. */
type SeatListState = 'loading' | 'ready' | 'failed';

/**
 * The seat-shrink planner's controller (no markup): when Number of Licenses goes below the users assigned to the pack,
 * who gives a seat up. The pack's users are read as its users page reads them (same call, same query key), ordered
 * longest unused first; the first ones needed are chosen until the person changes the choice, which is then kept
 * (also as the count changes) until they ask for the longest unused again. The plan is ready when exactly as many
 * are chosen as the new count needs.
 */
function useSeatPlan({ license, userCount, enabled }: UseSeatPlanOptions) {
  const api = useConsoleApi();
  const licenseId = license?.encryptedId ?? '';
  const count = Number(userCount);
  const countValid = typeof userCount === 'number' || String(userCount).trim() !== '';
  const wanted = countValid && Number.isInteger(count) && count >= 1;

  const queryKey = packUsersKeys.call('licenseUsages', licenseId);
  // The users the pack is known to have: the list as last read (by this form or the users page), else the pack's count.
  const cached = useQueryClient().getQueryData<LicenseUsageList>(queryKey);
  const assigned = cached?.usages.length ?? license?.usedCount ?? 0;
  const shrinking = enabled && license !== undefined && wanted && count < assigned;
  // Read only once the count goes below them.
  const read = useQuery({
    queryKey,
    queryFn: () => api.licenseUsages.licenseUsages(licenseId),
    enabled: shrinking,
  });

  const holders = useMemo(() => longestUnusedFirst(read.data?.usages ?? []), [read.data]);
  const needed = seatsToFree(read.data ? holders.length : assigned, count);
  const [choice, setChoice] = useState<RowSelection | null>(null);
  const longestUnused = useMemo(() => {
    const selection: Record<string, boolean> = {};
    for (const holder of holders.slice(0, needed)) selection[holder.cryptId] = true;
    return selection;
  }, [holders, needed]);
  const selection = choice ?? longestUnused;
  // The chosen users still in the list, in its order (one revoked meanwhile is no longer chosen).
  const chosen = useMemo(() => holders.filter((holder) => selection[holder.cryptId]), [holders, selection]);

  const state: SeatListState = read.isError ? 'failed' : read.data ? 'ready' : 'loading';
  const active = shrinking && (state !== 'ready' || needed > 0);
  return {
    /** The panel is shown: the new count is below the pack's users. */
    active,
    state,
    /** The users of the pack the new count leaves, and the count asked for. */
    assigned: read.data ? holders.length : assigned,
    userCount: count,
    /** How many must give a seat up. */
    needed,
    /** The pack's users, the longest unused first. */
    holders,
    selection,
    /** The person's choice, kept from now on. */
    setSelection: (next: RowSelection) => setChoice(next),
    /** Back to the longest unused. */
    chooseLongestUnused: () => setChoice(null),
    /** Whether the person has changed the panel's choice. */
    changed: choice !== null,
    chosen,
    /** Exactly as many chosen as needed, from a list that was read. */
    ready: state === 'ready' && chosen.length === needed,
    /** Reads the pack's users again (after a failed read, or a plan the server found out of date). */
    reload: () => void read.refetch(),
    queryKey,
  };
}

type SeatPlanController = ReturnType<typeof useSeatPlan>;

export { type SeatListState, type SeatPlanController, type UseSeatPlanOptions, useSeatPlan };
