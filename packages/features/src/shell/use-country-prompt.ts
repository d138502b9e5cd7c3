import { type CurrentUser, needsCountryPrompt } from '@license-console/domain';
import { useEffect, useState } from 'react';
import { markCountryPrompted, wasCountryPrompted } from '../api/country-prompt-store.ts';

/**
 * Spec §2.2 country dialog's controller: open after sign-in for a user without a country, once per sign-in (a
 * reload does not ask again; the next sign-in does). No markup.
 */
function useCountryPrompt({ user }: { user: Pick<CurrentUser, 'countryCode'> }) {
  const [open, setOpen] = useState(() => needsCountryPrompt(user) && !wasCountryPrompted());
  useEffect(() => {
    if (open) markCountryPrompted();
  }, [open]);
  return {
    open,
    onOpenChange: setOpen,
    /** 'Update Country' and 'Maybe Later' both close it; the first also goes to the profile. */
    close: () => setOpen(false),
  };
}

type CountryPromptController = ReturnType<typeof useCountryPrompt>;

export { type CountryPromptController, useCountryPrompt };
