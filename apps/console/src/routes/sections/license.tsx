import { shellStrings } from '@license-console/features';
import { Route, Routes } from 'react-router';
import { NoMatch, PlaceholderPage } from '../placeholder.tsx';

/** Spec §2.5, §2.6 license forms and merge screen (stand-ins until their widgets land). */
export default function LicenseSection() {
  const page = <PlaceholderPage title={shellStrings.titles.licenses} />;
  return (
    <Routes>
      <Route path="new" element={page} />
      <Route path="edit/:encryptedLicenseId" element={page} />
      <Route path="renew/:encryptedLicenseId" element={page} />
      <Route path="merging" element={page} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
