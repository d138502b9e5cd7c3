import type { CurrentUser } from '@license-console/domain';
import { LicenseForm, type LicenseFormMode, shellStrings } from '@license-console/features';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import { NoMatch, PlaceholderPage } from '../placeholder.tsx';

function LicenseFormRoute({ user, mode }: { user: CurrentUser; mode: LicenseFormMode }) {
  const { encryptedLicenseId } = useParams();
  const navigate = useNavigate();
  return (
    <LicenseForm
      key={`${mode}-${encryptedLicenseId ?? ''}`}
      mode={mode}
      encryptedLicenseId={encryptedLicenseId}
      user={user}
      onDone={() => navigate('/')}
      linkComponent={RouterLink}
    />
  );
}

/** Spec §2.5, §2.6 license forms and merge screen. */
export default function LicenseSection({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path="new" element={<LicenseFormRoute user={user} mode="new" />} />
      <Route path="edit/:encryptedLicenseId" element={<LicenseFormRoute user={user} mode="edit" />} />
      <Route path="renew/:encryptedLicenseId" element={<LicenseFormRoute user={user} mode="renew" />} />
      <Route path="merging" element={<PlaceholderPage title={shellStrings.titles.licenses} />} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
