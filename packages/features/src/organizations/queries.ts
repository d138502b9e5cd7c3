import { queryKeysFactory } from '../api/query-keys.ts';

/** A pack's organization as Cloud Settings reads it; each change of the dialog reads it again. */
const organizationKeys = queryKeysFactory('organizations');

export { organizationKeys };
