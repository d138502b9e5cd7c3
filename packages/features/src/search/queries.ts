import { queryKeysFactory } from '../api/query-keys.ts';

/** The header's search: one read per text, kept a little while so typing back and forth asks again only once. */
const searchKeys = queryKeysFactory('search');

export { searchKeys };
