import { type AccountLock, messages } from '@license-console/domain';
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

/**
 * The user calls in memory: the locks above for administrators, 'Access Denied' (403) for anyone else, as the
 * server answers. Unlocking removes every lock of the account; an account with none is a 404.
 */
function createFakeUsersApi(isAdministrator: () => boolean, wait: () => Promise<void>): UsersApi {
  let locks = [...fakeAccountLocks];
  const administratorsOnly = () => {
    if (!isAdministrator()) throw new ApiError(403, messages.app.accessDenied);
  };
  return {
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

export { createFakeUsersApi, fakeAccountLocks };
