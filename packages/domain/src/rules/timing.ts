/** Spec §6/§9: inactivity auto-logout after 30 minutes. */
export const INACTIVITY_TIMEOUT_MS = 1_800_000;

/** Spec §9: browser events that count as activity and restart the inactivity timer. */
/** designed: the inactivity logout is announced this long before it happens, with a way to stay signed in. */
export const INACTIVITY_WARNING_MS = 60_000;

export const INACTIVITY_RESET_EVENTS = ['load', 'mousemove', 'mousedown', 'click', 'scroll', 'keypress'] as const;

export const TOAST_DURATION_MS = 5000;
export const LOGOUT_REDIRECT_MS = 5000;

/** The query parameter of the logout page holding the home URL to return to (spec §2.3). */
export const LOGOUT_HOME_URL_PARAM = 'url-home';

/** Spec §2.4: Enter in the search box triggers the search. */
export const ENTER_KEY_CODE = 13;

export const SKU_PANEL_MAX_HEIGHT = 500;

/** A random version parameter that keeps caches from answering (spec §4, §7). */
export function cacheBuster(random: () => number = Math.random): string {
  return random().toString(36).slice(2) || '0';
}
