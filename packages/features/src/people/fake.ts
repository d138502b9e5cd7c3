import {
  type Person,
  type PersonActions,
  type PersonSeat,
  peopleMessages,
  productName,
  requireUsDate,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import type { LicenseUsagesApi } from '../license-usages/api.ts';
import type { LicensesApi } from '../licenses/api.ts';
import type { PeopleApi } from './api.ts';
import { type FakePerson, fakePeople } from './fake-people.ts';

/** Who the fake's person pages answer for. */
interface FakePeopleActor {
  administrator: boolean;
  email: string | null;
}

/** A MM/DD/YYYY day as the instant its UTC midnight is. */
function dayInstant(day: string): string {
  const { year, month, day: date } = requireUsDate(day);
  return new Date(Date.UTC(year, month - 1, date)).toISOString();
}

/**
 * What the actor may do to the person now, as the server decides it: the stronger actions are an administrator's, and
 * a manager helps no administrator.
 */
function actionsFor(actor: FakePeopleActor, person: FakePerson): PersonActions {
  const { signIn } = person;
  const active = signIn.deactivated === null;
  const self = actor.email?.toLowerCase() === person.email.toLowerCase();
  const helps = actor.administrator || !person.administrator;
  return {
    signOutEverywhere: helps && signIn.activeSessions > 0,
    forcePasswordChange: actor.administrator && signIn.hasPassword && !signIn.mustChangePassword,
    resendSetPassword: helps && active && !signIn.hasPassword,
    deactivate: actor.administrator && active && !self,
    reactivate: actor.administrator && !active,
  };
}

/**
 * A person's page in memory, over the fakes' packs and their users, scoped as the server scopes it: an administrator
 * reads and acts on anyone, with every seat; a pack's manager reads the people holding a seat in a pack they manage
 * (only those seats), may sign them out everywhere or resend their set-password mail; anyone else, or a person the
 * actor may not read, answers 404 as an unknown id does. 401 signed out; each refusal of the server with its message.
 */
function createFakePeopleApi(
  actorOf: () => FakePeopleActor | null,
  wait: () => Promise<void>,
  sources: {
    licenses: Pick<LicensesApi, 'listLicenses'>;
    licenseUsages: Pick<LicenseUsagesApi, 'licenseUsages'>;
  },
): PeopleApi {
  const people = new Map(fakePeople.map((person) => [person.id, structuredClone(person)]));

  /** The seats of the person in the packs the actor manages (every pack, for an administrator). */
  const seatsOf = async (actor: FakePeopleActor, person: FakePerson): Promise<PersonSeat[]> => {
    const packs = (await sources.licenses.listLicenses()).filter((license) => actor.administrator || license.canManage);
    const lists = await Promise.all(
      packs.map(async (license) => {
        try {
          return { license, list: await sources.licenseUsages.licenseUsages(license.encryptedId) };
        } catch {
          return null;
        }
      }),
    );
    return lists.flatMap((entry) => {
      if (!entry) return [];
      const { license, list } = entry;
      return list.usages
        .filter((usage) => usage.accountName.toLowerCase() === person.email.toLowerCase())
        .map((usage) => ({
          licenseId: license.encryptedId,
          usageId: usage.cryptId,
          productId: license.productId,
          productName: productName(license.productId),
          packAdministrator: license.name,
          validUntil: license.endDate,
          role: list.canShowRoles ? usage.roleName : null,
          assigned: dayInstant(usage.assignedOn ?? license.startDate),
          lastUsed: usage.lastUsage === null ? null : dayInstant(usage.lastUsage),
          sessions: usage.sessionCount,
          manageable: true,
        }));
    });
  };

  /** The person and their seats, when the actor may read them; else the 404 of an unknown id. */
  const readable = async (userId: string) => {
    await wait();
    const actor = actorOf();
    if (!actor) throw new ApiError(401, messages.auth.notSignedIn);
    const person = people.get(userId);
    if (!person) throw new ApiError(404, messages.server.notFound);
    const seats = await seatsOf(actor, person);
    if (!actor.administrator && seats.length === 0) throw new ApiError(404, messages.server.notFound);
    return { actor, person, seats };
  };
  const answer = ({ actor, person, seats }: Awaited<ReturnType<typeof readable>>): Person => {
    const { signIn, ...account } = structuredClone(person);
    return { ...account, signIn, seats, actions: actionsFor(actor, person) };
  };
  /** Only an administrator's: the manager's 403 for the stronger actions. */
  const administrator = (actor: FakePeopleActor) => {
    if (!actor.administrator) throw new ApiError(403, messages.app.accessDenied);
  };

  return {
    getPerson: async (userId) => answer(await readable(userId)),
    signOutEverywhere: async (userId) => {
      const { person } = await readable(userId);
      const signedOut = person.signIn.activeSessions;
      person.signIn.activeSessions = 0;
      return { signedOut };
    },
    forcePasswordChange: async (userId) => {
      const { actor, person } = await readable(userId);
      administrator(actor);
      person.signIn.mustChangePassword = true;
    },
    resendSetPassword: async (userId) => {
      const { person } = await readable(userId);
      if (person.signIn.hasPassword) throw new ApiError(400, peopleMessages.hasPassword);
    },
    deactivatePerson: async (userId) => {
      const read = await readable(userId);
      administrator(read.actor);
      if (read.actor.email?.toLowerCase() === read.person.email.toLowerCase()) {
        throw new ApiError(400, peopleMessages.notYourself);
      }
      if (read.person.signIn.deactivated !== null) throw new ApiError(400, peopleMessages.alreadyDeactivated);
      read.person.signIn.deactivated = new Date().toISOString();
      read.person.signIn.activeSessions = 0;
      return answer(read);
    },
    reactivatePerson: async (userId) => {
      const read = await readable(userId);
      administrator(read.actor);
      if (read.person.signIn.deactivated === null) throw new ApiError(400, peopleMessages.notDeactivated);
      read.person.signIn.deactivated = null;
      return answer(read);
    },
  };
}

export { createFakePeopleApi, type FakePeopleActor };
