import type { CurrentUser } from '@license-console/domain';
import { shellStrings } from '@license-console/features';
import { Route, Routes } from 'react-router';
import { consoleStrings } from '../../strings.ts';
import { NoMatch, PlaceholderPage } from '../placeholder.tsx';
import UsersHome from './users-home.tsx';

/** Spec §2.10 users and profile (stand-ins until their widgets land). */
export default function UserSection({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path="my-account" element={<PlaceholderPage title={shellStrings.titles.myProfile} />} />
      <Route path="list" element={<UsersHome user={user} />} />
      <Route path="password-setting" element={<PlaceholderPage title={consoleStrings.passwordSettings} />} />
      <Route path="Edit/:userId" element={<PlaceholderPage title={consoleStrings.editUser} />} />
      <Route path="new" element={<PlaceholderPage title={consoleStrings.editUser} />} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
