import { describe, expect, it } from 'vitest';
import * as messages from './messages/sections.ts';
import { incorrectFormat, outOfRange, requiredField, waitingTime } from './messages.ts';

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allStrings);
  return [];
}

const catalogue = new Set(allStrings(messages));

/** Spec §1, §2, §4, §5, §6 and §8, copied word for word. */
const specStrings = [
  // §1
  'Welcome to the console. Here you can manage your licenses.',
  // §2.1-2.2
  'No match',
  'LICENSES',
  'MY PROFILE',
  'USERS',
  'PRODUCTS',
  'SUPPORT & FAQ',
  'LOG OUT',
  'Licenses',
  'My Profile',
  'Manage Users',
  'Products',
  'Password Setting',
  'Users',
  'Ok',
  'Processing...',
  'Update Country',
  'Maybe Later',
  // §2.3
  'Remember Password',
  'Forgot Password',
  'Log in',
  'Login Error',
  'Having trouble signing in',
  'Email me',
  'Email Sent',
  'Return to login',
  'Verify Code',
  'Logout',
  'you are logged out from the provider',
  'Return to home',
  // §2.4
  'PRODUCT',
  'EMAIL',
  'TYPE',
  'STATUS',
  'VALID FROM',
  'VALID UNTIL',
  '#USERS',
  'Help me look for:',
  'SEARCH',
  'Manage Licenses',
  'Add License',
  'Merge License',
  'ADD LICENSE',
  'BACK',
  'Password Settings',
  // §2.5
  'Access Denied',
  'Email',
  'First Name',
  'Last Name',
  'Start Date',
  'End Date',
  'Number of Licenses',
  'SharePoint Integration',
  'Advanced Template',
  // §2.6
  'No information for merging',
  'Select License Packs for merging',
  'Trial',
  'Full',
  'MAIN',
  'MERGE',
  'Merge Licenses',
  // §2.7
  'Operation not available',
  'Change License Admin',
  'Cloud Settings',
  'Import/Export Users',
  'AI Features',
  'ROLE',
  'FIRST NAME',
  'LAST NAME',
  'LAST USAGE',
  'VERSION',
  'Manage Access',
  'Revoke User',
  'Edit Name',
  'Save Name',
  // §2.8-2.10
  'Edit',
  'Delete',
  'Add Product',
  'Single Sign On Sites',
  'Add Site',
  'Name',
  'URL',
  'Public Key',
  'Private Key',
  'Create',
  'Update',
  'There are no users to show.',
  'Edit User',
  'Save',
  // §4
  'YES',
  'CANCEL',
  'NO',
  'Active',
  'Expired',
  'User is part of other organization',
  'User is part of other organization2',
  // §5
  'Email is not valid.',
  'Start Date is not valid.',
  'End date is not valid.',
  'Start Date should not be greater than End Date.',
  'email address is required and cannot be empty',
  'Start date is required and cannot be empty',
  'Start date is not valid',
  'Start date cannot be less than current date',
  'Start date cannot be greater than end date',
  'End date is required and cannot be empty',
  'End date is not valid',
  'End date cannot be less than current date',
  'End date cannot be less than start date',
  'Number of license is required and cannot be empty',
  'Email address is invalid. Please enter a valid address.',
  'First Name is a required field',
  'Last Name is a required field',
  'Please specify a valid email address different to the current admin license.',
  'Please specify valid characters for product names',
  'Sku already exists',
  'You must insert a valid number',
  'Sign in failed! Please check your credentials and try again.',
  'The code sent is incorrect.',
  'Password did not match Password Policy!',
  'Password did not match! Please try again!',
  'Password did not match, try again!',
  'Password can not be blank, try again!',
  'Please select your Country',
  'Please specify valid characters for names or valid email formats',
  // §6
  'Set Password Policy',
  'sets minimum length and strength for all users of this license',
  // §8
  'The request was made but no response was received.',
  'There were some error please contact to Administrators.',
  'License Renew',
  'Usage Error',
  'Password had expired',
  'A code was already sent to your phone.',
  'A code was sent to your email.',
  'License Created',
  'License Updated',
  'License Deleted',
  'License Renewed',
  'Licenses were merged successfully.',
  'License Usage was added successfully.',
  'Usage was revoked successfully.',
  'First Name and Last Name were updated successfully.',
  'Usages were imported successfully',
  'The license administrator was successfully changed.',
  'The license organization name was successfully changed.',
  'The license organization was successfully changed.',
  'The license organization was successfully linked.',
  'Lifetime license was changed sucessfully.',
  'Deleted successfully.',
  'User information was successfully updated.Please check your mail for confirmation of email changing.',
  'User information was successfully Created',
  'User information was successfully updated',
  'The users list has been updated.',
  'Password settings saved successfully.',
  'The new user license was successfully assigned.',
  'Updated',
  'Created',
  'Delete SSO?',
];

