/**
 * The words of a person's page (not in the spec, so all designed): its sections, states, actions, their
 * confirmations and toasts, and the sign-in refusal of a deactivated account. A part of messages.ts kept in a file of
 * its own.
 */
export const peopleMessages = {
  /** designed: the page's title before the person is read, its loading, failure and the way back. */
  title: 'Person',
  loading: 'Loading the person…',
  loadFailed: 'This person could not be loaded.',
  notFound: 'There is no such person, or not one you can see.',
  retry: 'Try again',
  back: 'BACK',

  /** designed: the roles the account has in the console. */
  administrator: 'Administrator',
  manager: 'License manager',
  user: 'User',
  rolesLabel: 'Roles in the console',
  editProfile: 'Edit profile',

  /** designed: the sign-in section. */
  signInTitle: 'Sign-in',
  password: 'Password',
  passwordSet: (changed: string) => `Set, last changed ${changed}`,
  passwordNotSet: 'Not set yet: the set-password mail has not been followed',
  mustChangePassword: 'Must choose a new password at the next sign-in',
  external: 'Also signs in through the organization’s identity provider',
  twoFactor: 'Verification code',
  twoFactorOn: 'Asked at each sign-in',
  twoFactorOff: 'Not asked',
  lastSignIn: 'Last sign-in',
  neverSignedIn: 'Never',
  activeSessions: 'Open sessions',
  lock: 'Sign-in lock',
  lockedUntil: (until: string) => `Locked until ${until} after too many wrong passwords`,
  notLocked: 'Not locked',
  status: 'Account',
  active: 'Active',
  deactivatedSince: (since: string) => `Deactivated since ${since}`,
  /** designed: the users list's mark on a deactivated account. */
  deactivatedMark: 'Deactivated',

  /** designed: the seats section. */
  seatsTitle: 'License seats',
  seatsGridLabel: 'Seats held',
  seatsEmpty: 'This person holds no seat in a pack you can see.',
  product: 'Product',
  packAdministrator: 'Pack administrator',
  validUntil: 'Valid until',
  role: 'Role',
  noRole: '—',
  lastUsed: 'Last use',
  neverUsed: 'Never',
  sessions: 'Sessions',
  openPack: (product: string, administrator: string) => `Users of the ${product} pack of ${administrator}`,
  roleOf: (product: string) => `Role in the ${product} pack`,
  roleChanged: 'The role was changed.',
  revokeSeat: 'Revoke',
  revokeSeatOf: (product: string, administrator: string) =>
    `Revoke the seat in the ${product} pack of ${administrator}`,
  revokeTitle: 'Revoke this seat?',
  revokeMessage: (email: string, product: string, administrator: string) =>
    `${email} loses their seat in the ${product} pack of ${administrator}. Their account is not affected.`,
  revoked: 'The seat was revoked.',

  /** designed: the actions and their confirmations. */
  actionsTitle: 'Actions',
  noActions: 'There is no action you can take on this account now.',
  signOutEverywhere: 'Sign out everywhere',
  signOutTitle: 'Sign out everywhere?',
  signOutMessage: (email: string) =>
    `Every console session of ${email} ends at once. Their seats in the products are not affected.`,
  signedOut: (count: number) =>
    count === 1 ? '1 session was ended.' : `${count.toLocaleString('en-US')} sessions were ended.`,
  forcePasswordChange: 'Require a new password',
  forceTitle: 'Require a new password?',
  forceMessage: (email: string) => `${email} must choose a new password at the next sign-in.`,
  forced: 'A new password will be required at the next sign-in.',
  resendSetPassword: 'Resend set-password mail',
  resendTitle: 'Resend the set-password mail?',
  resendMessage: (email: string) => `A new link to set a password is mailed to ${email}. Earlier links stop working.`,
  resent: 'The set-password mail was sent.',
  deactivate: 'Deactivate',
  deactivateTitle: 'Deactivate this account?',
  deactivateMessage: (email: string, seats: number) =>
    `${email} will not be able to sign in, and their sessions and API tokens stop at once. ` +
    (seats === 0
      ? 'They hold no seat.'
      : `Their ${seats === 1 ? 'seat is' : `${seats.toLocaleString('en-US')} seats are`} kept: review ${seats === 1 ? 'it' : 'them'} below to revoke or keep.`),
  deactivated: 'The account was deactivated.',
  seatsKept: (count: number) =>
    count === 1
      ? 'This deactivated account still holds 1 seat. Revoke it or keep it.'
      : `This deactivated account still holds ${count.toLocaleString('en-US')} seats. Revoke them or keep them.`,
  reactivate: 'Reactivate',
  reactivateTitle: 'Reactivate this account?',
  reactivateMessage: (email: string) => `${email} will be able to sign in again.`,
  reactivated: 'The account was reactivated.',
  confirm: 'YES',
  cancel: 'CANCEL',

  /** designed: refusals of the server. */
  notYourself: 'You cannot deactivate your own account.',
  notDeactivated: 'This account is not deactivated.',
  alreadyDeactivated: 'This account is already deactivated.',
  hasPassword: 'This person has already set a password.',
  /** designed: a pack manager's call that only administrators make (and any call on an administrator's account). */
  administratorsOnly: 'Only an administrator can do this.',
  noPasswordYet: 'This person has not set a password yet.',
  alreadyRequired: 'A new password is already required at the next sign-in.',
  reactivateFirst: 'This account is deactivated. Reactivate it first.',
  /** designed: the sign-in of a deactivated account, told only after the right password (no account is revealed). */
  signInDeactivated: 'This account has been deactivated. Please contact your administrator.',

  /** designed: the link to the page from the users list, a pack's users and the search. */
  openPerson: (email: string) => `Open the page of ${email}`,
} as const;
