import type { CurrentUser } from '@license-console/domain';
import { IdleSeats } from '@license-console/features';
import { RouterLink } from '../../../router-link.tsx';

/** The idle seats across the packs the person may see (/license/idle-seats). */
export default function IdleSeatsRoute({ user }: { user: CurrentUser }) {
  return <IdleSeats user={user} linkComponent={RouterLink} />;
}
