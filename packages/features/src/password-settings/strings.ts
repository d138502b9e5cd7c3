import * as messages from '@license-console/domain/messages';

/** The password-settings screen (spec §2.10, §5, §6): the domain's messages plus its labels, designed. */
const passwordSettingsStrings = {
  ...messages.passwordSettings,
  save: messages.app.save,
  minimunChars: 'Minimum characters',
  uppercaseChars: 'Uppercase characters',
  specialChars: 'Special characters or numbers',
  expirationMonths: 'Expiration (months)',
  twoFA: 'Two-factor authentication',
  passwordHistory: 'Password history (the last five cannot be reused)',
  loading: 'Loading...',
  loadFailed: 'The password settings could not be read.',
  retry: 'Try again',
  impactTitle: 'Impact',
  impactPending: 'Counting the users this policy reaches...',
  impact: (affected: number, total: number) =>
    `${affected} of ${total} users of your licenses will have to change their password at their next sign-in.`,
  impactNote: 'A stricter length or character rule applies to each user at their next password change.',
  /** designed: what turning two-factor authentication on does to the same users. */
  impactTwoFA: (total: number) =>
    `With two-factor authentication on, all ${total} users of your licenses are asked for a verification code at each sign-in.`,
} as const;

export { passwordSettingsStrings };
