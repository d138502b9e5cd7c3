import { type AccountLock, ROLE_NAMES } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import * as reminderMessages from '@license-console/domain/reminder-messages';

/** designed: the locked-accounts panel of the users list (not in the spec; the server's locks made visible). */
const lockedAccountsStrings = {
  title: 'Locked accounts',
  description:
    'Accounts that cannot sign in for a while after repeated failed attempts. A lock ends by itself at the time shown; Unlock ends it now.',
  gridLabel: 'Locked accounts',
  email: 'Email',
  name: 'Name',
  reason: 'Reason',
  lockedUntil: 'Locked until',
  unlock: 'Unlock',
  refresh: 'Refresh',
  loading: 'Loading...',
  none: 'No account is locked.',
  loadFailed: 'The locked accounts could not be read.',
  retry: 'Try again',
  confirmTitle: 'Unlock account?',
  confirmMessage: (email: string) => `'${email}' will be able to sign in again at once, from every address. Unlock?`,
  unlocked: (email: string) => `'${email}' can sign in again.`,
  unlockFailed: 'Unlock',
  reasons: {
    signInFailuresFromAddress: (address: string | null) => `Failed sign-ins from ${address ?? 'one address'}`,
    signInFailures: () => 'Failed sign-ins from many addresses',
    verificationCodeFailures: () => 'Wrong verification codes',
  } satisfies Record<AccountLock['reason'], (address: string | null) => string>,
} as const;

/** The users list (spec §2.10): the domain's messages plus a few of its own, marked designed. */
const userListStrings = {
  ...messages.users,
  title: messages.titles.users,
  search: messages.app.search,
  save: messages.app.save,
  edit: messages.app.edit,
  addUser: messages.licenseUsers.addUser,
  /** designed: the users list's CSV export (formula-like cells are defused by the server). */
  exportCsv: 'Export CSV',
  roles: ROLE_NAMES,
  /** designed: the search box's label and the grid's accessible name. */
  searchLabel: 'Search by name or email',
  gridLabel: 'Users',
  name: 'Name',
  email: 'Email',
  company: 'Company',
  role: 'Role',
  actions: 'Actions',
  loading: 'Loading users...',
  /** designed: a failed read, said as such with a retry (never as the empty list). */
  loadFailed: 'The users could not be loaded.',
  retry: 'Try again',
  /** designed: a row whose role toggle is not saved yet. */
  unsaved: 'Not saved',
  pendingCount: (count: number) => `${count} role ${count === 1 ? 'change' : 'changes'} not saved`,
  roleSwitch: (email: string) => `${ROLE_NAMES.superAdministrator}: ${email}`,
} as const;

/** The profile and user forms (spec §2.10, §5): the domain's messages plus a few labels of their own, designed. */
const userFormStrings = {
  ...messages.profile,
  profileTitle: messages.titles.myProfile,
  expiryReminders: reminderMessages.profileOptIn,
  expiryRemindersHint: reminderMessages.profileOptInHint,
  editTitle: messages.titles.editUser,
  newTitle: messages.titles.addUser,
  /** designed: the administrator's checkboxes. */
  roles: 'Roles',
  created: messages.users.created,
  updated: messages.users.updated,
  profileUpdated: messages.users.profileUpdated,
  save: messages.app.save,
  passwordSettings: messages.passwordSettings.title,

  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  company: 'Company',
  country: 'Country',
  phone: 'Phone',
  magentoId: 'Magento Id',
  administrator: ROLE_NAMES.superAdministrator,
  isManager: 'Password policy manager',
  currentPassword: messages.profile.currentPassword,
  newPassword: 'New Password',
  retypePassword: 'Retype Password',
  selectCountryOption: 'Select a country',
  dialCode: (code: string) => `Dialling code +${code}`,
  companyReadOnlyHint: 'Only administrators and password-policy managers can change it.',
  newUserHint: 'The new user receives an e-mail with a link to choose a password.',
  loading: 'Loading...',
  loadFailed: 'The user could not be read.',
  notFound: 'This user does not exist.',
  back: messages.app.back,
} as const;

export { lockedAccountsStrings, userFormStrings, userListStrings };
