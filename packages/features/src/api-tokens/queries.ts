import { queryKeysFactory } from '../api/query-keys.ts';

/** The API token reads; a create or a revoke invalidates `apiTokenKeys.all`. */
const apiTokenKeys = queryKeysFactory('apiTokens');

export { apiTokenKeys };
