import type { CurrentUser, License } from '@license-console/domain';
import { LicenseGrid, licenseGridSearchFromParams, licenseGridSearchToParams } from '@license-console/features';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import { useUrlSearch } from '../../url-search.ts';

/** What the merge screen receives through navigation state (spec §2.6). */
interface MergeNavigationState {
  licenses: License[];
}

/** The home's license list (spec §2.4): its search, filters and page live in the URL, so a view can be shared. */
export default function LicensesHome({ user }: { user: CurrentUser }) {
  const [search, setSearch] = useUrlSearch(licenseGridSearchFromParams, licenseGridSearchToParams);
  const navigate = useNavigate();
  return (
    <LicenseGrid
      user={user}
      search={search}
      onSearchChange={setSearch}
      onMerge={(licenses) => navigate('/license/merging', { state: { licenses } satisfies MergeNavigationState })}
      linkComponent={RouterLink}
    />
  );
}

export type { MergeNavigationState };
