import { recordListPaths } from './route-path.ts';

/** Spec §2.9: the SSO sites list, a new site and a site's form. */
export const ssoSitePaths = recordListPaths('/single-sign-on', 'siteId');
