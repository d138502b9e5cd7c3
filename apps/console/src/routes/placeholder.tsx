import { Page } from '@license-console/ui';
import { useLocation } from 'react-router';
import { consoleStrings } from '../strings.ts';

/** Spec §2.1 fallback: 'No match' for the path, the one the user asked for when it was redirected to /not-found. */
function NoMatch() {
  const { pathname: current, state } = useLocation();
  const requested = (state as { requestedPath?: unknown } | null)?.requestedPath;
  const pathname = typeof requested === 'string' ? requested : current;
  return (
    <Page title={consoleStrings.noMatch}>
      <p className="text-muted-foreground">{consoleStrings.noMatchFor(pathname)}</p>
    </Page>
  );
}

/** Where a 500 lands (spec §8). */
function ServerError() {
  return (
    <Page title="500">
      <p>{consoleStrings.genericError}</p>
    </Page>
  );
}

export { NoMatch, ServerError };
