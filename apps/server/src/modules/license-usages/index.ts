import type { LicenseService } from '../licenses/index.ts';
import type { ModuleContext, ServerModule } from '../module.ts';
import { licenseUsageRoutes } from './routes.ts';
import { createLicenseUsageService } from './service.ts';

export { createSeatRelease } from './seat-release.ts';

/** The users of a license pack (spec §2.7): list, assign under the seat guard, edit, revoke, sessions, roles. */
export function licenseUsagesModule(context: ModuleContext, licenses: LicenseService): ServerModule {
  return {
    name: 'license-usages',
    routes: licenseUsageRoutes(createLicenseUsageService({ db: context.db, licenses })),
  };
}
