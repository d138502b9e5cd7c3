import { AppShell, LoadingOverlay, NavMenu, NavMenuItem, styleScope, useToast } from '@license-console/ui';
import * as React from 'react';
import { SearchButton } from '../search/index.ts';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { ShellNavigationContext } from '../shared/way-back.tsx';
import { whenIdle } from '../shared/when-idle.ts';
import { ShellMessageContext } from './shell-message.tsx';
import { shellStrings } from './strings.ts';
import { type ConsoleShellController, type UseConsoleShellOptions, useConsoleShell } from './use-console-shell.ts';

const loadOverlays = () => import('./shell-overlays.tsx');
const ShellOverlays = React.lazy(async () => ({ default: (await loadOverlays()).ShellOverlays }));

/**
 * Whether the shell's dialogs and toasts are drawn: from the first time one opens on (so each closes as it opens,
 * animated, and a dialog gives the focus back), their code loaded then or, before that, while the page is idle.
 */
function useOverlaysShown(needed: boolean): boolean {
  const [shown, setShown] = React.useState(needed);
  if (needed && !shown) setShown(true);
  // Not loaded now (the network dropped): it loads when a dialog or a toast opens.
  React.useEffect(() => whenIdle(() => void loadOverlays().catch(() => undefined)), []);
  return shown;
}

type ConsoleShellViewProps = ConsoleShellController &
  NavigationProps & {
    children?: React.ReactNode;
    /** Render the page's Toaster (off when the host renders its own). */
    withToaster?: boolean;
  };

/** The console frame (spec §2.2), rendering what useConsoleShell returns. */
function ConsoleShellView({
  user,
  menu,
  activeItem,
  logout,
  isLoggingOut,
  isProcessing,
  message,
  showMessage,
  closeMessage,
  countryPrompt,
  inactivityWarning,
  linkComponent,
  onNavigate,
  withToaster = true,
  children,
}: ConsoleShellViewProps) {
  const { toasts } = useToast();
  const shellNavigation = React.useMemo(() => ({ linkComponent, onNavigate }), [linkComponent, onNavigate]);
  const overlaysShown = useOverlaysShown(
    message !== null || countryPrompt.open || inactivityWarning.deadline !== null || (withToaster && toasts.length > 0),
  );
  const navigation = (
    <NavMenu>
      {menu.map((item) => {
        switch (item.kind) {
          case 'route':
            return (
              <NavMenuItem key={item.key} asChild active={activeItem === item.key}>
                <AppLink href={item.href} linkComponent={linkComponent} onNavigate={onNavigate}>
                  {item.label}
                </AppLink>
              </NavMenuItem>
            );
          case 'external':
            return (
              <NavMenuItem key={item.key} href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
                <span className="sr-only"> {shellStrings.opensInNewTab}</span>
              </NavMenuItem>
            );
          case 'action':
            return (
              <NavMenuItem key={item.key} asChild>
                <button type="button" onClick={logout} disabled={isLoggingOut}>
                  {item.label}
                </button>
              </NavMenuItem>
            );
          default:
            return null;
        }
      })}
    </NavMenu>
  );

  return (
    <ShellMessageContext value={showMessage}>
      <AppShell
        data-slot="console-shell"
        {...styleScope}
        productName={
          <AppLink href="/" linkComponent={linkComponent} onNavigate={onNavigate} className="rounded-control">
            {shellStrings.productName}
          </AppLink>
        }
        navigation={navigation}
        actions={
          // Close together: an administrator's menu keeps its one line at 1024 px beside them.
          <span className="flex items-center gap-1">
            <SearchButton user={user} linkComponent={linkComponent} onNavigate={onNavigate} />
            <span className="text-caption text-header-muted">{user.name}</span>
          </span>
        }
      >
        <ShellNavigationContext value={shellNavigation}>{children}</ShellNavigationContext>
      </AppShell>
      {overlaysShown ? (
        <React.Suspense fallback={null}>
          <ShellOverlays
            message={message}
            closeMessage={closeMessage}
            countryPrompt={countryPrompt}
            inactivityWarning={inactivityWarning}
            logout={logout}
            linkComponent={linkComponent}
            onNavigate={onNavigate}
            withToaster={withToaster}
          />
        </React.Suspense>
      ) : null}
      <LoadingOverlay open={isProcessing} label={shellStrings.processing} />
    </ShellMessageContext>
  );
}

type ConsoleShellProps = UseConsoleShellOptions &
  NavigationProps & {
    children?: React.ReactNode;
    withToaster?: boolean;
  };

/**
 * The console frame: header with the product name and the menu for the user's role, the page, the message modal,
 * the 'Processing...' overlay during calls, the bottom-right toasts, the country dialog after sign-in and the
 * automatic logout after 30 minutes without activity, announced a minute before.
 */
function ConsoleShell({
  user,
  currentPath,
  supportUrl,
  onLoggedOut,
  inactivityTimeoutMs,
  ...props
}: ConsoleShellProps) {
  const controller = useConsoleShell({ user, currentPath, supportUrl, onLoggedOut, inactivityTimeoutMs });
  return <ConsoleShellView {...controller} {...props} />;
}

export { ConsoleShell, type ConsoleShellProps, ConsoleShellView, type ConsoleShellViewProps };
