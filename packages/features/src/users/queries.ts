import { queryKeysFactory } from '../api/query-keys.ts';

/** The user reads; every change invalidates `userKeys.all`. */
const userKeys = queryKeysFactory('users');

export { userKeys };
