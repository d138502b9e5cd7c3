import { accountLockCalls, userCalls } from '@license-console/domain';
import { cacheBuster, type Transport } from '../api/transport.ts';
import type { UsersApi } from './api.ts';

/** The user calls over HTTP; loaded on first use by createHttpConsoleApi, like every resource but the session. */
function createHttpUsersApi({ callContract }: Transport): UsersApi {
  const criteriaOf = (criteria?: string) => (criteria?.trim() ? { criteria: criteria.trim() } : {});
  return {
    searchUserPaged: ({ criteria, pageNumber, pageSize }) =>
      callContract(userCalls.searchUserPaged, {
        query: {
          ...criteriaOf(criteria),
          ...(pageNumber ? { pageNumber } : {}),
          ...(pageSize ? { pageSize } : {}),
          v: cacheBuster(),
        },
      }),
    searchUserPagedCount: (criteria) => callContract(userCalls.searchUserPagedCount, { query: criteriaOf(criteria) }),
    toggleUserRoles: async (userIds) => {
      await callContract(userCalls.toggleUserRoles, { body: [...userIds] });
    },
    lockedAccounts: () => callContract(accountLockCalls.lockedAccounts),
    unlockAccount: async (userId) => {
      await callContract(accountLockCalls.unlockAccount, { params: { userId } });
    },
  };
}

export { createHttpUsersApi };
