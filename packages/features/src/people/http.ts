import { peopleCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { PeopleApi } from './api.ts';

/**
 * A person's page over HTTP; loaded on first use by createHttpConsoleApi. The read's 404 (an unknown id, or someone
 * the caller may not read) is the page's own to show, as is any failure of it, never the /404 or /500 page.
 */
function createHttpPeopleApi({ callContract }: Transport): PeopleApi {
  const person = (userId: string) => ({ params: { userId } });
  return {
    getPerson: (userId) => callContract(peopleCalls.getPerson, person(userId), { redirects: false }),
    signOutEverywhere: (userId) => callContract(peopleCalls.signOutEverywhere, person(userId)),
    forcePasswordChange: async (userId) => {
      await callContract(peopleCalls.forcePasswordChange, person(userId));
    },
    resendSetPassword: async (userId) => {
      await callContract(peopleCalls.resendSetPassword, person(userId));
    },
    deactivatePerson: (userId) => callContract(peopleCalls.deactivatePerson, person(userId)),
    reactivatePerson: (userId) => callContract(peopleCalls.reactivatePerson, person(userId)),
  };
}

export { createHttpPeopleApi };
