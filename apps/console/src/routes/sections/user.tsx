import { shellStrings } from '@license-console/features';
import { Route, Routes } from 'react-router';
import { consoleStrings } from '../../strings.ts';
import { NoMatch, PlaceholderPage } from '../placeholder.tsx';

/** Spec §2.10 users and profile (stand-ins until their widgets land). */
export default function UserSection() {
  return (
    <Routes>
      <Route path="my-account" element={<PlaceholderPage title={shellStrings.titles.myProfile} />} />
      <Route path="list" element={<PlaceholderPage title={shellStrings.titles.users} />} />
      <Route path="password-setting" element={<PlaceholderPage title={consoleStrings.passwordSettings} />} />
      <Route path="Edit/:userId" element={<PlaceholderPage title={consoleStrings.editUser} />} />
      <Route path="new" element={<PlaceholderPage title={consoleStrings.editUser} />} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
