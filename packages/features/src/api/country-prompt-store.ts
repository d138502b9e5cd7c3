/** Set once the country dialog has been shown for the current sign-in (spec §2.2: once per sign-in). */
const COUNTRY_PROMPTED_KEY = 'lc:country-prompted';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function wasCountryPrompted(): boolean {
  return storage()?.getItem(COUNTRY_PROMPTED_KEY) === 'true';
}

function markCountryPrompted() {
  try {
    storage()?.setItem(COUNTRY_PROMPTED_KEY, 'true');
  } catch {
    // Without storage the dialog may show again after a reload; nothing worse.
  }
}

/** A new sign-in (or a sign-out) asks again. */
function resetCountryPrompt() {
  try {
    storage()?.removeItem(COUNTRY_PROMPTED_KEY);
  } catch {
    // Nothing to forget.
  }
}

export { COUNTRY_PROMPTED_KEY, markCountryPrompted, resetCountryPrompt, wasCountryPrompted };
