// The words of the signed-in console's first screen, in one module so they load with /login's: the common words, the
// menu, screen titles, the shell's dialogs and the license packs' grid, forms, actions and merging. A part of
// `messages` (../messages.ts).

export const app = {
  welcome: 'Welcome to the console. Here you can manage your licenses.',
  noMatch: 'No match',
  /** The fallback route shows 'No match' for the path (spec §2.1). designed: how the path is appended. */
  noMatchFor: (path: string) => `No match for ${path}`,
  accessDenied: 'Access Denied',
  processing: 'Processing...',
  ok: 'Ok',
  yes: 'YES',
  no: 'NO',
  cancel: 'CANCEL',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  create: 'Create',
  update: 'Update',
  back: 'BACK',
  search: 'SEARCH',
} as const;

export const menu = {
  licenses: 'LICENSES',
  myProfile: 'MY PROFILE',
  users: 'USERS',
  products: 'PRODUCTS',
  supportAndFaq: 'SUPPORT & FAQ',
  logOut: 'LOG OUT',
  /** designed: the administrators' history of changes. */
  history: 'HISTORY',
} as const;

export const titles = {
  licenses: 'Licenses',
  myProfile: 'My Profile',
  manageUsers: 'Manage Users',
  products: 'Products',
  passwordSetting: 'Password Setting',
  users: 'Users',
  passwordSettings: 'Password Settings',
  editUser: 'Edit User',
  /** designed: §2.10 calls /user/new's form 'Edit User'; a page that adds a user says so. */
  addUser: 'Add User',
  singleSignOnSites: 'Single Sign On Sites',
} as const;

export const countryDialog = {
  /** designed: the spec names the dialog's purpose, not its text. */
  text: 'Please update your country in your profile.',
  updateCountry: 'Update Country',
  maybeLater: 'Maybe Later',
} as const;

/** designed: the warning a minute before the inactivity logout (spec §9), and the login's note after it. */
export const inactivity = {
  title: 'Are you still there?',
  countdown: (seconds: number) =>
    `For your security you will be signed out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'} because you have been inactive.`,
  staySignedIn: 'Stay signed in',
  logOutNow: 'Log out now',
  signedOutNotice: 'You were signed out after 30 minutes without activity. Please log in again.',
} as const;

// The console's words for the license packs: grid, forms, actions and merging: a part of `messages` (../messages.ts).

export const licenseGrid = {
  product: 'PRODUCT',
  email: 'EMAIL',
  type: 'TYPE',
  status: 'STATUS',
  validFrom: 'VALID FROM',
  validUntil: 'VALID UNTIL',
  users: '#USERS',
  searchLabel: 'Help me look for:',
  manageLicenses: 'Manage Licenses',
  addLicense: 'Add License',
  mergeLicense: 'Merge License',
  addLicenseButton: 'ADD LICENSE',
  passwordSettingsLink: 'Password Settings',
  active: 'Active',
  expired: 'Expired',
  trial: 'Trial',
  full: 'Full',
  /** designed: the list calls' refusal of a column they do not sort by (`sortBy`). */
  sortByInvalid: 'sortBy must be product, email, validFrom, validUntil or users.',
  /** designed: the list calls' refusal of a direction other than the two (`sortDirection`). */
  sortDirectionInvalid: 'sortDirection must be asc or desc.',
  /** designed: spec §6 row 2 keeps sorting by email to administrators. */
  sortByEmailDenied: 'Only administrators can sort licenses by email.',
} as const;

export const licenseActions = {
  created: 'License Created',
  updated: 'License Updated',
  deleted: 'License Deleted',
  renewed: 'License Renewed',
  lifetimeChanged: 'Lifetime license was changed sucessfully.',
  renewTitle: 'License Renew',
  /** designed: spec §8 lists what the dialog gives, not its words. */
  renewTooManyUsers: (currentUserCount: number, renewUserCount: number) =>
    `This license pack currently has ${currentUserCount} assigned users, but the renewal requests ${renewUserCount}. Please reduce the assigned users first.`,
  genericError: 'There were some error please contact to Administrators.',
  /** designed: the server's refusal of a pack size below the users already assigned (update). */
  seatsBelowAssigned: (assigned: number, requested: number) =>
    `This license pack has ${assigned} assigned users; the number of licenses cannot be less (${requested} requested).`,
} as const;

export const licenseForm = {
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
  product: 'Product',
  startDate: 'Start Date',
  endDate: 'End Date',
  numberOfLicenses: 'Number of Licenses',
  sharePointIntegration: 'SharePoint Integration',
  advancedTemplate: 'Advanced Template',
  emailNotValid: 'Email is not valid.',
  startDateNotValid: 'Start Date is not valid.',
  endDateNotValid: 'End date is not valid.',
  startAfterEnd: 'Start Date should not be greater than End Date.',
  /** designed: spec §5 states the rule (an integer, minimum 1) without a message. */
  numberOfLicensesInvalid: 'Number of Licenses must be a whole number of at least 1.',
} as const;

export const licenseCreate = {
  emailRequired: 'email address is required and cannot be empty',
  startDateRequired: 'Start date is required and cannot be empty',
  startDateNotValid: 'Start date is not valid',
  startDateBeforeToday: 'Start date cannot be less than current date',
  startDateAfterEnd: 'Start date cannot be greater than end date',
  endDateRequired: 'End date is required and cannot be empty',
  endDateNotValid: 'End date is not valid',
  endDateBeforeToday: 'End date cannot be less than current date',
  endDateBeforeStart: 'End date cannot be less than start date',
  userCountRequired: 'Number of license is required and cannot be empty',
  /** designed */
  userCountNotValid: 'Number of license must be a whole number from 1, digits only, without a leading zero',
  /** designed */
  nameNotValid: 'Name can contain only letters, digits, underscores and spaces',
} as const;

export const merge = {
  noInformation: 'No information for merging',
  prompt: 'Select License Packs for merging',
  main: 'MAIN',
  merge: 'MERGE',
  mergeLicenses: 'Merge Licenses',
  merged: 'Licenses were merged successfully.',
  /** designed: the three confirmations of spec §4. */
  confirmTitle: 'Merge Licenses',
  confirmEndsLater: 'A license selected for merging ends later than the main license. Do you want to continue?',
  confirmProductsDiffer: 'The licenses selected for merging are for a different product. Do you want to continue?',
  confirmBoth:
    'A license selected for merging ends later than the main license and is for a different product. Do you want to continue?',
  /** designed: the server's refusals of a merge request. */
  nothingToMerge: 'Select at least one license pack other than the main one for merging.',
  alreadyMerged: 'A selected license pack has already been merged into another pack.',
  otherProduct: "The product must be the main license pack's product.",
} as const;
