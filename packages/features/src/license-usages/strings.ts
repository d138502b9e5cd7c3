import { wayfindingMessages } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';

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
  /** designed: why Remove Session (0) cannot be chosen. */
  noSessionToRemove: wayfindingMessages.noSessionToRemove,
  /** designed: the Manage Access item that changes a seat's role, and its dialog (a pack that shows roles). */
  changeRole: 'Change Role',
  /** designed */
  changeRoleTitle: 'Change Role',
  /** designed */
  changeRoleDescription: (email: string) => `Choose the role of ${email} in this license pack.`,
  /** designed */
  roleLabel: 'Role',
  /** designed */
  saveRole: 'Save Role',
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
  /** designed: the revoke of the caller's own seat names what it changes, and what it does not. */
  revokeOwnTitle: 'Revoke your own seat?',
  revokeOwnQuestion: (email: string) =>
    `'${email}' is your own seat. Revoking it frees the seat: you can no longer use the product through this license pack. You can still manage its users, and add yourself again.`,
  /** designed ("Beyond the spec"): revoking several users at once. */
  selectColumn: 'Select',
  revokeSelected: (count: number) => `Revoke ${count} ${count === 1 ? 'user' : 'users'}`,
  revokeSelectedTitle: 'Revoke Users?',
  revokeSelectedQuestion: (count: number) =>
    `Are you sure to revoke the ${count} selected ${count === 1 ? 'user' : 'users'} from this license pack?`,
  /** designed: the same when the caller's own seat is among them. */
  revokeSelectedOwnQuestion: (count: number) =>
    `Are you sure to revoke the ${count} selected ${count === 1 ? 'user' : 'users'} from this license pack? Your own seat is among them: you can no longer use the product through this pack, but you can still manage its users.`,
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
  /** designed: the Import/Export Users dialog (spec §5 "Users import", §7 downloads; the preview is beyond the spec). */
  importExport: {
    importHeading: 'Import users',
    importHint: (seatsFree: number) =>
      `Add users from a CSV file with the headers Email, FirstName, LastName (only Email is required). ${seatsFree.toLocaleString('en-US')} ${seatsFree === 1 ? 'seat is' : 'seats are'} free. Nothing is written until you apply the checked file.`,
    noFreeSeats: 'Every seat of this license pack is assigned: users can be imported once a seat is free.',
    downloadTemplate: 'Download template',
    fileLabel: 'CSV file',
    checking: 'Checking the file...',
    importing: (users: number) => `Importing ${users} ${users === 1 ? 'user' : 'users'}...`,
    previewReady: (added: number, refused: number) =>
      `The file was checked: ${added.toLocaleString('en-US')} to add, ${refused.toLocaleString('en-US')} refused.`,
    previewHeading: 'What the import would do',
    toAdd: 'To add',
    refused: 'Refused',
    seatsFree: 'Seats free',
    seatsLeft: 'Seats left after the import',
    /** In place of a negative 'Seats left': how many seats the file lacks. */
    seatsMissing: 'Seats missing for the import',
    allOrNothing:
      'Nothing can be imported yet: the import adds every user of the file or none. Correct the file and choose it again.',
    refusedOnly: (refused: number) => `Show refused rows only (${refused})`,
    gridLabel: 'Rows of the import file',
    line: 'LINE',
    result: 'RESULT',
    reason: 'REASON',
    outcomes: { add: 'Add', refuse: 'Refused' },
    noRefusedRows: 'No row is refused.',
    apply: 'Apply',
    cancel: 'Cancel',
    close: 'Close',
    failedTitle: 'Import error',
    exportHeading: 'Export users',
    exportHint: "The pack's users as CSV files: their sessions, or their roles (which import as they are).",
    exportSessions: 'Export sessions',
    exportUserRoles: 'Export user roles',
    fileNames: {
      template: 'users-import-template.csv',
      sessions: (licenseId: string) => `sessions-${licenseId}.csv`,
      userRoles: (licenseId: string) => `user-roles-${licenseId}.csv`,
    },
  },
  /**
   * designed: the Change License Admin dialog (spec §4 "License admin change", §5 "Change admin", §6 rows 4 and 5);
   * its rule's message and the success message are the spec's.
   */
  changeAdminDialog: {
    invalid: messages.changeAdmin.invalid,
    changed: messages.licenseUsers.adminChanged,
    currentAdmin: 'Current administrator',
    newAdminEmail: "New administrator's email",
    immediateHint: 'The change takes effect at once.',
    acceptanceHint: 'The new administrator receives an e-mail with a link; the change takes effect once they accept.',
    replaceHint: 'A new request replaces the one waiting, whose link then stops working.',
    change: 'Change Admin',
    request: 'Send Request',
    close: 'Close',
    requested: (email: string) =>
      `An e-mail was sent to ${email}. The change takes effect once they accept it from the link.`,
    pendingHeading: 'Waiting for acceptance',
    pendingFor: (email: string) => `${email} has not accepted yet.`,
    expiredFor: (email: string) => `The link sent to ${email} has expired. Resend it, or cancel the request.`,
    requestedBy: 'Requested by',
    sentAt: 'Sent',
    expiresAt: 'Expires',
    expiredAt: 'Expired',
    resend: 'Resend',
    cancelRequest: 'Cancel Request',
    resent: (email: string) => `A new link was sent to ${email}; the former one no longer works.`,
    cancelled: 'The request was cancelled; its link no longer works.',
    historyHeading: 'Administrator history',
    historyLabel: 'Administrators of the license pack so far',
    historyDate: 'DATE CHANGED',
    historyEmail: 'EMAIL',
    noHistory: 'No change of administrator is recorded.',
    loading: 'Loading the license pack...',
    loadFailed: 'The license pack could not be loaded.',
  },
  /** designed: the page a handover e-mail's link opens (spec §4: the new administrator accepts). */
  acceptHandover: {
    title: 'License administrator change',
    loading: 'Loading the request...',
    loadFailed: 'The request could not be loaded.',
    offer: (requester: string) => `${requester} asks you to become the administrator of this license pack.`,
    someone: 'The license manager',
    packLabel: 'License pack',
    seatsLabel: 'Seats',
    periodLabel: 'Period',
    requestedByLabel: 'Requested by',
    expiresLabel: 'Link valid until',
    acceptHint: 'Once you accept, you manage the pack and its users; the manager who asked no longer does.',
    accept: 'Accept',
    accepted: messages.licenseUsers.adminChanged,
    manageUsers: 'Manage Users',
    home: 'Go to the console',
    logOut: 'Log out',
    sentTo: (email: string) => `It was sent to ${email}.`,
    refusals: {
      accepted: messages.adminHandover.used,
      cancelled: messages.adminHandover.cancelled,
      expired: messages.adminHandover.expired,
    },
    unknownLink: messages.adminHandover.unknownLink,
    wrongAccount: messages.adminHandover.wrongAccount,
    failedTitle: 'The change could not be accepted',
  },
  /** The add-user row's organization dialogs, in the words Cloud Settings shares (organizations/strings.ts). */
  cloudSettingsDialog: messages.cloudSettings,
} as const;

export { licenseUsersStrings };
