import { type CurrentUser, userPaths } from '@license-console/domain';
import { PasswordSettingsForm, UserForm } from '@license-console/features';
import { lazy, Suspense } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import { NoMatch } from '../placeholder.tsx';
import UsersHome from './users-home.tsx';

// Below the profile form, so the form does not wait for the tokens' code (a create dialog, a copy button).
const ApiTokensSection = lazy(() => import('./api-tokens-section.tsx'));

/** /user/Edit/{userId} and /user/new (administrators): saved, back to the users list. */
function EditUserRoute({ user, mode }: { user: CurrentUser; mode: 'edit' | 'new' }) {
  const { userId } = useParams();
  const navigate = useNavigate();
  return (
    <UserForm
      mode={mode}
      user={user}
      userId={userId}
      onSaved={() => navigate(userPaths.list)}
      linkComponent={RouterLink}
    />
  );
}

/** Spec §2.10 users and profile. */
export default function UserSection({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route
        path={userPaths.routes.myAccount}
        element={
          <>
            <UserForm mode="profile" user={user} linkComponent={RouterLink} />
            <Suspense fallback={null}>
              <ApiTokensSection user={user} />
            </Suspense>
          </>
        }
      />
      <Route path={userPaths.routes.list} element={<UsersHome user={user} />} />
      <Route path={userPaths.routes.passwordSetting} element={<PasswordSettingsForm user={user} />} />
      <Route path={userPaths.routes.edit} element={<EditUserRoute user={user} mode="edit" />} />
      <Route path={userPaths.routes.add} element={<EditUserRoute user={user} mode="new" />} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
