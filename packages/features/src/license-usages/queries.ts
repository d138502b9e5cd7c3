import { queryKeysFactory } from '../api/query-keys.ts';

/** A pack's users and roles; every change to them invalidates `licenseUserKeys.all` (and the license grid's counts). */
const licenseUserKeys = queryKeysFactory('licenseUsages');

export { licenseUserKeys };
