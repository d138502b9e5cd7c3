import { queryKeysFactory } from '../api/query-keys.ts';

/** A person's page read; each of its actions, and a change to one of their seats, invalidates `personKeys.all`. */
const personKeys = queryKeysFactory('people');

export { personKeys };
