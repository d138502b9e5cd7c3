import { contract } from '@license-console/domain';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { UserService } from './service.ts';

/** The server side of the users list's calls (spec §2.10, §7 "Users"); who may call them is the service's rule. */
export function userRoutes(users: UserService): ContractRoute[] {
  return [
    serve(contract.searchUserPaged, 'user', ({ session, query }) => users.searchUserPaged(session!.user, query)),
    serve(contract.searchUserPagedCount, 'user', ({ session, query }) =>
      users.searchUserPagedCount(session!.user, query.criteria),
    ),
    serve(contract.toggleUserRoles, 'user', async ({ session, body }) => {
      await users.toggleUserRoles(session!.user, body);
      return { ok: true as const };
    }),
  ];
}
