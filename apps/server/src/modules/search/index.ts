import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { searchRoutes } from './routes.ts';
import { createSearchService } from './service.ts';

/** Finding anything from the header: packs, people, products and SSO sites, a few of each, as the caller may see them. */
export function searchModule(db: Database): ServerModule {
  return { name: 'search', routes: searchRoutes(createSearchService(db)) };
}
