import { type CurrentUser, productPaths } from '@license-console/domain';
import { ProductForm, shellStrings } from '@license-console/features';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import { NoMatch } from '../placeholder.tsx';
import { SectionGuard } from '../section-guard.tsx';
import ProductsHome from './products-home.tsx';

/** /product/new and /product/edit/{productId}: saved, back to the products list. */
function ProductFormRoute({ user }: { user: CurrentUser }) {
  const { productId } = useParams();
  const navigate = useNavigate();
  return (
    <ProductForm
      key={productId ?? 'new'}
      user={user}
      productId={productId}
      onSaved={() => navigate(productPaths.list)}
      linkComponent={RouterLink}
    />
  );
}

/** Spec §2.8 products; administrators only (§6), by URL too. */
export default function ProductSection({ user }: { user: CurrentUser }) {
  return (
    <SectionGuard user={user} screen="products" title={shellStrings.titles.products}>
      <Routes>
        <Route index element={<ProductsHome user={user} />} />
        <Route path={productPaths.routes.add} element={<ProductFormRoute user={user} />} />
        <Route path={productPaths.routes.edit} element={<ProductFormRoute user={user} />} />
        <Route path="*" element={<NoMatch />} />
      </Routes>
    </SectionGuard>
  );
}
