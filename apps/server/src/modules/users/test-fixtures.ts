/**
 * The profile the users tests' accounts are made with (Ann Account of Northwind, US), as a form sends it, under
 * `email` and with `changes` over it.
 */
export const profileBody = (email: string, changes: Record<string, unknown> = {}) => ({
  firstName: 'Ann',
  lastName: 'Account',
  email,
  company: 'Northwind',
  countryCode: 'US',
  phone: '5550100',
  ...changes,
});
