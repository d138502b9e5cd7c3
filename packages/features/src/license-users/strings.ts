import { messages } from '@license-console/domain';

/** The license users page (spec §2.7): the domain's messages, plus the few words the spec leaves to us, marked designed. */
const licenseUsersStrings = {
  ...messages.licenseUsers,
  ...messages.addUser,
  title: messages.titles.manageUsers,
  accessDenied: messages.app.accessDenied,
  yes: messages.app.yes,
  cancel: messages.app.cancel,
  /** designed: the button of the Settings menu (spec §2.7). */
  settings: 'Settings',
  /** designed: the close link back to the license list (spec §2.7 "a close link to /Licenses"). */
  close: 'Close',
  /** designed */
  gridLabel: 'Users of the license pack',
  /** designed: the pack the page is about, by its product (1 Standard, 2 for Outlook, 3 Business). */
  packOf: (product: string) => (product ? `${product} license pack` : 'License pack'),
  /** designed */
  period: (startDate: string, endDate: string) => `${startDate} – ${endDate}`,
  /** designed: used / total seats. */
  seats: (used: number, total: number) => `${used} / ${total}`,
  /** designed */
  seatsLabel: 'Seats used',
  /** designed */
  seatsSummary: (used: number, total: number) => `${used} of ${total} seats used`,
  /** designed */
  loading: 'Loading users...',
  /** designed */
  loadFailed: 'The users of this license pack could not be loaded.',
  /** designed */
  retry: 'Try again',
  /** designed */
  noUsers: 'No user is assigned to this license pack yet.',
  /** designed */
  noMatch: (filter: string) => `No user's email contains '${filter}'.`,
  /** designed: the add-user row's fields. */
  emailField: 'Email',
  firstNameField: 'First Name',
  lastNameField: 'Last Name',
  roleField: 'Role',
  /** designed */
  addUserTitle: 'Add a user',
  /** designed: the Manage Access menu's trigger, per row. */
  manageAccessOf: (email: string) => `${messages.licenseUsers.manageAccess}: ${email}`,
  /** designed: the inline name fields of a row being edited. */
  firstNameOf: (email: string) => `First name of ${email}`,
  lastNameOf: (email: string) => `Last name of ${email}`,
  /** designed */
  cancelEdit: 'Cancel',
  /** designed: the revoke confirmation (spec §4: YES/CANCEL). */
  revokeTitle: 'Revoke User?',
  revokeQuestion: (email: string) => `Are you sure to revoke '${email}' from this license pack?`,
  /** designed ("Beyond the spec"): revoking several users at once. */
  selectColumn: 'Select',
  revokeSelected: (count: number) => `Revoke ${count} ${count === 1 ? 'user' : 'users'}`,
  revokeSelectedTitle: 'Revoke Users?',
  revokeSelectedQuestion: (count: number) =>
    `Are you sure to revoke the ${count} selected ${count === 1 ? 'user' : 'users'} from this license pack?`,
  /** designed: the bulk revoke's outcome when some were refused. */
  revokedSome: (revoked: number, failed: number) =>
    `${revoked} ${revoked === 1 ? 'user was' : 'users were'} revoked; ${failed} could not be revoked.`,
  /** designed */
  sessionsRemoved: 'The sessions were removed.',
  /** designed: the email filter above a big pack's users. */
  filterLabel: 'Find a user by email',
  /** designed: a cell with nothing to show (never used, no version reported). */
  none: '–',
  versionLabels: { match: 'Up to date', 'needs-update': 'Needs update', unknown: 'No version reported' },
} as const;

export { licenseUsersStrings };
