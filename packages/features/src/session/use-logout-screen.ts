import { LOGOUT_REDIRECT_MS } from '@license-console/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { sessionKeys } from './queries.ts';
import { logoutStrings as strings } from './strings.ts';

/** The company site the logout page returns to when neither the link nor the server names one (spec §2.3). */
const DEFAULT_HOME_URL = 'https://www.example.com';

/**
 * The `url-home` parameter as a place the browser may go: an http(s) address, or a path on this site. Anything else
 * (`javascript:`, `data:`, a protocol-relative `//host`) is refused, so a crafted link cannot run script here.
 */
function safeHomeUrl(value: string | null | undefined, base: string = globalThis.location?.href): string | null {
  const candidate = value?.trim();
  if (!candidate || candidate.startsWith('//')) return null;
  try {
    const url = new URL(candidate, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function headingOf(kind: string | undefined, fallback: string): string {
  const trimmed = kind?.trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : fallback;
}

interface UseLogoutScreenOptions {
  /** The `{provider}` of /Logout/{provider}: the heading, and 'error' for a failed sign-out. */
  kind?: string;
  /** A custom message (the `message` query parameter) instead of 'you are logged out from the provider'. */
  message?: string | null;
  /** The `url-home` query parameter. */
  homeUrl?: string | null;
  /** Leaves for the home address; `window.location.assign` unless told (stories and tests record it). */
  onRedirect?: (url: string) => void;
  /** Milliseconds before the automatic redirect; spec §9's 5 seconds unless told. */
  delayMs?: number;
}

function assign(url: string) {
  window.location.assign(url);
}

/** The logout page's controller (spec §2.3): heading, message, and the way home, taken after 5 seconds. */
function useLogoutScreen({
  kind,
  message,
  homeUrl,
  onRedirect = assign,
  delayMs = LOGOUT_REDIRECT_MS,
}: UseLogoutScreenOptions) {
  const api = useConsoleApi();
  const fromLink = safeHomeUrl(homeUrl);
  // Without a url-home, the server's company site (its portal address), else the built-in one.
  const urlData = useQuery({
    queryKey: sessionKeys.call('externalLoginUrlData'),
    queryFn: () => api.session.externalLoginUrlData(),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: fromLink === null,
  });
  const home = fromLink ?? safeHomeUrl(urlData.data?.portalUrl) ?? DEFAULT_HOME_URL;
  const homeRef = useRef(home);
  homeRef.current = home;
  const redirectRef = useRef(onRedirect);
  redirectRef.current = onRedirect;

  const [remainingMs, setRemainingMs] = useState(delayMs);
  const left = useRef(false);
  const goHome = useCallback(() => {
    if (left.current) return;
    left.current = true;
    redirectRef.current(homeRef.current);
  }, []);

  useEffect(() => {
    left.current = false;
    const started = Date.now();
    const tick = window.setInterval(() => setRemainingMs(Math.max(0, delayMs - (Date.now() - started))), 250);
    const leave = window.setTimeout(goHome, delayMs);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(leave);
    };
  }, [delayMs, goHome]);

  const isError = kind?.trim().toLowerCase() === 'error';
  return {
    heading: headingOf(kind, strings.defaultHeading),
    /** The custom message, else 'you are logged out from the provider' (which an 'error' page cannot claim). */
    message: message?.trim() || (isError ? null : strings.loggedOut),
    /** Spec §2.3: the 'error' kind advises contacting support. */
    isError,
    homeUrl: home,
    /** Whole seconds left before the redirect, for the countdown sentence. */
    secondsLeft: Math.ceil(remainingMs / 1000),
    goHome,
  };
}

type LogoutScreenController = ReturnType<typeof useLogoutScreen>;

export { DEFAULT_HOME_URL, type LogoutScreenController, safeHomeUrl, type UseLogoutScreenOptions, useLogoutScreen };
