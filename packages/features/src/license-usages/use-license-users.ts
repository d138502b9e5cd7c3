import {
  areUsagesAvailable,
  asUsDate,
  compareUsDates,
  isIdleFor,
  productName,
  todayUsDate,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { licenseUserKeys } from './queries.ts';
import { useAddLicenseUser } from './use-add-license-user.ts';
import { useIdleThreshold } from './use-idle-threshold.ts';
import { useLicenseUserActions } from './use-license-user-actions.ts';

/** From this many users on, the page offers a filter by e-mail (designed: a big pack's users are many pages long). */
const FILTER_FROM = 10;

interface UseLicenseUsersOptions {
  /** The pack's encrypted id, from /license-usage/{licenseId}. */
  licenseId: string;
  /** The day idleness is reckoned from (MM/DD/YYYY or an instant); the UTC day of now by default, as the server's. */
  today?: string | Date;
}

/**
 * What the page can show: its users, or why not. 'unavailable' is product 9's 'Operation not available' (spec §2.7),
 * whether the server refuses the read (400) or answers a product 9 list; 'denied' a pack the user only holds a seat
 * in (403).
 */
type LicenseUsersState = 'loading' | 'ready' | 'unavailable' | 'denied' | 'failed';

function stateOf(query: { isPending: boolean; isError: boolean; error: unknown; data?: { productId: number } }) {
  if (query.isError) {
    if (isApiError(query.error, 400) && query.error.message === messages.licenseUsers.operationNotAvailable) {
      return 'unavailable';
    }
    if (isApiError(query.error, 403)) return 'denied';
    return 'failed';
  }
  if (query.isPending || !query.data) return 'loading';
  return areUsagesAvailable(query.data.productId) ? 'ready' : 'unavailable';
}

/**
 * Spec §2.7 license users: the pack's users (read afresh with a random version parameter), its seats used and total,
 * its product and period, the roles when the pack shows them; the add-user row (`add`), and each user's Manage Access
 * actions with the bulk revoke (`actions`). The used count includes the assignments under way, so it rises at once
 * and falls back when one is refused (spec §8).
 */
function useLicenseUsers({ licenseId, today: todayInput }: UseLicenseUsersOptions) {
  const api = useConsoleApi();
  const list = useQuery({
    queryKey: licenseUserKeys.call('licenseUsages', licenseId),
    queryFn: () => api.licenseUsages.licenseUsages(licenseId),
  });
  const state: LicenseUsersState = stateOf(list);
  const ready = state === 'ready';
  const canShowRoles = ready && !!list.data?.canShowRoles;
  const roles = useQuery({
    queryKey: licenseUserKeys.call('rolesForLicense', licenseId),
    queryFn: () => api.licenseUsages.rolesForLicense(licenseId),
    enabled: canShowRoles,
  });

  const usages = useMemo(() => (ready ? (list.data?.usages ?? []) : []), [ready, list.data]);
  const total = list.data?.total ?? 0;
  const packRoles = useMemo(() => (canShowRoles ? (roles.data ?? []) : []), [canShowRoles, roles.data]);
  const add = useAddLicenseUser({ licenseId, roles: packRoles, canShowRoles });
  const actions = useLicenseUserActions({ licenseId, usages, roles: packRoles });

  const [filterText, setFilterText] = useState('');
  const filter = useDeferredValue(filterText.trim().toLowerCase());
  const rows = useMemo(
    () => (filter ? usages.filter((usage) => usage.accountName.toLowerCase().includes(filter)) : usages),
    [usages, filter],
  );

  const today = useMemo(
    () => (todayInput === undefined ? todayUsDate(new Date(), 'UTC') : asUsDate(todayInput)),
    [todayInput],
  );
  const threshold = useIdleThreshold();
  const { days } = threshold;
  // An ended pack's seats serve nobody: the server reclaims idle seats of active packs only, as Seats at a glance counts.
  const endDate = list.data?.endDate ?? '';
  const active = ready && endDate !== '' && compareUsDates(endDate, today) >= 0;
  const idleIds = useMemo(
    () =>
      days === null || !active
        ? []
        : usages.filter((usage) => isIdleFor(usage, days, today)).map((usage) => usage.cryptId),
    [usages, days, today, active],
  );

  const used = usages.length + add.pendingCount;
  return {
    licenseId,
    state,
    retry: () => void list.refetch(),
    /** Re-reading after a change, the rows so far kept. */
    refreshing: list.isFetching && !list.isPending,
    rows,
    usages,
    canShowRoles,
    /** What the Settings menu offers this caller, as the server grants it (spec §6). */
    settings: ready ? list.data?.settings : undefined,
    /** Reads the pack again, after a settings dialog changed it. */
    reload: () => void list.refetch(),
    /** Spec §2.7: 1 Standard, 2 for Outlook, 3 Business. */
    productName: list.data ? productName(list.data.productId) : '',
    startDate: list.data?.startDate ?? '',
    /** Every user's VALID UNTIL: the pack's end. */
    endDate: list.data?.endDate ?? '',
    used,
    total,
    full: ready && used >= total,
    filterShown: usages.length > FILTER_FROM || filterText !== '',
    filterText,
    appliedFilter: filter,
    setFilterText,
    add,
    actions,
    /** Issue 44: the idle threshold, the users idle for it, and the selection of exactly them. */
    idle: {
      ...threshold,
      /** Whether the pack has not ended: only then are its idle seats reclaimed. */
      offered: active,
      ids: idleIds,
      selectIdle: () => {
        if (days !== null) actions.selectIdle(days, idleIds);
      },
    },
  };
}

type LicenseUsersController = ReturnType<typeof useLicenseUsers>;

export { type LicenseUsersController, type LicenseUsersState, type UseLicenseUsersOptions, useLicenseUsers };
