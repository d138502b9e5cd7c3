import { accountLockCalls, sessionCalls, userCalls } from '@license-console/domain';
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
    exportUsersCsv: async (criteria) =>
      new Blob([await callContract(userCalls.exportUsersCsv, { query: criteriaOf(criteria) })], { type: 'text/csv' }),
    countriesPhone: () => callContract(userCalls.countriesPhone),
    currentUserProfile: () => callContract(userCalls.currentUserProfile),
    getUser: (userId) => callContract(userCalls.getUser, { params: { userId } }),
    updateProfile: (input) => callContract(userCalls.updateProfile, { body: input }),
    createUser: (input) => callContract(userCalls.createUser, { body: input }),
    updateUser: (input) => callContract(userCalls.updateUser, { body: input }),
    confirmEmailChange: async (token) => {
      await callContract(userCalls.confirmEmailChange, { body: { token } });
    },
    undoEmailChange: async (token) => {
      await callContract(userCalls.undoEmailChange, { body: { token } });
    },
    passwordSettingsCurrentUser: () => callContract(sessionCalls.passwordSettingsCurrentUser),
    savePasswordSettings: (settings) => callContract(sessionCalls.savePasswordSettings, { body: settings }),
    passwordPolicyImpact: (settings) => callContract(sessionCalls.passwordPolicyImpact, { body: settings }),
  };
}

export { createHttpUsersApi };
