import { type CurrentUser, ssoSitePaths } from '@license-console/domain';
import { SsoSiteForm, SsoSiteList } from '@license-console/features';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import { consoleStrings } from '../../strings.ts';
import { NoMatch } from '../placeholder.tsx';
import { SectionGuard } from '../section-guard.tsx';

/** /single-sign-on/new and /single-sign-on/edit/{siteId}: saved, back to the list. */
function SsoSiteFormRoute({ user }: { user: CurrentUser }) {
  const { siteId } = useParams();
  const navigate = useNavigate();
  return (
    <SsoSiteForm
      key={siteId ?? 'new'}
      user={user}
      siteId={siteId}
      onSaved={() => navigate(ssoSitePaths.list)}
      linkComponent={RouterLink}
    />
  );
}

/** Spec §2.9 single sign-on sites; administrators only (§6), by URL too. */
export default function SingleSignOnSection({ user }: { user: CurrentUser }) {
  return (
    <SectionGuard user={user} screen="ssoSites" title={consoleStrings.singleSignOnSites}>
      <Routes>
        <Route index element={<SsoSiteList user={user} linkComponent={RouterLink} />} />
        <Route path={ssoSitePaths.routes.add} element={<SsoSiteFormRoute user={user} />} />
        <Route path={ssoSitePaths.routes.edit} element={<SsoSiteFormRoute user={user} />} />
        <Route path="*" element={<NoMatch />} />
      </Routes>
    </SectionGuard>
  );
}
