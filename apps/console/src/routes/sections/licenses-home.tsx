import type { CurrentUser, License } from '@license-console/domain';
import { LicenseGrid, licenseGridSearchFromParams, licenseGridSearchToParams } from '@license-console/features';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';

/** What the merge screen receives through navigation state (spec §2.6). */
interface MergeNavigationState {
  licenses: License[];
}

/** The home's license list (spec §2.4): its search, filters and page live in the URL, so a view can be shared. */
export default function LicensesHome({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search changes exactly when the query text does.
  const search = useMemo(() => licenseGridSearchFromParams(params), [query]);
  return (
    <LicenseGrid
      user={user}
      search={search}
      onSearchChange={(next) => setParams(licenseGridSearchToParams(next))}
      onMerge={(licenses) => navigate('/license/merging', { state: { licenses } satisfies MergeNavigationState })}
      linkComponent={RouterLink}
    />
  );
}

export type { MergeNavigationState };
