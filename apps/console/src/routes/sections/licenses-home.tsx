import type { CurrentUser, License } from '@license-console/domain';
import {
  type ChangedLicense,
  LicenseGrid,
  licenseGridSearchFromParams,
  licenseGridSearchToParams,
} from '@license-console/features';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import { useUrlSearch } from '../../url-search.ts';

/** What the merge screen receives through navigation state (spec §2.6). */
interface MergeNavigationState {
  licenses: License[];
}

/** What the license list receives through navigation state after a form saved a pack. */
interface ChangedLicenseState {
  changedLicense: ChangedLicense | null;
}

/** The list's address as last shown (path and query), so a form returns to the same view. */
let lastListPath = '/';

/** Where a license form goes back to: the view of the list it was opened from. */
function licenseListPath(): string {
  return lastListPath;
}

/**
 * The license screens (the forms, the merge screen) are a click away from the list: their code loads while the list
 * is idle, so Merge License draws its 300 rows without first fetching and compiling the screen.
 */
function useLicenseScreensWarm() {
  useEffect(() => {
    const load = () => void import('./license.tsx');
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);
}

/** The home's license list (spec §2.4): its search, filters and page live in the URL, so a view can be shared. */
export default function LicensesHome({ user }: { user: CurrentUser }) {
  const [search, setSearch] = useUrlSearch(licenseGridSearchFromParams, licenseGridSearchToParams);
  const navigate = useNavigate();
  const location = useLocation();
  useLicenseScreensWarm();
  useEffect(() => {
    lastListPath = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  const changedLicense = (location.state as Partial<ChangedLicenseState> | null)?.changedLicense ?? null;
  return (
    <LicenseGrid
      user={user}
      search={search}
      onSearchChange={setSearch}
      changedLicense={changedLicense}
      onMerge={(licenses) => navigate('/license/merging', { state: { licenses } satisfies MergeNavigationState })}
      linkComponent={RouterLink}
    />
  );
}

export type { ChangedLicenseState, MergeNavigationState };
export { licenseListPath };
