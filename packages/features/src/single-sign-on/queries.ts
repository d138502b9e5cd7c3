import { queryKeysFactory } from '../api/query-keys.ts';

/** The SSO site reads; every change invalidates `ssoSiteKeys.all`. */
const ssoSiteKeys = queryKeysFactory('singleSignOn');

/** The edit form's read (the site with its ETag), which a key rotation refreshes: the rotation makes a new version. */
const ssoSiteForEditKey = (siteId: string) => ssoSiteKeys.call('ssoSiteForEdit', siteId);

export { ssoSiteForEditKey, ssoSiteKeys };
