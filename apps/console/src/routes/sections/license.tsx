import { type CurrentUser, licensePaths, mayOpen, messages, wayfindingMessages } from '@license-console/domain';
import { IdleSeats, LicenseForm, type LicenseFormMode, MergeLicenses, WayBack } from '@license-console/features';
import { Page } from '@license-console/ui';

// The merge screen drawn out of sight from the license list, loaded with this screen's code (licenses-home.tsx).
export { MergeLicensesWarmup } from '@license-console/features';

import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import { NoMatch } from '../placeholder.tsx';
import { type ChangedLicenseState, licenseListPath, type MergeNavigationState } from './license-list-path.ts';

function LicenseFormRoute({ user, mode }: { user: CurrentUser; mode: LicenseFormMode }) {
  const { encryptedLicenseId } = useParams();
  const navigate = useNavigate();
  return (
    <LicenseForm
      key={`${mode}-${encryptedLicenseId ?? ''}`}
      mode={mode}
      encryptedLicenseId={encryptedLicenseId}
      user={user}
      onDone={(saved) =>
        // Back to the view of the list the form came from, the pack just saved drawn out there.
        navigate(licenseListPath(), {
          state: {
            changedLicense: saved ? { encryptedId: saved.encryptedId, email: saved.name } : null,
          } satisfies ChangedLicenseState,
        })
      }
      linkComponent={RouterLink}
    />
  );
}

/** Spec §2.6's 'No information for merging', with how a merge starts and the way back to the list. */
function MergingNotStarted() {
  return (
    <Page title={messages.titles.licenses}>
      <div className="flex flex-col gap-4">
        <p role="status" className="text-lead">
          {messages.merge.noInformation}
        </p>
        <WayBack hint={wayfindingMessages.mergingStart} linkComponent={RouterLink} />
      </div>
    </Page>
  );
}

/** Spec §2.6: the packs come through navigation state from the license list's Merge License. */
function MergeLicensesRoute({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const licenses = (location.state as Partial<MergeNavigationState> | null)?.licenses;
  // Opened by its address (a bookmark, a reload after the history's state was lost): say how a merge starts.
  if (!licenses && mayOpen(user, 'merge')) return <MergingNotStarted />;
  return <MergeLicenses user={user} licenses={licenses} onNavigate={(to) => navigate(to)} />;
}

/** Spec §2.5, §2.6 license forms and merge screen; the idle seats across packs (issue 44). */
export default function LicenseSection({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path={licensePaths.routes.add} element={<LicenseFormRoute user={user} mode="new" />} />
      <Route path={licensePaths.routes.edit} element={<LicenseFormRoute user={user} mode="edit" />} />
      <Route path={licensePaths.routes.renew} element={<LicenseFormRoute user={user} mode="renew" />} />
      <Route path={licensePaths.routes.merging} element={<MergeLicensesRoute user={user} />} />
      <Route path={licensePaths.routes.idleSeats} element={<IdleSeats user={user} linkComponent={RouterLink} />} />
      <Route path="*" element={<NoMatch />} />
    </Routes>
  );
}
