import { wayfindingMessages } from '@license-console/domain';
import { Button } from '@license-console/ui';
import * as React from 'react';
import { AppLink, type NavigationProps } from './app-link.tsx';

/**
 * How the console's links are drawn inside the shell (its linkComponent and onNavigate), for the screens that link
 * out of a dead end without being handed either: Access Denied, say, which many widgets show.
 */
const ShellNavigationContext = React.createContext<NavigationProps>({});

/**
 * The way out of a page that cannot show what was asked for: a line that says why, and a link to the console's
 * home, the license list.
 */
function WayBack({ hint, ...navigation }: { hint?: string } & NavigationProps) {
  const shell = React.use(ShellNavigationContext);
  return (
    <div className="flex flex-col items-start gap-4">
      {hint ? <p className="text-body text-muted-foreground">{hint}</p> : null}
      <Button asChild variant="secondary">
        <AppLink
          href="/"
          linkComponent={navigation.linkComponent ?? shell.linkComponent}
          onNavigate={navigation.onNavigate ?? shell.onNavigate}
        >
          {wayfindingMessages.backToLicenses}
        </AppLink>
      </Button>
    </div>
  );
}

export { ShellNavigationContext, WayBack };
