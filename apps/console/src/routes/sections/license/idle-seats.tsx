import type { CurrentUser } from '@license-console/domain';
import { IdleSeats, idleSeatsViewFromParams } from '@license-console/features';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../../router-link.tsx';

/**
 * The idle seats across the packs the person may see (/license/idle-seats), opened on the product and threshold its
 * address names (`?product=3&days=30`, Seats at a glance's idle numbers).
 */
export default function IdleSeatsRoute({ user }: { user: CurrentUser }) {
  const [params] = useSearchParams();
  return <IdleSeats user={user} {...idleSeatsViewFromParams(params)} linkComponent={RouterLink} />;
}
