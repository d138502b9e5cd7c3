import { type CurrentUser, mayOpen, messages, wayfindingMessages } from '@license-console/domain';
import { MergeLicenses, WayBack } from '@license-console/features';
import { Page } from '@license-console/ui';
import { useLocation, useNavigate } from 'react-router';
import { RouterLink } from '../../../router-link.tsx';
import type { MergeNavigationState } from '../license-list-path.ts';

// The merge screen drawn out of sight from the license list, loaded with this screen's code (licenses-home.tsx).
export { MergeLicensesWarmup } from '@license-console/features';

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
export default function MergeLicensesRoute({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const licenses = (location.state as Partial<MergeNavigationState> | null)?.licenses;
  // Opened by its address (a bookmark, a reload after the history's state was lost): say how a merge starts.
  if (!licenses && mayOpen(user, 'merge')) return <MergingNotStarted />;
  return <MergeLicenses user={user} licenses={licenses} onNavigate={(to) => navigate(to)} />;
}
