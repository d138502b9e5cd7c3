import { cellShown, INVALID_EMAIL, requiredField } from './templates.ts';

// The console's words for a pack's users: the list, adding, the administrator, Cloud Settings and the CSV import: a
// part of `messages` (../messages.ts).

export const licenseUsers = {
  operationNotAvailable: 'Operation not available',
  changeLicenseAdmin: 'Change License Admin',
  cloudSettings: 'Cloud Settings',
  importExportUsers: 'Import/Export Users',
  aiFeatures: 'AI Features',
  email: 'EMAIL',
  role: 'ROLE',
  firstName: 'FIRST NAME',
  lastName: 'LAST NAME',
  validUntil: 'VALID UNTIL',
  lastUsage: 'LAST USAGE',
  version: 'VERSION',
  manageAccess: 'Manage Access',
  revokeUser: 'Revoke User',
  editName: 'Edit Name',
  saveName: 'Save Name',
  removeSession: (sessionCount: number) => `Remove Session (${sessionCount})`,
  /** designed */
  addUser: 'Add User',
  usageError: 'Usage Error',
  otherOrganization: 'User is part of other organization',
  otherOrganization2: 'User is part of other organization2',
  added: 'License Usage was added successfully.',
  revoked: 'Usage was revoked successfully.',
  namesUpdated: 'First Name and Last Name were updated successfully.',
  imported: 'Usages were imported successfully',
  assigned: 'The new user license was successfully assigned.',
  adminChanged: 'The license administrator was successfully changed.',
  organizationNameChanged: 'The license organization name was successfully changed.',
  organizationChanged: 'The license organization was successfully changed.',
  organizationLinked: 'The license organization was successfully linked.',
  assignFailed: (email: string, serverMessage: string) => `Email:'${email}' - ${serverMessage}`,
  alreadyAssigned: (email: string) =>
    `Email:"${email}" has already been assigned a license, please revoke it before trying to assign it to a new license.`,
  /**
   * designed: the server's refusals of an assignment, which the page shows after "Email:'{email}' - " (spec §8).
   * The last one carries §8's own words for an e-mail that holds a seat in another current pack of the product.
   */
  noSeatsLeft: 'Every seat of this license pack is assigned. Revoke a user or add seats first.',
  alreadyInPack: 'This user already holds a seat in this license pack.',
  assignedElsewhere:
    'This user has already been assigned a license of this product, please revoke it before trying to assign it to a new license.',
  /** designed: a seat's role changed from the Manage Access menu. */
  roleChanged: (email: string, role: string) => `${email} now has the role ${role}.`,
  /** designed: only the packs that show roles (spec §2.7 canShowRoles) give their seats a role. */
  rolesNotShown: 'The users of this license pack have no role to change.',
  /** designed: a pack merged into another keeps no users; its main pack holds them. */
  packMerged: 'This license pack was merged into another pack; manage its users there.',
} as const;

export const addUser = {
  emailInvalid: INVALID_EMAIL,
  firstNameRequired: requiredField('First Name'),
  lastNameRequired: requiredField('Last Name'),
} as const;

export const changeAdmin = {
  invalid: 'Please specify a valid email address different to the current admin license.',
} as const;

/**
 * designed: the Cloud Settings dialog (spec §2.7, §4 "Organization editing modes", §6 rows 4, 8, 9), the add-user
 * row's organization dialogs (spec §4) and the server's refusals of both. The success messages are spec §8's,
 * in `licenseUsers`.
 */
export const cloudSettings = {
  organization: 'Organization',
  notLinked: 'This license pack is not linked to an organization.',
  rename: 'Rename',
  organizationName: 'Organization Name',
  nameRequired: requiredField('Organization Name'),
  sameName: 'The organization already has this name.',
  change: 'Change Organization',
  newOrganization: 'New Organization',
  choose: 'Select...',
  noOtherOrganization: "The license pack's manager has no other organization to change to.",
  sameOrganization: 'The license pack is already in this organization.',
  /** The 400 of a refused change; the organization's own refusal (status 401) travels embedded (spec §8). */
  changeRefused: 'The license organization could not be changed.',
  changeUnauthorized: "The license pack's manager is not authorized in the selected organization.",
  link: 'Link Organization',
  searchName: 'Search by Name',
  search: 'Search',
  searchRequired: 'Type part of the organization name to search for.',
  found: 'Organizations found',
  noMatches: (name: string) => `No organization's name contains '${name}'.`,
  /** Step two of linking: the chosen organization, confirmed. */
  linkQuestion: (name: string) => `Link this license pack to the organization '${name}'?`,
  linkRenamed: 'The organization was renamed meanwhile. Search for it again.',
  loading: 'Loading the organization...',
  loadFailed: 'The organization could not be loaded.',
  close: 'Close',
  /**
   * The add-user row's organization dialogs (spec §4): YES/CANCEL, then YES/NO. Each title asks what YES does, and
   * each question names the organizations and what changes, so neither contradicts the other (designed). Another
   * customer's organization is never named to a manager: the server does not tell it.
   */
  moveUserTitle: "Move the user to this license's organization?",
  moveUserQuestion: (email: string, theirs: string | null) =>
    `'${email}' belongs to ${theirs ? `the organization '${theirs}'` : 'another organization'}. YES moves the user into this license's organization and adds them; CANCEL adds nobody.`,
  updateLicenseTitle: "Change this license's organization?",
  updateLicenseQuestion: (email: string, theirs: string | null) =>
    `'${email}' belongs to ${theirs ? `your organization '${theirs}'` : 'another of your organizations'}. YES moves this whole license pack into ${theirs ? `'${theirs}'` : 'that organization'} and adds the user; their previous license of this product is removed. NO adds nobody.`,
  /** The pack's organization is no longer the one the add-user dialog asked about. */
  organizationMoved: "The license pack's organization has changed meanwhile. Add the user again.",
  licenseMismatch: 'licenseCryptId must name the license pack of the address.',
  roleMismatch: 'encryptedRoleId and roleId must name the same role.',
} as const;

