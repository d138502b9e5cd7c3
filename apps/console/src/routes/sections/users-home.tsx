import type { CurrentUser } from '@license-console/domain';
import { UserList, userListSearchFromParams, userListSearchToParams } from '@license-console/features';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';

/**
 * The users list (spec §2.10 /user/list, and the home's Users and ManageUsers details of §2.1), its criteria and
 * page in the URL so a view can be shared.
 */
export default function UsersHome({ user, title }: { user: CurrentUser; title?: string }) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search changes exactly when the query text does.
  const search = useMemo(() => userListSearchFromParams(params), [query]);
  return (
    <UserList
      user={user}
      title={title}
      search={search}
      onSearchChange={(next) => setParams(userListSearchToParams(next))}
      linkComponent={RouterLink}
    />
  );
}
