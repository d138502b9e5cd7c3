import { wayfindingMessages } from '@license-console/domain';
import { WayBack } from '@license-console/features';
import { Page } from '@license-console/ui';
import { useLocation } from 'react-router';
import { RouterLink } from '../router-link.tsx';
import { consoleStrings } from '../strings.ts';

/**
 * Spec §2.1 fallback: 'No match' for the path, the one the user asked for when it was redirected to /not-found (or
 * to /404, when the address named a record that does not exist), why that may be, and the way back home.
 */
function NoMatch() {
  const { pathname: current, state } = useLocation();
  const requested = (state as { requestedPath?: unknown } | null)?.requestedPath;
  const pathname = typeof requested === 'string' ? requested : current;
  return (
    <Page title={consoleStrings.noMatch}>
      <div className="flex flex-col gap-4">
        <p className="text-lead">{consoleStrings.noMatchFor(pathname)}</p>
        <WayBack hint={wayfindingMessages.notFoundHint} linkComponent={RouterLink} />
      </div>
    </Page>
  );
}

/** Where a page load that cannot render lands on a 500 (spec §8), with the way back home. */
function ServerError() {
  return (
    <Page title="500">
      <div className="flex flex-col gap-4">
        <p>{consoleStrings.genericError}</p>
        <WayBack linkComponent={RouterLink} />
      </div>
    </Page>
  );
}

export { NoMatch, ServerError };
