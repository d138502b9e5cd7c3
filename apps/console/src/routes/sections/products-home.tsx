import type { CurrentUser } from '@license-console/domain';
import { ProductList } from '@license-console/features';
import { RouterLink } from '../../router-link.tsx';

/** The products list (spec §2.8 /product, and the home's Products detail of §2.1). */
export default function ProductsHome({ user, title }: { user: CurrentUser; title?: string }) {
  return <ProductList user={user} title={title} linkComponent={RouterLink} />;
}
