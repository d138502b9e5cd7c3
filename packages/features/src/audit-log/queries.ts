import { queryKeysFactory } from '../api/query-keys.ts';

/** The history's reads; nothing here changes it (every write elsewhere adds to it). */
const historyKeys = queryKeysFactory('auditLog');

export { historyKeys };
