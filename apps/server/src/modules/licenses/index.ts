import type { ModuleContext, ServerModule } from '../module.ts';
import type { ProductService } from '../products/service.ts';
import type { UserService } from '../users/service.ts';
import { licenseRoutes } from './routes.ts';
import { createLicenseService } from './service.ts';

/** License packs (spec §2.4–§2.6): search, the administrator's changes, merge, administrator handover. */
export function licensesModule(
  context: ModuleContext,
  deps: { users: UserService; products: ProductService },
): ServerModule {
  const licenses = createLicenseService({
    db: context.db,
    users: deps.users,
    products: deps.products,
    messenger: context.messenger,
    publicUrl: context.publicUrl,
  });
  return { name: 'licenses', routes: licenseRoutes({ licenses }) };
}
