// The console's words for packs about to end (none of them spelled out by the spec, so all designed): the license
// grid's "Expiring" filter, the opt-out on My Profile, and the reminder e-mail to a pack's administrator. Read as the
// namespace `reminderMessages` (../messages-reminders.ts), so a screen that names the filter's words does not carry
// the mail's.

/** The facts a reminder names. */
export interface ExpiryReminderFacts {
  /** The product's name, as the license screens show it. */
  product: string;
  /** The pack's administrator e-mail, which names the pack on every screen. */
  administrator: string;
  /** MM/DD/YYYY (spec §9). */
  endDate: string;
  /** Whole days from the reminder's day to the end date: 0 when it ends that day. */
  daysLeft: number;
  /** The pack's users page in the console. */
  link: string;
}

function inDays(days: number): string {
  if (days === 0) return 'today';
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}

/** designed: the VALID UNTIL column's filter: its choices and its "any" choice. */
export const expiringOption = (days: number) => `Next ${days} days`;
/** designed: the 400 of any other period. */
export const expiringInvalid = 'expiringWithinDays must be 30, 60 or 90.';
/** designed: My Profile's opt-out, checked unless the person turned the reminders off. */
export const profileOptIn = 'E-mail me before my license packs end';
export const profileOptInHint = 'For each license pack you administer, a reminder comes as its end date nears.';
/** designed: the reminder to a pack's administrator. */
export const mail = {
  subject: (facts: ExpiryReminderFacts) =>
    `Your ${facts.product} license ends ${inDays(facts.daysLeft)} (${facts.endDate})`,
  text: (facts: ExpiryReminderFacts) =>
    [
      `The ${facts.product} license pack administered by ${facts.administrator} ends ${inDays(facts.daysLeft)}, on ${facts.endDate}.`,
      'After that day its users can no longer use the product. To keep them working, renew the pack before then.',
      `See the pack and its users: ${facts.link}`,
      'You receive this because you administer the pack. To stop these reminders, clear "E-mail me before my license packs end" on My Profile.',
    ].join('\n\n'),
} as const;
