import { contract } from '@license-console/domain';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { SearchService } from './service.ts';

/** The server side of the header's search: any signed-in account, each reading what it may see. */
export function searchRoutes(search: SearchService): ContractRoute[] {
  return [serve(contract.search, 'user', ({ session, query }) => search.search(session!.user, query.q))];
}