/** designed: a license manager's change of administrator, waiting for the new administrator (spec §4). */
export const adminHandover = {
  /** Why a handover link no longer works: the accept page shows these, and the server refuses with them. */
  unknownLink: 'This link is not valid. If a newer e-mail about this license pack reached you, use the link in it.',
  used: 'This link was already used: the license pack has been handed over.',
  cancelled: 'This change of administrator was cancelled, so its link no longer works.',
  expired: 'This link has expired. Ask the license manager to send it again.',
  wrongAccount: 'This link was sent to another e-mail address. Sign in with that address to accept it.',
  noPending: 'This license pack has no pending change of administrator.',
  resendTooSoon: 'The e-mail was sent less than a minute ago. Please wait a moment before sending it again.',
} as const;

export const usersImport = {
  /** designed: header and row checks of spec §5 "Users import". */
  empty: 'The CSV file is empty.',
  missingEmailHeader: 'The CSV file must have an Email column (headers: Email, FirstName, LastName).',
  duplicateHeader: (header: string) => `The column ${header} appears more than once.`,
  /** designed: a header the import does not read (a misspelt one would leave its column's values out unseen). */
  unknownHeader: (header: string) =>
    `The column '${cellShown(header)}' is not one the import knows: the headers are Email, FirstName, LastName.`,
  missingEmail: (line: number) => `Line ${line}: the email is required.`,
  invalidEmail: (line: number, email: string) => `Line ${line}: '${cellShown(email)}' is not a valid email.`,
  tooManyUsers: (rows: number, freeSeats: number) =>
    `The file has ${rows} ${rows === 1 ? 'user' : 'users'} but only ${freeSeats} ${freeSeats === 1 ? 'seat is' : 'seats are'} free.`,
  /** designed: the server's checks of a file against itself and the pack (spec §5 "Users import"). */
  invalidName: (line: number, header: string, maxLength: number) =>
    `Line ${line}: ${header} may be at most ${maxLength} characters long, without control characters.`,
  duplicateInFile: (line: number, email: string, firstLine: number) =>
    `Line ${line}: '${cellShown(email)}' is already on line ${firstLine} of the file.`,
  alreadyInPack: (line: number, email: string) =>
    `Line ${line}: '${cellShown(email)}' already holds a seat in this license pack.`,
  assignedElsewhere: (line: number, email: string) =>
    `Line ${line}: '${cellShown(email)}' has already been assigned a license of this product, please revoke it first.`,
  notCsv: (line: number) => `Line ${line}: this line is not valid CSV (check its quotes).`,
  tooManyRows: (maxRows: number) =>
    `The file has more than ${maxRows.toLocaleString('en-US')} users; split it into files of at most ${maxRows.toLocaleString('en-US')}.`,
  oneFileOnly: 'Upload one CSV file at a time.',
  /** designed: a dry run's preview that shows only some rows of a large file (the counts are the whole file's). */
  previewCut: (shown: number, rows: number) =>
    `The preview shows ${shown.toLocaleString('en-US')} of the file's ${rows.toLocaleString('en-US')} rows; the counts above are the whole file's.`,
  /** designed: refused rows of a large file that its dry run's preview leaves out, by their lines (`lines`: "7, 9-12, …"). */
  refusedNotShown: (count: number, lines: string) =>
    `${count.toLocaleString('en-US')} more ${count === 1 ? 'row is' : 'rows are'} refused, not shown here: ${count === 1 ? 'line' : 'lines'} ${lines}.`,
  /** designed: a chosen file the console refuses before sending it (not a .csv, or not text). */
  notCsvFile: 'Choose a CSV file (.csv): comma-separated text with the headers Email, FirstName, LastName.',
  unreadableFile: 'The file could not be read. Choose it again.',
  /** designed: the dry run of a file that is not UTF-8 (no byte-order mark, bytes UTF-8 cannot hold). */
  readAsWindows1252:
    'This file is not UTF-8, so it was read as Windows-1252 (what Excel on Windows saves as CSV). Check that accented names look right below; if not, save the file as "CSV UTF-8" and choose it again.',
  /** designed: a file marked as UTF-16 whose bytes are not UTF-16 text. */
  invalidUtf16:
    'The file is marked as UTF-16 but is not valid UTF-16 text. Save it as "CSV UTF-8" and choose it again.',
  /** designed: a row refused by the add-user row's organization rule (spec §4), which an import cannot ask about. */
  otherOrganization: (line: number, email: string, reason: string) => `Line ${line}: '${cellShown(email)}' - ${reason}`,
} as const;
