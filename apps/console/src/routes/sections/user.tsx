import { type CurrentUser, can } from '@license-console/domain';
import { AccessDenied, LockedAccounts, shellStrings } from '@license-console/features';
import { Page } from '@license-console/ui';
import { Route, Routes } from 'react-router';
import { consoleStrings } from '../../strings.ts';
import { NoMatch, PlaceholderPage } from '../placeholder.tsx';

/** Spec §2.10 /user/list: the administrators' (anyone else reads 'Access Denied'); the accounts locked out of sign-in. */
function UsersRoute({ user }: { user: CurrentUser }) {
  if (!can(user, 'listUsers')) return <AccessDenied title={shellStrings.titles.users} />;
  return (
    <Page title={shellStrings.titles.users} width="wide">
      <LockedAccounts user={user} />
    </Page>
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
