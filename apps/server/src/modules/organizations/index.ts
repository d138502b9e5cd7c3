import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { organizationRoutes } from './routes.ts';
import { createOrganizationService, type PackReader } from './service.ts';

/**
 * What the organizations module offers the others: its statements, run inside their own transaction (the add-user
 * row's organization conflicts settle inside the assignment's).
 */
export {
  createOrganizationRepository,
  type OrganizationMember,
  type OrganizationRow,
  type PackOrganization,
} from './repository.ts';

/** A pack's cloud organization (spec §2.7 Cloud Settings): read, rename, change, and link in two steps. */
export function organizationsModule(deps: { db: Database; packs: PackReader }): ServerModule {
  return { name: 'organizations', routes: organizationRoutes(createOrganizationService(deps)) };
}