describe('given the message catalogue', () => {
  it.each(specStrings)('should hold the spec string "%s" word for word', (text) => {
    expect(catalogue.has(text)).toBe(true);
  });

  it('should spell the SSO delete confirmation with the site name in quotes', () => {
    expect(messages.sso.confirmDelete('Portal')).toBe("Are you sure to delete 'Portal' SSO?");
  });

  it('should spell a refused assignment with the server message', () => {
    expect(messages.licenseUsers.assignFailed('a@b.co', 'No seats')).toBe("Email:'a@b.co' - No seats");
  });

  it('should spell a refused assignment without a server message', () => {
    expect(messages.licenseUsers.alreadyAssigned('a@b.co')).toBe(
      'Email:"a@b.co" has already been assigned a license, please revoke it before trying to assign it to a new license.',
    );
  });

  it('should count sessions in the Remove Session item', () => {
    expect(messages.licenseUsers.removeSession(3)).toBe('Remove Session (3)');
  });

  it('should mention both counts in the renew dialog', () => {
    const text = messages.licenseActions.renewTooManyUsers(7, 5);
    expect(text).toContain('7');
    expect(text).toContain('5');
  });

  it('should give different confirmations for each merge warning', () => {
    const texts = new Set([
      messages.merge.confirmEndsLater,
      messages.merge.confirmProductsDiffer,
      messages.merge.confirmBoth,
    ]);
    expect(texts.size).toBe(3);
  });

  it('should never hold an empty string', () => {
    expect([...catalogue].filter((text) => text.trim() === '')).toEqual([]);
  });
});

describe('given the message templates', () => {
  it.each([
    [requiredField('First Name'), 'First Name is a required field'],
    [requiredField('Email'), 'Email is a required field'],
    [incorrectFormat('email'), 'The email has an incorrect format.'],
    [outOfRange('Uppercase characters', 1, 10), 'Uppercase characters must be between 1 and 10.'],
  ])('should render %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('should say one thing of an address that is not an e-mail address, in spec §5 words, wherever it is typed', () => {
    expect(messages.addUser.emailInvalid).toBe('Email address is invalid. Please enter a valid address.');
    expect(messages.profile.emailFormat).toBe(messages.addUser.emailInvalid);
    expect(messages.login.emailFormat).toBe(messages.addUser.emailInvalid);
  });

  it.each([
    [1, 'At least 1 uppercase letter'],
    [2, 'At least 2 uppercase letters'],
  ])('should label an uppercase rule of %i as "%s"', (count, label) => {
    expect(messages.passwordPolicy.uppercase(count)).toBe(label);
  });

  it.each([
    [1, 'At least 1 number or special character'],
    [3, 'At least 3 numbers or special characters'],
  ])('should label a special-or-number rule of %i as "%s"', (count, label) => {
    expect(messages.passwordPolicy.specialOrNumber(count)).toBe(label);
  });

  it('should label the length rule with its count', () => {
    expect(messages.passwordPolicy.minLength(8)).toBe('At least 8 characters');
  });

  it.each([
    [1, '1 minute'],
    [30, '30 minutes'],
    [90, '90 minutes'],
    [91, '2 hours'],
    [1440, '24 hours'],
  ])('should state a wait of %i minutes as "%s"', (minutes, text) => {
    expect(waitingTime(minutes)).toBe(text);
  });
});
