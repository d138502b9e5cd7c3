import { Route, Routes } from 'react-router';
import { consoleStrings } from '../../strings.ts';
import { NoMatch, PlaceholderPage } from '../placeholder.tsx';

/** Spec §2.9 single sign-on sites (stand-ins until their widgets land). */
export default function SingleSignOnSection() {
  const page = <PlaceholderPage title={consoleStrings.singleSignOnSites} />;
  return (
    <Routes>
      <Route index element={page} />
      <Route path="new" element={page} />
      <Route path="edit/:siteId" element={page} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
