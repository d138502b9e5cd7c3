import { LicenseUsers } from '@license-console/features';
import { useParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';

/** Spec §2.7 /license-usage/{licenseId}: the pack's users, in the wide layout; its close link leads to /Licenses. */
export default function LicenseUsageSection() {
  const { licenseId = '' } = useParams();
  return <LicenseUsers key={licenseId} licenseId={licenseId} linkComponent={RouterLink} />;
}
