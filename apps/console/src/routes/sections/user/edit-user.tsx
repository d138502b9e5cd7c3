import { type CurrentUser, userPaths } from '@license-console/domain';
import { UserForm } from '@license-console/features';
import { useNavigate, useParams } from 'react-router';
import { RouterLink } from '../../../router-link.tsx';

/** /user/Edit/{userId} and /user/new (administrators): saved, back to the users list. */
export default function EditUserRoute({ user, mode }: { user: CurrentUser; mode: 'edit' | 'new' }) {
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
