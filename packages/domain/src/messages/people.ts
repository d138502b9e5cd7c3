import { US_DATE_FORMAT } from '../rules/us-date.ts';
import { INVALID_EMAIL, incorrectFormat, outOfRange, requiredField } from './templates.ts';

// The console's words for users, profiles, password settings and bounds: a part of `messages` (../messages.ts).

export const users = {
  noUsers: 'There are no users to show.',
  invalidSearch: 'Please specify valid characters for names or valid email formats',
  listUpdated: 'The users list has been updated.',
  /** designed: a role toggle batch that would leave no administrator. */
  lastAdministrator: 'At least one IM Super Administrator must remain. Nothing was changed.',
  created: 'User information was successfully Created',
  updated: 'User information was successfully updated',
  profileUpdated:
    'User information was successfully updated.Please check your mail for confirmation of email changing.',
} as const;

export const profile = {
  selectCountry: 'Please select your Country',
  firstNameRequired: requiredField('First Name'),
  lastNameRequired: requiredField('Last Name'),
  emailRequired: requiredField('Email'),
  emailFormat: INVALID_EMAIL,
  /** designed: spec §5 says the phone is numeric. */
  phoneFormat: incorrectFormat('phone'),
  /** designed */
  changePassword: 'Change Password',
  /** designed: an address another account has, or is waiting to confirm. */
  emailInUse: 'This e-mail address is already in use by another account.',
  /** designed: spec §6 row 11, for a user who may not change the company name. */
  companyReadOnly: 'Only administrators and users who set a password policy may change the company name.',
  /** designed: a country that is not in the list of GET /api/CountriesPhone. */
  unknownCountry: 'Please select your Country from the list.',
  /** designed: the e-mail change confirmation. */
  emailChangeLinkInvalid: 'This confirmation link is invalid, was already used or has expired.',
  emailChanged: 'Your e-mail address was changed. Use it from now on to sign in.',
  pendingEmail: (email: string) => `${email} (waiting for confirmation)`,
  /** designed: changing one's own password asks for the one it replaces. */
  currentPassword: 'Current Password',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'The current password is not correct.',
  /** designed: the link mailed to the old address after an e-mail change. */
  emailChangeUndone:
    'The e-mail change was undone: the account has its previous address again, every session was ended and its password no longer works. Set a new password with the link just sent to this address.',
  emailUndoLinkInvalid: 'This link is invalid, was already used or has expired: nothing was changed.',
  emailUndoAddressTaken:
    'The previous address now belongs to another account: nothing was changed. Contact an administrator.',
} as const;

export const passwordSettings = {
  title: 'Password Settings',
  setPasswordPolicy: 'Set Password Policy',
  setPasswordPolicyTooltip: 'sets minimum length and strength for all users of this license',
  saved: 'Password settings saved successfully.',
  /** designed: ranges of spec §5 "Password settings". */
  minimumCharsRange: outOfRange('Minimum characters', 8, 30),
  minimumCharsBelowParts: (floor: number) =>
    `Minimum characters cannot be less than uppercase plus special characters or numbers (${floor}).`,
  uppercaseRange: outOfRange('Uppercase characters', 1, 10),
  specialRange: outOfRange('Special characters or numbers', 1, 10),
  expirationRange: outOfRange('Expiration months', 1, 12),
} as const;

/** designed: the bounds every input of the contract holds to (entities/bounds.ts); the spec gives none. */
export const bounds = {
  tooLong: (max: number) => `This may be at most ${max} characters long.`,
  controlCharacters: 'This may not contain control characters.',
  notAnId: 'This is not a valid id.',
  notADate: `Expected a date as ${US_DATE_FORMAT}`,
  wholeNumber: (min: number, max: number) => `This must be a whole number from ${min} to ${max}.`,
  tooMany: (max: number) => `This may list at most ${max} items.`,
  notAFile: 'Expected a file',
  noFileHere: 'This call takes no file upload.',
  fileTooLarge: (bytes: number) => `The file may be at most ${bytes / (1024 * 1024)} MB.`,
  /** designed: an upload beyond the few the server receives at once (429, with Retry-After). */
  uploadsBusy: (seconds: number) =>
    `The server is receiving other files just now. Please try again in ${seconds} seconds.`,
  /** designed: a second upload of an account while its first is still received or imported (429). */
  uploadUnderWay: 'Your previous file is still being received or imported. Please wait for it to finish.',
} as const;
