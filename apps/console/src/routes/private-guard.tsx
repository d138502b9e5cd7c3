import { sessionPaths } from '@license-console/domain';
import type { SignOutReason } from '@license-console/features';
import { Navigate, useLocation } from 'react-router';
import type { LoginNotice } from './login-screen.tsx';

/** Where the private-area guard sends a user who still needs a code (spec §2.1). */
const VERIFICATION_PATH = sessionPaths.verificationCode;
/** Where it sends a visitor who is not signed in: the login the first time, then the not-authenticated page. */
const LOGIN_PATH = sessionPaths.guardLogin;
const NOT_AUTHENTICATED_PATH = sessionPaths.notAuthenticated;

/** The navigation state the guard leaves: the private address that was asked for, to return to once signed in. */
interface GuardState {
  from?: string;
}

/**
 * The address to return to after signing in or verifying: the one the guard recorded, when it is a path of this
 * console (never another site: `//host` and `/\host` are refused), else undefined.
 */
function returnPath(state: unknown): string | undefined {
  const from = (state as GuardState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || /^\/[/\\]/.test(from)) return undefined;
  return from;
}

/**
 * Spec §2.1 private-area guard: a private address asked for without an authenticated session goes to `to`
 * (/verification-code, /Login or /not-authenticated), remembering the address so the user comes back to it.
 */
function PrivateGuardRedirect({ to }: { to: string }) {
  const { pathname, search, state } = useLocation();
  // Already redirected once (say /Login → /not-authenticated): keep the first address asked for.
  const from = returnPath(state) ?? `${pathname}${search}`;
  // A note left for the login (after a password reset, say) goes along.
  const notice = (state as LoginNotice | null)?.notice;
  return <Navigate to={to} replace state={{ from, notice } satisfies GuardState & LoginNotice} />;
}

/**
 * Where a signed-out visitor at a private address goes: after the console's own LOG OUT, to the login saying so (and
 * no address is kept for whoever signs in next); after the inactivity logout, to the login saying why, keeping the
 * address the person was on to return to once signed in again (a path of this console only: returnPath); after a
 * session lost otherwise, to /not-authenticated; the first time, to /Login.
 */
function SignedOutGuard({ signOutReason, hadSession }: { signOutReason: SignOutReason | null; hadSession: boolean }) {
  const { pathname, search } = useLocation();
  if (signOutReason === null) return <PrivateGuardRedirect to={hadSession ? NOT_AUTHENTICATED_PATH : LOGIN_PATH} />;
  const state: LoginNotice & GuardState =
    signOutReason === 'inactivity' ? { notice: 'inactivity', from: returnPath({ from: `${pathname}${search}` }) } : {};
  return <Navigate to={sessionPaths.login} replace state={state} />;
}

export { LOGIN_PATH, NOT_AUTHENTICATED_PATH, PrivateGuardRedirect, returnPath, SignedOutGuard, VERIFICATION_PATH };
