import {
  can,
  canShowRoles,
  messages,
  type Person,
  type PersonActions,
  type PersonSeat,
  PRODUCT_IDS,
  peopleMessages,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { PasswordSettingsService } from '../password-settings/service.ts';
import { ACCOUNT_LOCKS, type ResetLinks } from '../session/index.ts';
import { createPeopleRepository, type LockedPerson, type PersonRow, type PersonSeatRow } from './repository.ts';

/** How the caller reads a person: every seat (an administrator), or those of the packs they administer. */
type Reading = 'administrator' | 'manager';

interface ReadPerson {
  row: PersonRow;
  seats: PersonSeatRow[];
  reading: Reading;
}

function refuse(status: number, message: string): never {
  throw new HttpError(status, message);
}

/** Anyone the caller may not read answers as an unknown id does. */
function notFound(): never {
  refuse(404, messages.server.notFound);
}

/**
 * A person's page (designed): one account with its seats, sign-in state and the helpdesk's actions. An administrator
 * reads and acts on anyone. An isManager account reads a person holding a seat in a pack it administers (those packs'
 * seats only, never product 9's, whose seats no one manages) and may sign them out everywhere or resend their
 * set-password mail, unless the person is an administrator; every other action is an administrator's (403 to such a
 * manager). Anyone else, and anyone the caller may not read, gets the 404 of an unknown id. Every change locks the
 * account's row and is audited in its transaction.
 */
export function createPeopleService(deps: {
  db: Database;
  passwordSettings: PasswordSettingsService;
  resetLinks: ResetLinks;
}) {
  const { db } = deps;
  const people = createPeopleRepository(db);

  async function read(caller: Actor, publicId: string): Promise<ReadPerson> {
    const row = (await people.person(publicId, ACCOUNT_LOCKS)) ?? notFound();
    const account = { id: row.internalId, email: row.email };
    if (caller.administrator)
      return { row, seats: await people.seats(account, caller.id, null), reading: 'administrator' };
    if (!caller.isManager) notFound();
    const seats = await people.seats(account, caller.id, {
      managerId: caller.id,
      excludedProductId: PRODUCT_IDS.onPrem,
    });
    if (seats.length === 0) notFound();
    return { row, seats, reading: 'manager' };
  }

  /** Whether the caller may help this person (sign out, resend the mail): an administrator, or a manager of a non-administrator. */
  const mayHelp = ({ row, reading }: ReadPerson) => reading === 'administrator' || !row.administrator;

  function actionsOf(caller: Actor, person: ReadPerson): PersonActions {
    const { row } = person;
    const administrator = person.reading === 'administrator';
    const helps = mayHelp(person);
    const deactivated = row.deactivated !== null;
    return {
      signOutEverywhere: helps && row.activeSessions > 0,
      forcePasswordChange: administrator && row.hasPassword && !row.mustChangePassword,
      resendSetPassword: helps && !row.hasPassword && !deactivated,
      deactivate: administrator && !deactivated && row.internalId !== caller.id,
      reactivate: administrator && deactivated,
    };
  }

  function seatOf(caller: Actor, seat: PersonSeatRow): PersonSeat {
    const { roleName, administeredByReader, ...rest } = seat;
    return {
      ...rest,
      role: canShowRoles(seat.productId) ? roleName : null,
      manageable: can(caller, 'manageLicenseUsers', { canManage: administeredByReader, productId: seat.productId }),
    };
  }

  async function personOf(caller: Actor, person: ReadPerson): Promise<Person> {
    const { row } = person;
    const policy = await deps.passwordSettings.policyFor(row.internalId);
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      administrator: row.administrator,
      isManager: row.isManager,
      signIn: {
        hasPassword: row.hasPassword,
        passwordChanged: row.passwordChanged,
        mustChangePassword: row.mustChangePassword,
        external: row.external,
        twoFactor: policy.twoFA,
        lastSignIn: row.lastSignIn,
        activeSessions: row.activeSessions,
        lockedUntil: row.lockedUntil,
        deactivated: row.deactivated,
      },
      seats: person.seats.map((seat) => seatOf(caller, seat)),
      actions: actionsOf(caller, person),
    };
  }

  /** An administrator's change of a person the caller may read: 403 to a manager, 404 to anyone who may not read. */
  async function administratorChange(caller: Actor, publicId: string): Promise<ReadPerson> {
    const person = await read(caller, publicId);
    if (person.reading !== 'administrator') refuse(403, peopleMessages.administratorsOnly);
    return person;
  }

  /**
   * Runs a change of one account in a transaction, its row locked (deleted meanwhile: 404), and audits it there as
   * `user.<action>`; `apply` answers what the entry records after the change.
   */
  async function change<T extends Record<string, unknown>>(
    caller: Actor,
    person: ReadPerson,
    action: string,
    apply: (tx: Queryable, locked: LockedPerson) => Promise<T>,
  ): Promise<T> {
    const userId = person.row.internalId;
    return db.transaction(async (tx) => {
      const locked = (await createPeopleRepository(tx).lock(userId)) ?? notFound();
      const after = await apply(tx, locked);
      await audit(tx, { actorId: caller.id, action, entity: 'user', entityId: String(userId), after });
      return after;
    });
  }

  return {
    /** GET /api/People/{userId}. */
    async getPerson(caller: Actor, publicId: string): Promise<Person> {
      return personOf(caller, await read(caller, publicId));
    },

    /**
     * Ends every console session of the person, on every process (the sessions are rows; their deletion tells every
     * process's cache). `ownAccount`: the caller signed themselves out too.
     */
    async signOutEverywhere(caller: Actor, publicId: string): Promise<{ signedOut: number; ownAccount: boolean }> {
      const person = await read(caller, publicId);
      if (!mayHelp(person)) refuse(403, peopleMessages.administratorsOnly);
      const { signedOut } = await change(caller, person, 'user.sign-out-everywhere', async (tx) => ({
        signedOut: await createPeopleRepository(tx).endSessions(person.row.internalId),
      }));
      return { signedOut, ownAccount: person.row.internalId === caller.id };
    },

    /** The next sign-in must choose a new password: it answers as an expired password does, until one is set. */
    async forcePasswordChange(caller: Actor, publicId: string): Promise<void> {
      const person = await administratorChange(caller, publicId);
      await change(caller, person, 'user.force-password-change', async (tx, locked) => {
        if (!locked.hasPassword) refuse(409, peopleMessages.noPasswordYet);
        if (locked.mustChangePassword) refuse(409, peopleMessages.alreadyRequired);
        await createPeopleRepository(tx).requirePasswordChange(person.row.internalId);
        return { mustChangePassword: true };
      });
    },

    /** Mails a new set-password link as a new account's, through the outbox; every earlier link stops working. */
    async resendSetPassword(caller: Actor, publicId: string): Promise<void> {
      const person = await read(caller, publicId);
      if (!mayHelp(person)) refuse(403, peopleMessages.administratorsOnly);
      const userId = person.row.internalId;
      await change(caller, person, 'user.resend-set-password', async (tx, locked) => {
        if (locked.hasPassword) refuse(409, peopleMessages.hasPassword);
        if (locked.deactivated) refuse(409, peopleMessages.reactivateFirst);
        await createPeopleRepository(tx).endResetLinks(userId);
        await deps.resetLinks.sendSetPasswordLink(tx, { id: userId, email: locked.email });
        return { setPasswordMailed: true };
      });
    },

    /**
     * Deactivates the account: its sessions, links and external-login codes end now, and every way in refuses it
     * until it is reactivated (session/, api-tokens/). Its seats stay; the answer lists them.
     */
    async deactivatePerson(caller: Actor, publicId: string): Promise<Person> {
      const person = await administratorChange(caller, publicId);
      if (person.row.internalId === caller.id) refuse(400, peopleMessages.notYourself);
      const userId = person.row.internalId;
      await change(caller, person, 'user.deactivate', async (tx, locked) => {
        if (locked.deactivated) refuse(409, peopleMessages.alreadyDeactivated);
        const within = createPeopleRepository(tx);
        await within.deactivate(userId);
        const sessionsEnded = await within.endSessions(userId);
        await within.endResetLinks(userId);
        await within.endExternalLoginCodes(userId);
        return { deactivated: true, sessionsEnded };
      });
      return personOf(caller, await read(caller, publicId));
    },

    /** Lets a deactivated account sign in again. */
    async reactivatePerson(caller: Actor, publicId: string): Promise<Person> {
      const person = await administratorChange(caller, publicId);
      await change(caller, person, 'user.reactivate', async (tx, locked) => {
        if (!locked.deactivated) refuse(409, peopleMessages.notDeactivated);
        await createPeopleRepository(tx).reactivate(person.row.internalId);
        return { deactivated: false };
      });
      return personOf(caller, await read(caller, publicId));
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
