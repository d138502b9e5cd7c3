import { SSO_KEY_OVERLAP_DAYS } from './rules/public-key.ts';
import { US_DATE_FORMAT } from './rules/us-date.ts';

/**
 * Every user-facing string of the console, word for word as spec §1, §2, §4, §5, §6 and §8 write them
 * (their spelling and punctuation included: "sucessfully", "There were some error…").
 * Strings the spec does not spell out are marked `designed` so a reviewer can tell them apart.
 * Templates are functions so callers never assemble a message by hand.
 */

/** The general "required" template; it also yields spec §5's 'First Name is a required field'. */
export function requiredField(label: string): string {
  return `${label} is a required field`;
}

/** The general incorrect-format template (spec §5: profile e-mail). designed wording. */
export function incorrectFormat(label: string): string {
  return `The ${label} has an incorrect format.`;
}

/** designed: a number outside its allowed range. */
export function outOfRange(label: string, min: number, max: number): string {
  return `${label} must be between ${min} and ${max}.`;
}

/** designed: a wait as a lockout answer states it: minutes up to an hour and a half, whole hours beyond. */
export function waitingTime(minutes: number): string {
  if (minutes > 90) {
    const hours = Math.ceil(minutes / 60);
    return `${hours} hours`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** A file's cell as a message quotes it: control characters shown as '?', and cut after 60 characters. */
function cellShown(cell: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this replaces.
  const printable = cell.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return printable.length > 60 ? `${printable.slice(0, 60)}…` : printable;
}

export const messages = {
  app: {
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
  },
  menu: {
    licenses: 'LICENSES',
    myProfile: 'MY PROFILE',
    users: 'USERS',
    products: 'PRODUCTS',
    supportAndFaq: 'SUPPORT & FAQ',
    logOut: 'LOG OUT',
  },
  titles: {
    licenses: 'Licenses',
    myProfile: 'My Profile',
    manageUsers: 'Manage Users',
    products: 'Products',
    passwordSetting: 'Password Setting',
    users: 'Users',
    passwordSettings: 'Password Settings',
    editUser: 'Edit User',
    singleSignOnSites: 'Single Sign On Sites',
  },
  countryDialog: {
    /** designed: the spec names the dialog's purpose, not its text. */
    text: 'Please update your country in your profile.',
    updateCountry: 'Update Country',
    maybeLater: 'Maybe Later',
  },
  /** designed: the warning a minute before the inactivity logout (spec §9), and the login's note after it. */
  inactivity: {
    title: 'Are you still there?',
    countdown: (seconds: number) =>
      `For your security you will be signed out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'} because you have been inactive.`,
    staySignedIn: 'Stay signed in',
    logOutNow: 'Log out now',
    signedOutNotice: 'You were signed out after 30 minutes without activity. Please log in again.',
  },
  login: {
    email: 'Email',
    password: 'Password',
    rememberPassword: 'Remember Password',
    /** designed: spec §2.3 gives the hint's meaning only. */
    rememberPasswordHint: 'Your password will be stored in this browser.',
    forgotPassword: 'Forgot Password',
    logIn: 'Log in',
    errorTitle: 'Login Error',
    /** designed: spec §5 says both fields are required. */
    emailRequired: requiredField('Email'),
    /** designed */
    passwordRequired: requiredField('Password'),
    /** designed: the email-type input's format check. */
    emailFormat: incorrectFormat('email'),
    signInFailed: 'Sign in failed! Please check your credentials and try again.',
    /** Part of the server's answer text that marks an expired password (status 423). */
    passwordExpiredMarker: 'Password had expired',
  },
  forgotPassword: {
    heading: 'Having trouble signing in',
    emailMe: 'Email me',
    emailSent: 'Email Sent',
    /** designed: spec §2.3 gives the advice's meaning only. */
    spamAdvice: "If you don't see the e-mail in a few minutes, please check your spam folder.",
    /** designed */
    contactUs: 'Contact us',
    returnToLogin: 'Return to login',
    /** designed */
    emailRequired: requiredField('Email'),
  },
  verification: {
    sms: 'SMS',
    email: 'Email',
    /** designed */
    codeLabel: 'Code',
    verifyCode: 'Verify Code',
    logOut: 'LOG OUT',
    codeIncorrect: 'The code sent is incorrect.',
    smsSent: 'A code was already sent to your phone.',
    emailSent: 'A code was sent to your email.',
  },
  logout: {
    defaultHeading: 'Logout',
    loggedOut: 'you are logged out from the provider',
    returnToHome: 'Return to home',
    /** designed: for kind 'error' the screen advises contacting support. */
    contactSupport: 'Something went wrong while signing you out. Please contact support.',
  },
  resetPassword: {
    /** designed */
    newPassword: 'New Password',
    /** designed */
    confirmPassword: 'Confirm Password',
    policyNotMet: 'Password did not match Password Policy!',
    mismatch: 'Password did not match! Please try again!',
    /** The alternate profile form's wording. */
    alternateMismatch: 'Password did not match, try again!',
    alternateBlank: 'Password can not be blank, try again!',
  },
  passwordPolicy: {
    /** designed: checklist labels of spec §2.3's policy popup. */
    minLength: (count: number) => `At least ${count} characters`,
    uppercase: (count: number) => `At least ${count} uppercase ${count === 1 ? 'letter' : 'letters'}`,
    specialOrNumber: (count: number) =>
      `At least ${count} ${count === 1 ? 'number or special character' : 'numbers or special characters'}`,
  },
  licenseGrid: {
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
  },
  licenseForm: {
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
  },
  licenseCreate: {
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
  },
  licenseActions: {
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
  },
  merge: {
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
  },
  licenseUsers: {
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
    /** designed: a pack merged into another keeps no users; its main pack holds them. */
    packMerged: 'This license pack was merged into another pack; manage its users there.',
  },
  addUser: {
    emailInvalid: 'Email address is invalid. Please enter a valid address.',
    firstNameRequired: requiredField('First Name'),
    lastNameRequired: requiredField('Last Name'),
  },
  changeAdmin: {
    invalid: 'Please specify a valid email address different to the current admin license.',
  },
  /**
   * designed: the Cloud Settings dialog (spec §2.7, §4 "Organization editing modes", §6 rows 4, 8, 9), the add-user
   * row's organization dialogs (spec §4) and the server's refusals of both. The success messages are spec §8's,
   * in `licenseUsers`.
   */
  cloudSettings: {
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
    /** The add-user row's organization dialogs (spec §4): YES/CANCEL, then YES/NO. */
    moveUserQuestion: (email: string, theirs: string | null) =>
      `'${email}' belongs to ${theirs ? `the organization '${theirs}'` : 'another organization'}. Move the user into this license's organization?`,
    updateLicenseQuestion: (email: string, theirs: string | null) =>
      `'${email}' belongs to ${theirs ? `your organization '${theirs}'` : 'another of your organizations'}. Update this license's organization to it? The user's previous license of this product is removed.`,
    /** The pack's organization is no longer the one the add-user dialog asked about. */
    organizationMoved: "The license pack's organization has changed meanwhile. Add the user again.",
    licenseMismatch: 'licenseCryptId must name the license pack of the address.',
    roleMismatch: 'encryptedRoleId and roleId must name the same role.',
  },
  /** designed: a license manager's change of administrator, waiting for the new administrator (spec §4). */
  adminHandover: {
    /** Why a handover link no longer works: the accept page shows these, and the server refuses with them. */
    unknownLink: 'This link is not valid. If a newer e-mail about this license pack reached you, use the link in it.',
    used: 'This link was already used: the license pack has been handed over.',
    cancelled: 'This change of administrator was cancelled, so its link no longer works.',
    expired: 'This link has expired. Ask the license manager to send it again.',
    wrongAccount: 'This link was sent to another e-mail address. Sign in with that address to accept it.',
    noPending: 'This license pack has no pending change of administrator.',
    resendTooSoon: 'The e-mail was sent less than a minute ago. Please wait a moment before sending it again.',
  },
  usersImport: {
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
      `The file has ${rows} users but only ${freeSeats} seats are free.`,
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
    otherOrganization: (line: number, email: string, reason: string) =>
      `Line ${line}: '${cellShown(email)}' - ${reason}`,
  },
  products: {
    invalidFilter: 'Please specify valid characters for product names',
    addProduct: 'Add Product',
    /** designed */
    nameRequired: requiredField('Name'),
    /** designed: spec §8 says "product created, updated" without the words. */
    created: 'Product created successfully.',
    /** designed */
    updated: 'Product updated successfully.',
    deleted: 'Deleted successfully.',
    /** designed */
    confirmDeleteTitle: 'Delete Product?',
    /** designed */
    confirmDelete: (name: string) => `Are you sure to delete '${name}' product?`,
    /** designed: a product that licenses use stays, and the answer says how many packs keep it. */
    inUse: (packs: number) =>
      `This product cannot be deleted: ${packs} license ${packs === 1 ? 'pack uses' : 'packs use'} it.`,
    /** designed */
    idTaken: (id: number) => `A product with the id ${id} already exists.`,
    /** designed: licenses name their product by id, so it never changes. */
    idFixed: 'The product id cannot change.',
    /** designed */
    downloadLinkFormat: incorrectFormat('Download Link'),
    /** designed */
    noProducts: 'There are no products to show.',
    /** designed */
    noSkus: 'No SKUs yet.',
  },
  skus: {
    alreadyExists: 'Sku already exists',
    invalidNumber: 'You must insert a valid number',
    /** designed */
    skuRequired: requiredField('Sku'),
  },
  aiTokenLimit: {
    /** designed */
    invalid: 'The token limit must be a whole number of 0 or more.',
    /** designed: the server's refusals of a limit change (spec §6 row 10: product 7 with a token id only). */
    notAvailable: 'This license pack has no AI features.',
    licenseMismatch: 'LicenseId must name the license pack of the address.',
  },
  sso: {
    title: 'Single Sign On Sites',
    addSite: 'Add Site',
    name: 'Name',
    url: 'URL',
    publicKey: 'Public Key',
    privateKey: 'Private Key',
    updated: 'Updated',
    created: 'Created',
    deleted: 'Deleted successfully.',
    /** designed: the site form's checks (spec §2.9 says only that an invalid model disables the button). */
    nameRequired: requiredField('Name'),
    urlFormat: incorrectFormat('URL'),
    publicKeyRequired: requiredField('Public Key'),
    privateKeyRequired: requiredField('Private Key'),
    confirmDeleteTitle: 'Delete SSO?',
    confirmDelete: (name: string) => `Are you sure to delete '${name}' SSO?`,
    /** designed: the server's checks of a site's key pair, name and URL (spec §2.9 names the fields only). */
    publicKeyFormat:
      'The Public Key must be a PEM public key (-----BEGIN PUBLIC KEY-----) of a P-256 or RSA (2048 bits or more) key.',
    privateKeyFormat:
      'The Private Key must be an unencrypted PEM private key (-----BEGIN PRIVATE KEY-----) of a P-256 or RSA (2048 bits or more) key.',
    keyPairMismatch: 'The Public Key and the Private Key are not a key pair.',
    /** designed: the update keeps the key pair; its private key is sealed on the server and never shown again. */
    keyPairFixed: 'The key pair of a site cannot change here. To use new keys, rotate them.',
    nameTaken: 'An SSO site with this name already exists.',
    urlTaken: 'An SSO site with this URL already exists.',
    /** designed: the list with no site. */
    noSites: 'There are no SSO sites to show.',
    /** designed (beyond the spec): key rotation, its overlap and its refusal while an overlap lasts. */
    overlapDays: 'Overlap (days)',
    overlapDaysRange: `The overlap must be a whole number of days from ${SSO_KEY_OVERLAP_DAYS.min} to ${SSO_KEY_OVERLAP_DAYS.max}.`,
    rotationUnderWay:
      'This site’s previous key is still valid. Rotate again after it expires, so the site never loses the key it uses.',
  },
  users: {
    noUsers: 'There are no users to show.',
    invalidSearch: 'Please specify valid characters for names or valid email formats',
    listUpdated: 'The users list has been updated.',
    /** designed: a role toggle batch that would leave no administrator. */
    lastAdministrator: 'At least one IM Super Administrator must remain. Nothing was changed.',
    created: 'User information was successfully Created',
    updated: 'User information was successfully updated',
    profileUpdated:
      'User information was successfully updated.Please check your mail for confirmation of email changing.',
  },
  profile: {
    selectCountry: 'Please select your Country',
    firstNameRequired: requiredField('First Name'),
    lastNameRequired: requiredField('Last Name'),
    emailRequired: requiredField('Email'),
    emailFormat: incorrectFormat('email'),
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
  },
  passwordSettings: {
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
  },
  /** designed: the bounds every input of the contract holds to (entities/bounds.ts); the spec gives none. */
  bounds: {
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
  },
  transport: {
    noResponse: 'The request was made but no response was received.',
    genericError: 'There were some error please contact to Administrators.',
  },
  /** designed: answers of the sign-in, code and reset calls that the console shows as the server's text. */
  auth: {
    tooManyAttempts: (minutes: number) =>
      `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
    verificationNeeded: 'A verification code is still needed.',
    notSignedIn: 'You are not signed in.',
    codeExpired: 'The code has expired or was already used. Please send a new code.',
    noCodeSent: 'Please send a code first.',
    noPhone: 'There is no phone number on your profile. Please use Email instead.',
    resendTooSoon: (seconds: number) =>
      `A code was sent moments ago. Please wait ${seconds} seconds before sending another.`,
    passwordExpired: 'Password had expired. We have sent you an e-mail to set a new one.',
    resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
    passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
    passwordTooLong: 'The password may be at most 256 characters long.',
    passwordRecentlyUsed: 'This password was used recently. Please choose one you have not used before.',
    crossSite: 'Cross-site requests are not allowed.',
    jsonBodyOnly: 'This call takes a JSON body (Content-Type: application/json).',
    /** designed: external sign-in (OpenID Connect providers, support desk, SSO sites). */
    externalProviderNotConfigured: (provider: string) => `The ${provider} sign-in is not configured.`,
    externalLoginCodeInvalid: 'This sign-in link is invalid or has expired. Please sign in again.',
    externalTokenInvalid: 'This sign-in request is invalid or has expired. Please go back to the site and start again.',
    externalTwoFactorRequired:
      'Your password policy requires a verification code. Please sign in to the console first, then try again.',
    supportDeskNotConfigured: 'The support-desk sign-in is not configured on this server.',
    ssoNotConfigured: 'Single sign-on is not configured on this server.',
    /** designed: the account-wide lock after failed sign-ins from many addresses. */
    accountLocked: (minutes: number) =>
      `This account is locked for ${waitingTime(minutes)} after repeated failed sign-ins. Reset your password (Forgot Password) to sign in at once.`,
    /** designed: the account's verification codes are used up for the day, whatever new session asks. */
    codeChecksLocked: (minutes: number) =>
      `Too many wrong verification codes. No code can be checked for ${waitingTime(minutes)}. Reset your password (Forgot Password) to sign in at once.`,
  },
  /** designed: the dialog a form shows when its save found the record changed by someone else since it loaded (412). */
  staleEdit: {
    title: 'Someone else saved this first',
    description: (who: string, when: string) =>
      `${who} changed this record on ${when}, after you opened it. Your edit is not saved yet.`,
    someone: 'Someone',
    unknownTime: 'a moment ago',
    differencesLabel: 'Their saved values beside your edit',
    field: 'Field',
    theirs: 'Saved now',
    mine: 'Your edit',
    noDifferences: 'Their change left every field of your edit as it is.',
    reload: 'Reload',
    reloadHint: 'Reload shows the saved values and drops your edit.',
    overwrite: 'Overwrite',
    overwriteHint: 'Overwrite saves your edit over their change.',
    reloaded: 'The form shows the saved values now.',
    checked: 'Yes',
    unchecked: 'No',
    empty: '(empty)',
  },
  /** designed: the server's answers that belong to no one call (its error shape's `message`). */
  server: {
    /** An unknown or unreadable record: a foreign or tampered id answers exactly like a missing one. */
    notFound: 'Not Found',
    /** A request whose parts fail the contract's schemas (the fields say which). */
    requestInvalid: 'The request is not valid.',
    /** Any failure inside the server; the log keeps its cause. */
    internalError: 'Something went wrong on the server.',
    /** designed: the database cannot be reached for a moment (restart, failover); nothing of the request was kept. */
    databaseUnavailable: 'The service is briefly unavailable. Nothing was changed; please try again in a few seconds.',
    /** designed: a write based on a version of the record that another change has replaced (412). */
    preconditionFailed: 'Someone else changed this record after you opened it. Nothing was saved.',
    /** designed: an If-Match header outside its grammar (a list of quoted ETags, or *). */
    ifMatchInvalid: 'The If-Match header must be * or a list of quoted ETags, as an earlier answer gave them.',
    /** designed: Retry of a failed message whose code or link expired; sending it would only drop it unsent (409). */
    retryExpired:
      'The code or link in this message has expired, so it cannot be sent again. Nothing was changed; the person can ask for a new one.',
    /** Development only: the stand-in SSO site finds no site registered at its own URL. */
    ssoDemoSiteMissing: (url: string) => `No SSO site has the URL ${url}.`,
  },
  /** designed: the e-mail and SMS the server sends. */
  mail: {
    resetLink: {
      subject: 'Reset your License Console password',
      text: (link: string, lifetimeMinutes: number) =>
        `Someone asked to reset the password of your License Console account.\n\nSet a new password here (the link works once, for ${lifetimeMinutes} minutes):\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
    },
    verificationCode: {
      subject: 'Your License Console verification code',
      text: (code: string, lifetimeMinutes: number) =>
        `Your License Console verification code is ${code}. It expires in ${lifetimeMinutes} minutes.`,
    },
    /** Sent once when a lock starts, saying until when and how to regain the account at once. */
    accountLocked: {
      subject: 'Your License Console account was locked',
      signIn: (until: string, forgotPasswordUrl: string) =>
        `Your License Console account was locked after repeated failed sign-ins, until ${until}.\n\nTo sign in at once, reset your password; a completed reset lifts the lock:\n${forgotPasswordUrl}\n\nIf the failed sign-ins were not yours, someone may be guessing your password. A long password you use nowhere else keeps them out.`,
      codes: (until: string, forgotPasswordUrl: string) =>
        `Your License Console account was locked after repeated wrong verification codes, until ${until}.\n\nWhoever entered them knew your password. Reset it now; a completed reset also lifts the lock:\n${forgotPasswordUrl}`,
    },
    /** designed: a new account's first password, set through a link (no password travels by e-mail). */
    accountCreated: {
      subject: 'Your License Console account',
      text: (link: string, lifetimeDays: number) =>
        `An administrator created a License Console account for this e-mail address.\n\nChoose your password here (the link works once, for ${lifetimeDays} days):\n${link}\n\nAfter that, sign in with this e-mail address and that password.`,
    },
    /** designed: the link that confirms a profile's new e-mail address. */
    confirmEmail: {
      subject: 'Confirm your new License Console e-mail address',
      text: (link: string, lifetimeHours: number) =>
        `Someone asked to use this address for a License Console account.\n\nConfirm it here (the link works once, for ${lifetimeHours} hours):\n${link}\n\nUntil then the account keeps its current address. If it was not you, ignore this e-mail.`,
    },
    /** designed: the notice of a password change to the account's owner. */
    passwordChanged: {
      subject: 'Your License Console password was changed',
      text: 'The password of your License Console account was just changed. Every session of the account has ended but the one it was changed in.\n\nIf it was not you, reset your password at once with "Forgot password?" on the sign-in page, and tell your administrator.',
    },
    /** designed: the notice to the old address of an e-mail change, with the single-use link that undoes it. */
    emailChangedNotice: {
      subject: 'Your License Console e-mail address was changed',
      text: (newEmail: string, link: string, lifetimeDays: number) =>
        `The e-mail address of your License Console account was changed to ${newEmail}.\n\nIf it was not you, undo the change here (the link works once, for ${lifetimeDays} days): the account gets this address back, every session of it ends and its password stops working until you set a new one.\n${link}`,
    },
    /** designed: after an e-mail change is undone, the link to the restored address that sets the new password. */
    emailChangeUndone: {
      subject: 'Set a new License Console password',
      text: (link: string, lifetimeMinutes: number) =>
        `The e-mail change of your License Console account was undone: it has this address again. Its password no longer works, since whoever changed the address may know it.\n\nSet a new password here (the link works once, for ${lifetimeMinutes} minutes):\n${link}\n\nOnce it has expired, use "Forgot password?" on the sign-in page.`,
    },
    /**
     * The request a new pack administrator must accept (spec §4), with its single-use link; an address that had no
     * account also gets the link that sets its first password.
     */
    adminRequest: {
      subject: 'You have been asked to administer a license pack',
      text: (request: {
        requester: string;
        pack: string;
        link: string;
        lifetimeDays: number;
        setPasswordLink?: string | undefined;
      }) =>
        `${request.requester} has asked you to become the administrator of a license pack: ${request.pack}.\n\n` +
        (request.setPasswordLink
          ? `You have no License Console password yet. Choose one here first:\n${request.setPasswordLink}\n\n`
          : '') +
        `To accept, open this link and sign in with this e-mail address (the link works once, for ${request.lifetimeDays} days):\n${request.link}\n\n` +
        'Nothing changes until you accept. If you do not expect this request, ignore this e-mail.',
    },
  },
  /** designed: the development outbox page (DEV_ROUTES=true), where the demo's e-mail and SMS can be read. */
  devOutbox: {
    title: 'Outbox',
    intro: 'The e-mail and SMS the server would have sent, newest first.',
    empty: 'Nothing has been sent yet.',
  },
} as const;

export type Messages = typeof messages;
