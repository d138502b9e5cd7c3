import type { ServerModule } from '../module.ts';
import { licenseRoutes } from './routes.ts';
import type { LicenseService } from './service.ts';

export type { HeldSeats, SeatRelease } from './seat-plan.ts';
export { createLicenseService, type LicenseService } from './service.ts';

/** License packs (spec §2.4–§2.6): search, the administrator's changes, merge, administrator handover. */
export function licensesModule(licenses: LicenseService): ServerModule {
  return { name: 'licenses', routes: licenseRoutes({ licenses }) };
}
