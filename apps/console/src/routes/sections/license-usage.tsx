import { type CurrentUser, historyMessages, licenseUsagePaths } from '@license-console/domain';
import { cn } from '@license-console/ui';
import { lazy } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import { HISTORY_TAB } from './license-usage/history-tab.ts';

// Each tab's code loads when the tab is opened: the users page does not bring the history's, nor the history the users'.
const PackUsers = lazy(() => import('./license-usage/users.tsx'));
const PackHistory = lazy(() => import('./license-usage/history.tsx'));

/** The pack's two pages as tabs: its users, and its history; the one shown is marked as the current page. */
function PackTabs({ licenseId, history }: { licenseId: string; history: boolean }) {
  const tab = (label: string, href: string, current: boolean) => (
    <RouterLink
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'rounded-t-md border-b-2 px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        current ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </RouterLink>
  );
  const base = licenseUsagePaths.usage(licenseId);
  return (
    <nav aria-label={historyMessages.tabsLabel} className="mx-auto w-full max-w-wide px-gutter pt-6">
      <div className="flex gap-2 border-b border-border">
        {tab(historyMessages.usersTab, base, !history)}
        {tab(historyMessages.tab, `${base}?tab=${HISTORY_TAB}`, history)}
      </div>
    </nav>
  );
}

/**
 * Spec §2.7 /license-usage/{licenseId}: the pack's users, in the wide layout; its close link leads to /Licenses.
 * A tab beside it shows the pack's history (?tab=history), for those who manage the pack.
 */
export default function LicenseUsageSection({ user }: { user: CurrentUser }) {
  const { licenseId = '' } = useParams();
  const [params] = useSearchParams();
  const history = params.get('tab') === HISTORY_TAB;
  return (
    <>
      <PackTabs licenseId={licenseId} history={history} />
      {history ? (
        <PackHistory key={licenseId} user={user} licenseId={licenseId} />
      ) : (
        <PackUsers key={licenseId} licenseId={licenseId} user={user} />
      )}
    </>
  );
}
