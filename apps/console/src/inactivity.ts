import { INACTIVITY_TIMEOUT_MS } from '@license-console/domain';

/**
 * The web-storage key that shortens the inactivity logout, for end-to-end tests (Playwright sets it with
 * `page.addInitScript(() => localStorage.setItem('lc:inactivity-ms', '3000'))` before the console loads).
 * It can only shorten the spec's 30 minutes, never lengthen it, and the server's own 30-minute session expiry
 * stands regardless, so it weakens nothing.
 */
const INACTIVITY_OVERRIDE_KEY = 'lc:inactivity-ms';
/** A shorter override is refused: under a second the console would log out between two clicks. */
const MIN_INACTIVITY_MS = 1000;

/** Spec §9's inactivity timeout, or a shorter one set in web storage (see INACTIVITY_OVERRIDE_KEY). */
function inactivityTimeoutMs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  let override: string | null | undefined;
  try {
    override = storage?.getItem(INACTIVITY_OVERRIDE_KEY);
  } catch {
    return INACTIVITY_TIMEOUT_MS;
  }
  const value = Number(override);
  if (!override || !Number.isInteger(value) || value < MIN_INACTIVITY_MS) return INACTIVITY_TIMEOUT_MS;
  return Math.min(value, INACTIVITY_TIMEOUT_MS);
}

export { INACTIVITY_OVERRIDE_KEY, inactivityTimeoutMs, MIN_INACTIVITY_MS };
