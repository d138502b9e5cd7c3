import { type CurrentUser, userPaths } from '@license-console/domain';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NoMatch } from '../placeholder.tsx';

// Each screen's code loads when it is opened: the profile does not bring the password settings', nor the list's.
const ProfileRoute = lazy(() => import('./user/profile.tsx'));
const EditUserRoute = lazy(() => import('./user/edit-user.tsx'));
const PasswordSettingsRoute = lazy(() => import('./user/password-settings.tsx'));
const UsersHome = lazy(() => import('./users-home.tsx'));

/** Spec §2.10 users and profile. */
export default function UserSection({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path={userPaths.routes.myAccount} element={<ProfileRoute user={user} />} />
      <Route path={userPaths.routes.list} element={<UsersHome user={user} />} />
      <Route path={userPaths.routes.passwordSetting} element={<PasswordSettingsRoute user={user} />} />
      <Route path={userPaths.routes.edit} element={<EditUserRoute user={user} mode="edit" />} />
      <Route path={userPaths.routes.add} element={<EditUserRoute user={user} mode="new" />} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
