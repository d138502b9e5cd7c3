import { queryKeysFactory } from '../api/query-keys.ts';

/** The SSO site reads; every change invalidates `ssoSiteKeys.all`. */
const ssoSiteKeys = queryKeysFactory('singleSignOn');

export { ssoSiteKeys };
