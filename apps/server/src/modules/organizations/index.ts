import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { organizationRoutes } from './routes.ts';
import { createOrganizationService, type PackReader } from './service.ts';

export { organizationsWithin } from './in-transaction.ts';
export type { OrganizationMember, OrganizationRow, PackOrganization } from './types.ts';

/** A pack's cloud organization (spec §2.7 Cloud Settings): read, rename, change, and link in two steps. */
export function organizationsModule(deps: { db: Database; packs: PackReader }): ServerModule {
  return { name: 'organizations', routes: organizationRoutes(createOrganizationService(deps)) };
}
