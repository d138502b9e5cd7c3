import { type CurrentUser, licensePaths } from '@license-console/domain';
import {
  DeferredDashboard,
  IdleSeatsLink,
  LicenseGrid,
  licenseGridSearchFromParams,
  licenseGridSearchToParams,
  type MergeLicensesWarmupProps,
  whenIdle,
} from '@license-console/features';
import { loadRowWindow } from '@license-console/ui';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import { useUrlSearch } from '../../url-search.ts';
import { type ChangedLicenseState, listShownAt, type MergeNavigationState } from './license-list-path.ts';

/** Whether the merge screen has been drawn out of sight in this visit: once is enough. */
let mergeScreenWarmed = false;

/**
 * The license screens (the forms, the merge screen) are a click away from the list: their code, and the code that
 * windows long tables (the merge screen's, a big pack's users), loads while the list is idle, then, once a visit and
 * for a user who may merge, the merge screen is drawn out of sight a few times (`MergeLicensesWarmup`), so Merge
 * License draws its 300 rows without first fetching the screen or running its code for the first time. Answers the
 * warm-up to render, once its code is there, until it is done.
 */
function useLicenseScreensWarm(): ComponentType<MergeLicensesWarmupProps> | null {
  const [warmup, setWarmup] = useState<ComponentType<MergeLicensesWarmupProps> | null>(null);
  useEffect(() => {
    let gone = false;
    const cancel = whenIdle(() => {
      // The merge screen and a big pack's users window their rows: that code too, fetched now or when needed.
      loadRowWindow().catch(() => undefined);
      import('./license.tsx')
        .then((section) => Promise.all([section.loadMergeLicenses(), section.loadLicenseForm()]))
        .then(
          ([merge]) => {
            if (!gone && !mergeScreenWarmed) setWarmup(() => merge.MergeLicensesWarmup);
          },
          // Not loaded now (the network dropped): the screens load when opened.
          () => undefined,
        );
    });
    return () => {
      gone = true;
      cancel();
    };
  }, []);
  return warmup;
}

/**
 * The home's license list (spec §2.4): its search, filters and page live in the URL, so a view can be shared. Seats at
 * a glance sits above it for administrators and pack managers, each number a link to the list filtered to it (its code
 * and figures after the list's), and the way to their idle seats (/license/idle-seats).
 */
export default function LicensesHome({ user }: { user: CurrentUser }) {
  const [search, setSearch] = useUrlSearch(licenseGridSearchFromParams, licenseGridSearchToParams);
  const navigate = useNavigate();
  const location = useLocation();
  const Warmup = useLicenseScreensWarm();
  useEffect(() => {
    listShownAt(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);
  const changedLicense = (location.state as Partial<ChangedLicenseState> | null)?.changedLicense ?? null;
  return (
    <>
      <DeferredDashboard user={user} linkComponent={RouterLink} />
      <IdleSeatsLink user={user} linkComponent={RouterLink} />
      <LicenseGrid
        user={user}
        search={search}
        onSearchChange={setSearch}
        changedLicense={changedLicense}
        onMerge={(licenses) => navigate(licensePaths.merging, { state: { licenses } satisfies MergeNavigationState })}
        linkComponent={RouterLink}
      />
      {Warmup ? (
        <Warmup
          user={user}
          onDone={() => {
            mergeScreenWarmed = true;
          }}
        />
      ) : null}
    </>
  );
}
