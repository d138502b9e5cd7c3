import { contract } from '@license-console/domain';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import { clearSessionCookie } from '../../plugins/session.ts';
import type { PeopleService } from './service.ts';

/** The server side of a person's page; who may make each call is the service's rule. */
export function peopleRoutes(people: PeopleService): ContractRoute[] {
  return [
    serve(contract.getPerson, 'user', ({ session, params }) => people.getPerson(session!.user, params.userId)),
    serve(contract.signOutEverywhere, 'user', async ({ session, params, request, reply }) => {
      const { signedOut, ownAccount } = await people.signOutEverywhere(session!.user, params.userId);
      // The caller's own session ended with the others: the browser forgets its cookie as at a logout.
      if (ownAccount && !session!.apiTokenId) clearSessionCookie(request, reply);
      return { signedOut };
    }),
    serve(contract.forcePasswordChange, 'user', async ({ session, params }) => {
      await people.forcePasswordChange(session!.user, params.userId);
      return { ok: true as const };
    }),
    serve(contract.resendSetPassword, 'user', async ({ session, params }) => {
      await people.resendSetPassword(session!.user, params.userId);
      return { ok: true as const };
    }),
    serve(contract.deactivatePerson, 'user', ({ session, params }) =>
      people.deactivatePerson(session!.user, params.userId),
    ),
    serve(contract.reactivatePerson, 'user', ({ session, params }) =>
      people.reactivatePerson(session!.user, params.userId),
    ),
  ];
}
