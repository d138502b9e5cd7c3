import { AcceptHandover } from '@license-console/features';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';

/**
 * /license-admin/accept?token=… (designed): the link a license manager's change of administrator mails to the new
 * administrator (spec §4). A signed-out visitor is signed in first and brought back here by the private-area guard.
 */
export default function LicenseAdminAcceptSection() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <AcceptHandover key={token ?? ''} token={token} linkComponent={RouterLink} />;
}
