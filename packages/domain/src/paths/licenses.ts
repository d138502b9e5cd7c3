import { fillPath } from './route-path.ts';
import { sessionPaths } from './session.ts';

const section = '/license';
/** The section's screens below `section`, as its router matches them. */
const routes = {
  add: 'new',
  edit: 'edit/:encryptedLicenseId',
  renew: 'renew/:encryptedLicenseId',
  merging: 'merging',
  idleSeats: 'idle-seats',
} as const;

/**
 * Spec §2.1, §2.4–2.6: the console home and its license list, the license forms, the merge screen, and the idle seats
 * across packs (designed).
 */
export const licensePaths = {
  /** The console's root, which redirects to `private` keeping its query (a shared view of the list). */
  home: sessionPaths.home,
  /** The home's license list under the private area's own name (spec §2.1). */
  private: '/private',
  /** The home's Licenses detail: the license list, where a pack's users page closes to. */
  list: '/Licenses',
  section,
  routes,
  add: `${section}/${routes.add}`,
  edit: (encryptedLicenseId: string) => fillPath(`${section}/${routes.edit}`, { encryptedLicenseId }),
  renew: (encryptedLicenseId: string) => fillPath(`${section}/${routes.renew}`, { encryptedLicenseId }),
  merging: `${section}/${routes.merging}`,
  idleSeats: `${section}/${routes.idleSeats}`,
} as const;
