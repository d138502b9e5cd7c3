import { accountLockCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { UsersApi } from './api.ts';

/** The user calls over HTTP; loaded on first use by createHttpConsoleApi, like every resource but the session. */
function createHttpUsersApi({ callContract }: Transport): UsersApi {
  return {
    lockedAccounts: () => callContract(accountLockCalls.lockedAccounts),
    unlockAccount: async (userId) => {
      await callContract(accountLockCalls.unlockAccount, { params: { userId } });
    },
  };
}

export { createHttpUsersApi };
