import type { CurrentUser } from '@license-console/domain';
import { PersonPage } from '@license-console/features';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';

/**
 * /people/{userId}: a person's page, for administrators and pack managers; BACK returns where the person came from
 * inside the console (none on a page opened at its address).
 */
export default function PersonSection({ user }: { user: CurrentUser }) {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <PersonPage
      user={user}
      userId={userId}
      linkComponent={RouterLink}
      onBack={key === 'default' ? undefined : () => void navigate(-1)}
    />
  );
}
