import type { CurrentUser } from '@license-console/domain';
import { UserList, userListSearchFromParams, userListSearchToParams } from '@license-console/features';
import { RouterLink } from '../../router-link.tsx';
import { useUrlSearch } from '../../url-search.ts';

/**
 * The users list (spec §2.10 /user/list, and the home's Users and ManageUsers details of §2.1), its criteria and
 * page in the URL so a view can be shared.
 */
export default function UsersHome({ user, title }: { user: CurrentUser; title?: string }) {
  const [search, setSearch] = useUrlSearch(userListSearchFromParams, userListSearchToParams);
  return <UserList user={user} title={title} search={search} onSearchChange={setSearch} linkComponent={RouterLink} />;
}
