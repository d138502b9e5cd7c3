import { contract } from '@license-console/domain';
import type { FastifyRequest } from 'fastify';
import { answerVersioned } from '../../lib/row-versions.ts';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { SessionContext } from '../../plugins/session.ts';
import type { AccountService, ChangeOrigin } from './accounts.ts';
import type { UserService } from './service.ts';

/** The session and client address a change comes from. */
function originOf(session: SessionContext, request: FastifyRequest): ChangeOrigin {
  return { sessionId: session.id, address: request.ip };
}

/** The server side of the Users calls (spec §2.10, §7 "Users"); who may call them is the services' rule. */
export function userRoutes(users: UserService, accounts: AccountService): ContractRoute[] {
  return [
    serve(contract.searchUserPaged, 'user', ({ session, query }) => users.searchUserPaged(session!.user, query)),
    serve(contract.searchUserPagedCount, 'user', ({ session, query }) =>
      users.searchUserPagedCount(session!.user, query.criteria),
    ),
    serve(contract.toggleUserRoles, 'user', async ({ session, body }) => {
      await users.toggleUserRoles(session!.user, body);
      return { ok: true as const };
    }),
    serve(contract.exportUsersCsv, 'user', async ({ session, query, reply }) => {
      reply.header('content-disposition', 'attachment; filename="users.csv"');
      return users.exportUsersCsv(session!.user, query.criteria);
    }),
    serve(contract.countriesPhone, 'user', () => accounts.countriesPhone()),
    serve(contract.currentUserProfile, 'user', async ({ session, reply }) =>
      answerVersioned(reply, await accounts.currentUserProfile(session!.user)),
    ),
    serve(contract.getUser, 'user', async ({ session, params, reply }) =>
      answerVersioned(reply, await accounts.getUser(session!.user, params.userId)),
    ),
    serve(contract.updateProfile, 'user', async ({ session, body, request, precondition, reply }) =>
      answerVersioned(
        reply,
        await accounts.updateProfile(session!.user, body, originOf(session!, request), precondition),
      ),
    ),
    serve(contract.createUser, 'user', ({ session, body }) => accounts.createUser(session!.user, body)),
    serve(contract.updateUser, 'user', async ({ session, body, request, precondition, reply }) =>
      answerVersioned(reply, await accounts.updateUser(session!.user, body, originOf(session!, request), precondition)),
    ),
    serve(contract.updateUserLegacy, 'user', async ({ session, body, request, precondition, reply }) =>
      answerVersioned(
        reply,
        await accounts.updateUserLegacy(session!.user, body, originOf(session!, request), precondition),
      ),
    ),
    // The link proves the mailbox: whoever opens it need not be signed in.
    serve(contract.confirmEmailChange, 'public', async ({ body }) => {
      await accounts.confirmEmailChange(body.token);
      return { ok: true as const };
    }),
    // Likewise the link mailed to the previous address: its owner may be the one who no longer can sign in.
    serve(contract.undoEmailChange, 'public', async ({ body }) => {
      await accounts.undoEmailChange(body.token);
      return { ok: true as const };
    }),
  ];
}
