import type { CurrentUser } from '@license-console/domain';
import { LicenseUsers } from '@license-console/features';
import { RouterLink } from '../../../router-link.tsx';

/** Spec §2.7: the pack's users, in the wide layout; each seat holder a link to their page for those who may open it. */
export default function PackUsers({ user, licenseId }: { user: CurrentUser; licenseId: string }) {
  return <LicenseUsers licenseId={licenseId} user={user} linkComponent={RouterLink} />;
}
