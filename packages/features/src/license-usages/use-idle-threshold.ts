import { IDLE_DAYS_CHOICES, idleDaysSchema } from '@license-console/domain';
import { useState } from 'react';

/** The threshold's choice: one of the days offered, or 'custom' (a number typed). */
type IdleChoice = `${(typeof IDLE_DAYS_CHOICES)[number]}` | 'custom';

/**
 * An idle threshold as chosen: 30, 60 or 90 days, or a custom number of days (1 to 3650, the domain's
 * `idleDaysSchema`). `days` is the threshold in force: a custom text that fails keeps none, with the message to say
 * why (none while the box is still empty).
 */
function useIdleThreshold(initial: number = IDLE_DAYS_CHOICES[0]) {
  const offered = IDLE_DAYS_CHOICES.some((days) => days === initial);
  const [choice, setChoice] = useState<IdleChoice>(offered ? (`${initial}` as IdleChoice) : 'custom');
  const [customText, setCustomText] = useState(offered ? '' : `${initial}`);
  const custom = choice === 'custom';
  const parsed = custom ? idleDaysSchema.safeParse(customText) : null;
  const days = parsed === null ? Number(choice) : parsed.success ? parsed.data : null;
  const error =
    parsed !== null && !parsed.success && customText.trim() !== '' ? (parsed.error.issues[0]?.message ?? null) : null;
  return {
    choice,
    setChoice: (next: string) => setChoice(next as IdleChoice),
    custom,
    customText,
    setCustomText: (text: string) => setCustomText(text),
    /** The threshold in force, or null while the custom text is not a valid number of days. */
    days,
    error,
  };
}

type IdleThreshold = ReturnType<typeof useIdleThreshold>;

export { type IdleChoice, type IdleThreshold, useIdleThreshold };
