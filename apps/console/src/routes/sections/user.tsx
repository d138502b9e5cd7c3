import type { CurrentUser } from '@license-console/domain';
import { shellStrings, UserList, userListSearchFromParams, userListSearchToParams } from '@license-console/features';
import { useMemo } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import { consoleStrings } from '../../strings.ts';
import { NoMatch, PlaceholderPage } from '../placeholder.tsx';

/** Spec §2.10 /user/list: the users list, its criteria and page in the URL so a view can be shared. */
function UsersRoute({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search changes exactly when the query text does.
  const search = useMemo(() => userListSearchFromParams(params), [query]);
  return (
    <UserList
      user={user}
      search={search}
      onSearchChange={(next) => setParams(userListSearchToParams(next))}
      linkComponent={RouterLink}
    />
  );
}

/** Spec §2.10 users and profile (stand-ins until their widgets land). */
export default function UserSection({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path="my-account" element={<PlaceholderPage title={shellStrings.titles.myProfile} />} />
      <Route path="list" element={<UsersRoute user={user} />} />
      <Route path="password-setting" element={<PlaceholderPage title={consoleStrings.passwordSettings} />} />
      <Route path="Edit/:userId" element={<PlaceholderPage title={consoleStrings.editUser} />} />
      <Route path="new" element={<PlaceholderPage title={consoleStrings.editUser} />} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
