import type { Database } from '../../db/database.ts';
import type { Messenger } from '../../lib/messenger.ts';
import type { ProductService } from '../products/service.ts';
import type { ResetLinks } from '../session/reset-links.ts';
import type { UserService } from '../users/service.ts';
import { createAdminHandover } from './admin-handover.ts';
import { createLicenseMerge } from './merge.ts';
import { createLicenseSearch } from './search.ts';
import type { SeatRelease } from './seat-plan.ts';
import { createLicenseWrites } from './writes.ts';

export type { LicenseActor } from './access.ts';

export interface LicenseServiceDeps {
  db: Database;
  users: UserService;
  products: ProductService;
  messenger: Messenger;
  resetLinks: ResetLinks;
  publicUrl: string;
  /** The license users module's revokes, for an update or renewal that lowers a pack below its users. */
  seats: SeatRelease;
}

/**
 * The spec §7 "Licenses" calls, one method per call (named after it), split by concern: search, writes, merge,
 * administrator handover. Authorization (§6) happens in each method, before anything is read or changed.
 */
export function createLicenseService(deps: LicenseServiceDeps) {
  const search = createLicenseSearch(deps.db);
  return {
    ...search,
    ...createLicenseWrites(deps),
    ...createLicenseMerge(deps),
    ...createAdminHandover({ ...deps, search }),
  };
}

export type LicenseService = ReturnType<typeof createLicenseService>;
