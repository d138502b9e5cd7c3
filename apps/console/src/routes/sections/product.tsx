import { type CurrentUser, can } from '@license-console/domain';
import { AccessDenied, shellStrings } from '@license-console/features';
import { Route, Routes } from 'react-router';
import { NoMatch, PlaceholderPage } from '../placeholder.tsx';

/** Spec §2.8 products (stand-ins until their widgets land); administrators only (§6), by URL too. */
export default function ProductSection({ user }: { user: CurrentUser }) {
  const title = shellStrings.titles.products;
  if (!can(user, 'manageProducts')) return <AccessDenied title={title} />;
  const page = <PlaceholderPage title={title} />;
  return (
    <Routes>
      <Route index element={page} />
      <Route path="new" element={page} />
      <Route path="edit/:productId" element={page} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
