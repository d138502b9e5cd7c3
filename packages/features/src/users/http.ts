import { accountLockCalls, userCalls } from '@license-console/domain';
import { cacheBuster, type Transport } from '../api/transport.ts';
import type { UsersApi } from './api.ts';

/** The user calls over HTTP; loaded on first use by createHttpConsoleApi, like every resource but the session. */
function createHttpUsersApi({ callContract, callContractWithHeaders }: Transport): UsersApi {
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
    exportUsersCsv: async (criteria) =>
      new Blob([await callContract(userCalls.exportUsersCsv, { query: criteriaOf(criteria) })], { type: 'text/csv' }),
    countriesPhone: () => callContract(userCalls.countriesPhone),
    currentUserProfile: () => callContract(userCalls.currentUserProfile),
    profileForEdit: async () => {
      const { data, headers } = await callContractWithHeaders(userCalls.currentUserProfile);
      return { value: data, etag: headers.get('etag') };
    },
    getUser: (userId) => callContract(userCalls.getUser, { params: { userId } }),
    userForEdit: async (userId) => {
      const { data, headers } = await callContractWithHeaders(userCalls.getUser, { params: { userId } });
      return { value: data, etag: headers.get('etag') };
    },
    updateProfile: (input, ifMatch) => callContract(userCalls.updateProfile, { body: input, ifMatch }),
    createUser: (input) => callContract(userCalls.createUser, { body: input }),
    updateUser: (input, ifMatch) => callContract(userCalls.updateUser, { body: input, ifMatch }),
    confirmEmailChange: async (token) => {
      await callContract(userCalls.confirmEmailChange, { body: { token } });
    },
    undoEmailChange: async (token) => {
      await callContract(userCalls.undoEmailChange, { body: { token } });
    },
  };
}

export { createHttpUsersApi };
