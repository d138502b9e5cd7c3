import { type CurrentUser, licensePaths } from '@license-console/domain';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NoMatch } from '../placeholder.tsx';

// Each screen's code loads when it is opened (or while the license list is idle, licenses-home.tsx): the form does
// not bring the merge screen's, nor the merge screen the form's.
export const loadLicenseForm = () => import('./license/form.tsx');
export const loadMergeLicenses = () => import('./license/merge.tsx');
const LicenseFormRoute = lazy(loadLicenseForm);
const MergeLicensesRoute = lazy(loadMergeLicenses);
const IdleSeatsRoute = lazy(() => import('./license/idle-seats.tsx'));

/** Spec §2.5, §2.6 license forms and merge screen; the idle seats across packs (issue 44). */
export default function LicenseSection({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path={licensePaths.routes.add} element={<LicenseFormRoute user={user} mode="new" />} />
      <Route path={licensePaths.routes.edit} element={<LicenseFormRoute user={user} mode="edit" />} />
      <Route path={licensePaths.routes.renew} element={<LicenseFormRoute user={user} mode="renew" />} />
      <Route path={licensePaths.routes.merging} element={<MergeLicensesRoute user={user} />} />
      <Route path={licensePaths.routes.idleSeats} element={<IdleSeatsRoute user={user} />} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
