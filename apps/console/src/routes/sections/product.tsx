import { shellStrings } from '@license-console/features';
import { Route, Routes } from 'react-router';
import { NoMatch, PlaceholderPage } from '../placeholder.tsx';

/** Spec §2.8 products (stand-ins until their widgets land). */
export default function ProductSection() {
  const page = <PlaceholderPage title={shellStrings.titles.products} />;
  return (
    <Routes>
      <Route index element={page} />
      <Route path="new" element={page} />
      <Route path="edit/:productId" element={page} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
