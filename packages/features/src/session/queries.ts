import { queryKeysFactory } from '../api/query-keys.ts';

/** The session's reads; everything else a signed-in user read goes when the session ends. */
const sessionKeys = queryKeysFactory('session');

export { sessionKeys };
