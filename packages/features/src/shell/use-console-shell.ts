import { type CurrentUser, menuItems } from '@license-console/domain';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSessionStore } from '../api/console-api-provider.tsx';
import type { SignOutReason } from '../api/session-store.ts';
import { useLogout } from '../session/index.ts';
import { dropKeptDrafts, keepDrafts } from '../shared/kept-drafts.ts';
import { DEFAULT_SUPPORT_URL } from '../shared/product.ts';
import { activeMenuItem } from './menu.ts';
import type { ShellMessage } from './shell-message.tsx';
import { useCountryPrompt } from './use-country-prompt.ts';
import { useInactivityTimer } from './use-inactivity-timer.ts';

interface UseConsoleShellOptions {
  user: CurrentUser;
  /** The console's current path, to mark the current menu item. */
  currentPath?: string;
  supportUrl?: string;
  /**
   * Called once LOG OUT (reason 'logout') or the inactivity logout (reason 'inactivity') has ended the session;
   * the host shows the login screen, saying why.
   */
  onLoggedOut?: (reason: SignOutReason) => void;
  /** Milliseconds without activity before the automatic logout; spec §9's 30 minutes unless told. */
  inactivityTimeoutMs?: number;
}

/**
 * The console frame's controller: menu by role, LOG OUT, the inactivity logout, the country dialog, the message
 * modal and the 'Processing...' overlay.
 */
function useConsoleShell({
  user,
  currentPath = '/',
  supportUrl = DEFAULT_SUPPORT_URL,
  onLoggedOut,
  inactivityTimeoutMs,
}: UseConsoleShellOptions) {
  const menu = useMemo(() => menuItems(user, { supportUrl }), [user, supportUrl]);
  const { logout: endSession, logoutInactive, isLoggingOut } = useLogout({ onLoggedOut });
  // The inactivity logout keeps what the open forms hold unsaved for this person's next sign-in; LOG OUT and
  // another person's sign-in forget it.
  const logoutIdle = useCallback(() => {
    keepDrafts(user.name);
    logoutInactive();
  }, [user.name, logoutInactive]);
  const logout = useCallback(() => {
    dropKeptDrafts();
    endSession();
  }, [endSession]);
  useEffect(() => dropKeptDrafts(user.name), [user.name]);
  // Spec §4: the timers stop with the logout (and go entirely when the shell unmounts).
  const inactivity = useInactivityTimer({
    timeoutMs: inactivityTimeoutMs,
    onTimeout: logoutIdle,
    enabled: !isLoggingOut,
  });
  const session = useSessionStore();
  const { stay } = inactivity;
  // Staying also asks the server again, which keeps its own session alive (and finds out if it ended meanwhile).
  const staySignedIn = useCallback(() => {
    stay();
    void session.refresh();
  }, [stay, session]);
  const countryPrompt = useCountryPrompt({ user });
  const [message, setMessage] = useState<ShellMessage | null>(null);
  // A call is under way: any change, or any read that has nothing to show yet (background refreshes don't count, nor
  // a read whose section shows its own loading, `meta.loadsInPlace`, such as Seats at a glance beside the list).
  const mutating = useIsMutating();
  const loading = useIsFetching({
    predicate: (query) => query.state.status === 'pending' && query.meta?.loadsInPlace !== true,
  });

  return {
    user,
    menu,
    activeItem: activeMenuItem(currentPath),
    logout,
    isLoggingOut,
    isProcessing: mutating > 0 || loading > 0,
    message,
    showMessage: useCallback((next: ShellMessage) => setMessage(next), []),
    closeMessage: useCallback(() => setMessage(null), []),
    countryPrompt,
    inactivityWarning: { deadline: inactivity.warningDeadline, staySignedIn },
  };
}

type ConsoleShellController = ReturnType<typeof useConsoleShell>;

export { type ConsoleShellController, type UseConsoleShellOptions, useConsoleShell };
