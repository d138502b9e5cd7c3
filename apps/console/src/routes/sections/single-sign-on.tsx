import { type CurrentUser, can } from '@license-console/domain';
import { AccessDenied } from '@license-console/features';
import { Route, Routes } from 'react-router';
import { consoleStrings } from '../../strings.ts';
import { NoMatch, PlaceholderPage } from '../placeholder.tsx';

/** Spec §2.9 single sign-on sites (stand-ins until their widgets land); administrators only (§6), by URL too. */
export default function SingleSignOnSection({ user }: { user: CurrentUser }) {
  const title = consoleStrings.singleSignOnSites;
  if (!can(user, 'manageSsoSites')) return <AccessDenied title={title} />;
  const page = <PlaceholderPage title={title} />;
  return (
    <Routes>
      <Route index element={page} />
      <Route path="new" element={page} />
      <Route path="edit/:siteId" element={page} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
