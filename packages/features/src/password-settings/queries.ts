import { queryKeysFactory } from '../api/query-keys.ts';

/** The password policy reads: the policy screen's, the profile form's, and a proposed policy's impact. */
const passwordSettingsKeys = queryKeysFactory('passwordSettings');

export { passwordSettingsKeys };
