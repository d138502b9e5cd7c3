import type { CurrentUser } from '@license-console/domain';
import { resetCountryPrompt } from './country-prompt-store.ts';

/**
 * Why the session ended, when the console ended it: LOG OUT, or the inactivity logout. A session lost any other
 * way (the server answered 401) has no reason, which is how the private-area guard tells the two apart.
 */
type SignOutReason = 'logout' | 'inactivity';

interface SessionSnapshot {
  /** The signed-in user; null when signed out; undefined until the first read of the session has answered. */
  user: CurrentUser | null | undefined;
  /** Why the console ended the last session; null for a session lost otherwise, or none yet. */
  signOutReason: SignOutReason | null;
}

/** Reads the session's user from the server: null when nobody is signed in (or the session cannot be read). */
type ReadCurrentUser = () => Promise<CurrentUser | null>;

/**
 * The session of spec §2.1, kept apart from the query cache: the login screen needs it before (and without)
 * TanStack Query, which loads with the screens that read data. Whoever caches a user's data drops it through
 * `onSignedOut`.
 */
interface SessionStore {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Reads the session the first time it is asked for; later calls do nothing (see `refresh`). */
  load: (read: ReadCurrentUser) => void;
  /** Reads the session again, keeping what is known until the server answers. */
  refresh: () => Promise<void>;
  /** Records a sign-in: the session becomes the user's. */
  signedIn: (user: CurrentUser) => void;
  /** Records a sign-out (with its reason) or a lost session (without). */
  signedOut: (reason?: SignOutReason) => void;
  /** Runs `listener` on every sign-out and whenever a read finds the session gone, before any screen changes. */
  onSignedOut: (listener: () => void) => () => void;
}

function createSessionStore(): SessionStore {
  let snapshot: SessionSnapshot = { user: undefined, signOutReason: null };
  let read: ReadCurrentUser | undefined;
  let loading: Promise<void> | undefined;
  /** Counts sign-ins and sign-outs, so a read that started before one never overwrites it. */
  let changes = 0;
  const listeners = new Set<() => void>();
  const signOutListeners = new Set<() => void>();

  const update = (next: SessionSnapshot, ended = snapshot.user != null && next.user === null) => {
    snapshot = next;
    if (ended) for (const listener of [...signOutListeners]) listener();
    for (const listener of [...listeners]) listener();
  };

  const reread = () => {
    if (!read) return Promise.resolve();
    const started = changes;
    const reading: Promise<void> = read()
      .then((user) => {
        if (started === changes) update({ ...snapshot, user });
      })
      .finally(() => {
        if (loading === reading) loading = undefined;
      });
    loading = reading;
    return reading;
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(reader) {
      if (read) return;
      read = reader;
      void reread();
    },
    refresh: () => loading ?? reread(),
    signedIn(user) {
      changes += 1;
      // A new sign-in (not a completed verification of the same one) asks for a missing country again.
      if (snapshot.user == null) resetCountryPrompt();
      update({ user, signOutReason: null });
    },
    signedOut(reason) {
      changes += 1;
      resetCountryPrompt();
      update({ user: null, signOutReason: reason ?? null }, true);
    },
    onSignedOut(listener) {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
  };
}

export { createSessionStore, type ReadCurrentUser, type SessionSnapshot, type SessionStore, type SignOutReason };
