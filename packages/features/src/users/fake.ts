import { type AccountLock, isValidUserSearch, messages, type User } from '@license-console/domain';
import { ApiError } from '../api/errors.ts';
import type { UsersApi } from './api.ts';

/** The locks the fake starts with: one of each reason, ending at fixed instants so stories draw the same text. */
const fakeAccountLocks: readonly AccountLock[] = [
  {
    userId: 'dXNlci1ncmFjZS1ob3BwZXI',
    email: 'grace.hopper@example.com',
    name: 'Grace Hopper',
    reason: 'signInFailuresFromAddress',
    address: '203.0.113.24',
    lockedUntil: '2031-05-04T14:30:00.000Z',
  },
  {
    userId: 'dXNlci1hbGFuLXR1cmluZ3g',
    email: 'alan.turing@example.com',
    name: 'Alan Turing',
    reason: 'signInFailures',
    address: null,
    lockedUntil: '2031-05-04T14:45:00.000Z',
  },
  {
    userId: 'dXNlci1hZGEtbG92ZWxhY2U',
    email: 'ada.lovelace@example.com',
    name: 'Ada Lovelace',
    reason: 'verificationCodeFailures',
    address: null,
    lockedUntil: '2031-05-04T15:00:00.000Z',
  },
];

const FIRST_NAMES = ['Ada', 'Alan', 'Barbara', 'Claude', 'Donald', 'Edsger', 'Frances', 'Grace', 'Hedy', 'John'];
const LAST_NAMES = ['Lovelace', 'Turing', 'Liskov', 'Shannon', 'Knuth', 'Dijkstra', 'Allen', 'Hopper', 'Lamarr'];

/** A fake user's 22-character id, as the server's opaque ids are shaped. */
function fakeUserId(index: number): string {
  return `fake-user-${String(index).padStart(4, '0')}`.padEnd(22, 'x');
}

/** The fake's users: 23 of them, the first two administrators, in a fixed order (the server sorts by e-mail). */
const fakeUserList: readonly User[] = Array.from({ length: 23 }, (_, index) => {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[index % LAST_NAMES.length]!;
  return {
    id: fakeUserId(index + 1),
    firstName,
    lastName,
    email: `${firstName}.${lastName}${index + 1}@example.com`.toLowerCase(),
    company: index % 3 === 0 ? 'Acme Corp' : null,
    phone: null,
    countryCode: 'US',
    phoneCode: '+1',
    createdAt: '2026-01-15T09:00:00.000Z',
    modifiedAt: '2026-01-15T09:00:00.000Z',
    administrator: index < 2,
    isManager: index % 4 === 1,
    magentoId: null,
  };
}).sort((a, b) => a.email.localeCompare(b.email));

/**
 * The user calls in memory, for administrators ('Access Denied', 403, for anyone else, as the server answers): the
 * users above, searched by name or e-mail, their roles toggled in one batch that never leaves no administrator;
 * the locks above, where unlocking removes every lock of the account and an account with none is a 404.
 */
function createFakeUsersApi(isAdministrator: () => boolean, wait: () => Promise<void>): UsersApi {
  let locks = [...fakeAccountLocks];
  let users = fakeUserList.map((user) => ({ ...user }));
  const matching = (criteria = '') => {
    const text = criteria.trim().toLowerCase();
    if (!isValidUserSearch(text)) throw new ApiError(400, messages.users.invalidSearch);
    return users.filter((user) =>
      [user.firstName, user.lastName, `${user.firstName} ${user.lastName}`, user.email].some((field) =>
        field.toLowerCase().includes(text),
      ),
    );
  };
  const administratorsOnly = () => {
    if (!isAdministrator()) throw new ApiError(403, messages.app.accessDenied);
  };
  return {
    searchUserPaged: async ({ criteria, pageNumber = 1, pageSize = 10 }) => {
      await wait();
      administratorsOnly();
      return matching(criteria).slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    },
    searchUserPagedCount: async (criteria) => {
      await wait();
      administratorsOnly();
      return matching(criteria).length;
    },
    toggleUserRoles: async (userIds) => {
      await wait();
      administratorsOnly();
      const ids = new Set(userIds);
      if (users.filter((user) => ids.has(user.id)).length !== ids.size) {
        throw new ApiError(404, messages.server.notFound);
      }
      const next = users.map((user) => (ids.has(user.id) ? { ...user, administrator: !user.administrator } : user));
      if (!next.some((user) => user.administrator)) throw new ApiError(400, messages.users.lastAdministrator);
      users = next;
    },
    lockedAccounts: async () => {
      await wait();
      administratorsOnly();
      return locks.map((lock) => ({ ...lock }));
    },
    unlockAccount: async (userId) => {
      await wait();
      administratorsOnly();
      if (!locks.some((lock) => lock.userId === userId)) throw new ApiError(404, messages.server.notFound);
      locks = locks.filter((lock) => lock.userId !== userId);
    },
  };
}

export { createFakeUsersApi, fakeAccountLocks, fakeUserList };
