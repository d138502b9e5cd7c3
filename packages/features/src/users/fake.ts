import {
  can,
  DEFAULT_PASSWORD_SETTINGS,
  fieldErrors,
  isValidUserSearch,
  type PasswordSettings,
  type User,
  type UserWrite,
  userFormSchema,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import { staleWriteError } from '../api/versions.ts';
import type { PasswordSettingsApi } from '../password-settings/api.ts';
import { createFakePasswordSettingsApi } from '../password-settings/fake.ts';
import type { UsersApi } from './api.ts';
import {
  FAKE_EMAIL_CHANGE_TOKEN,
  type FakeActor,
  fakeAccountLocks,
  fakeCountries,
  fakeUserId,
  fakeUserList,
  profileOfActor,
} from './fake-users.ts';

/** The user form's checks as the server makes them: 400 with the first message and every field's. */
function checkForm(input: UserWrite) {
  const result = userFormSchema(DEFAULT_PASSWORD_SETTINGS).safeParse({
    ...input,
    company: input.company ?? '',
    countryCode: input.countryCode ?? '',
    phone: input.phone ?? '',
    magentoId: input.magentoId ?? '',
    changePassword: input.password !== undefined,
  });
  if (result.success) {
    if (input.countryCode && !fakeCountries.some((country) => country.shortName === input.countryCode)) {
      throw new ApiError(400, messages.profile.unknownCountry, {
        fields: { countryCode: messages.profile.unknownCountry },
      });
    }
    return;
  }
  const fields = fieldErrors(result.error.issues);
  throw new ApiError(400, Object.values(fields)[0] ?? '', { fields });
}

/** Someone else's save made right after a form first loads its record: the changed fields, who and when. */
interface FakeSaveElsewhere<T> {
  changes: Partial<T>;
  by: string;
  at: string;
}

/**
 * The fake's way of showing a save refused with 412: another administrator's save of a user (by id; `'profile'`: the
 * signed-in user's own profile) or another tab's save of the signed-in manager's password policy, made right after
 * the form loads it.
 */
interface FakeUsersEditElsewhere {
  user?: FakeSaveElsewhere<User> & { id: string };
  passwordSettings?: FakeSaveElsewhere<PasswordSettings>;
}

/**
 * The user calls in memory, for administrators ('Access Denied', 403, for anyone else, as the server answers): the
 * users above, searched by name or e-mail, their roles toggled in one batch that never leaves no administrator;
 * the locks above, where unlocking removes every lock of the account and an account with none is a 404. Each user,
 * profile and policy has a version that its saves bump; a save whose If-Match names another is refused with 412.
 */
function createFakeUsersApi(
  currentActor: () => FakeActor | null,
  wait: () => Promise<void>,
  editElsewhere: FakeUsersEditElsewhere = {},
): { users: UsersApi; passwordSettings: PasswordSettingsApi } {
  const versions = new Map<string, { version: number; changedBy: string | null; changedAt: string | null }>();
  const versionOf = (key: string) => versions.get(key) ?? { version: 1, changedBy: null, changedAt: null };
  const etagOf = (key: string) => `"v${versionOf(key).version}"`;
  const bump = (key: string, changedBy: string | null = null, changedAt: string | null = null) =>
    versions.set(key, { version: versionOf(key).version + 1, changedBy, changedAt });
  /** Refuses a save based on another version than the record's (412 with the record as it is now). */
  const requireVersion = (key: string, ifMatch: string | null | undefined, current: object) => {
    if (!ifMatch || ifMatch === '*' || ifMatch === etagOf(key)) return;
    const { version, changedBy, changedAt } = versionOf(key);
    throw staleWriteError({ ...current }, version, changedBy, changedAt);
  };
  let pending = { ...editElsewhere };
  let locks = [...fakeAccountLocks];
  let users = fakeUserList.map((user) => ({ ...user }));
  const profiles = new Map<string, User>();
  const isAdministrator = () => !!currentActor()?.administrator;
  const actor = () => {
    const signedIn = currentActor();
    if (!signedIn) throw new ApiError(401, messages.auth.notSignedIn);
    return signedIn;
  };
  const ownProfile = () => {
    const signedIn = actor();
    let profile = profiles.get(signedIn.email);
    if (!profile) {
      profile = profileOfActor(signedIn, profiles.size + 1);
      profiles.set(signedIn.email, profile);
    }
    return profile;
  };
  const written = (user: User, input: UserWrite): User => {
    const countryCode = input.countryCode?.trim() || null;
    return {
      ...user,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      company: input.company?.trim() || null,
      countryCode,
      phoneCode: fakeCountries.find((country) => country.shortName === countryCode)?.code ?? null,
      phone: countryCode ? input.phone?.trim() || null : null,
      modifiedAt: new Date().toISOString(),
    };
  };
  const emailTaken = (email: string, exceptId: string | null) =>
    [...users, ...profiles.values()].some(
      (user) => user.id !== exceptId && user.email.toLowerCase() === email.trim().toLowerCase(),
    );
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
  const usersApi: UsersApi = {
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
    exportUsersCsv: async (criteria) => {
      await wait();
      administratorsOnly();
      const rows = matching(criteria).map((user) => [user.email, user.firstName, user.lastName].join(','));
      return new Blob([['Email,FirstName,LastName', ...rows].join('\r\n')], { type: 'text/csv' });
    },
    countriesPhone: async () => {
      await wait();
      actor();
      return fakeCountries.map((country) => ({ ...country }));
    },
    currentUserProfile: async () => {
      await wait();
      return { ...ownProfile() };
    },
    profileForEdit: async () => {
      await wait();
      const profile = ownProfile();
      const key = `profile:${profile.email}`;
      const loaded = { value: { ...profile }, etag: etagOf(key) };
      if (pending.user?.id === 'profile') {
        const { changes, by, at } = pending.user;
        profiles.set(actor().email, { ...profile, ...changes });
        bump(key, by, at);
        pending = { ...pending, user: undefined };
      }
      return loaded;
    },
    getUser: async (userId) => {
      await wait();
      administratorsOnly();
      const user = users.find((candidate) => candidate.id === userId);
      if (!user) throw new ApiError(404, messages.server.notFound);
      return { ...user };
    },
    userForEdit: async (userId) => {
      await wait();
      administratorsOnly();
      const user = users.find((candidate) => candidate.id === userId);
      if (!user) throw new ApiError(404, messages.server.notFound);
      const key = `user:${userId}`;
      const loaded = { value: { ...user }, etag: etagOf(key) };
      if (pending.user?.id === userId) {
        const { changes, by, at } = pending.user;
        users = users.map((candidate) => (candidate.id === userId ? { ...candidate, ...changes } : candidate));
        bump(key, by, at);
        pending = { ...pending, user: undefined };
      }
      return loaded;
    },
    updateProfile: async (input, ifMatch) => {
      await wait();
      const signedIn = actor();
      const profile = ownProfile();
      requireVersion(`profile:${profile.email}`, ifMatch, profile);
      checkForm(input);
      if ((input.company?.trim() || null) !== profile.company && !can(signedIn, 'editCompanyName')) {
        throw new ApiError(403, messages.profile.companyReadOnly, {
          fields: { company: messages.profile.companyReadOnly },
        });
      }
      const emailChanged = input.email.trim().toLowerCase() !== profile.email.toLowerCase();
      if (emailChanged && emailTaken(input.email, profile.id)) {
        throw new ApiError(400, messages.profile.emailInUse, { fields: { email: messages.profile.emailInUse } });
      }
      const next = {
        ...written(profile, input),
        magentoId: signedIn.administrator ? input.magentoId?.trim() || null : profile.magentoId,
        pendingEmail: emailChanged ? input.email.trim() : (profile.pendingEmail ?? null),
        expiryReminders: input.expiryReminders ?? profile.expiryReminders ?? true,
      };
      profiles.set(signedIn.email, next);
      bump(`profile:${profile.email}`);
      return { ...next };
    },
    createUser: async (input) => {
      await wait();
      administratorsOnly();
      checkForm(input);
      if (emailTaken(input.email, null)) {
        throw new ApiError(400, messages.profile.emailInUse, { fields: { email: messages.profile.emailInUse } });
      }
      const created: User = {
        ...written({ ...fakeUserList[0]!, id: fakeUserId(users.length + 1), pendingEmail: null }, input),
        email: input.email.trim(),
        administrator: input.administrator ?? false,
        isManager: input.isManager ?? false,
        magentoId: input.magentoId?.trim() || null,
        createdAt: new Date().toISOString(),
      };
      users = [...users, created].sort((a, b) => a.email.localeCompare(b.email));
      return { ...created };
    },
    updateUser: async (input, ifMatch) => {
      await wait();
      administratorsOnly();
      const user = users.find((candidate) => candidate.id === input.id);
      if (!user) throw new ApiError(404, messages.server.notFound);
      requireVersion(`user:${user.id}`, ifMatch, user);
      checkForm(input);
      if (emailTaken(input.email, user.id)) {
        throw new ApiError(400, messages.profile.emailInUse, { fields: { email: messages.profile.emailInUse } });
      }
      const administrator = input.administrator ?? user.administrator;
      if (user.administrator && !administrator && users.filter((other) => other.administrator).length === 1) {
        throw new ApiError(400, messages.users.lastAdministrator);
      }
      const next: User = {
        ...written(user, input),
        email: input.email.trim(),
        administrator,
        isManager: input.isManager ?? user.isManager,
        magentoId: input.magentoId?.trim() || null,
      };
      users = users.map((candidate) => (candidate.id === user.id ? next : candidate));
      bump(`user:${user.id}`);
      return { ...next };
    },
    confirmEmailChange: async (token) => {
      await wait();
      if (token !== FAKE_EMAIL_CHANGE_TOKEN) throw new ApiError(400, messages.profile.emailChangeLinkInvalid);
    },
    undoEmailChange: async (token) => {
      await wait();
      if (token !== FAKE_EMAIL_CHANGE_TOKEN) throw new ApiError(400, messages.profile.emailUndoLinkInvalid);
    },
  };
  return {
    users: usersApi,
    passwordSettings: createFakePasswordSettingsApi(
      actor,
      wait,
      { etagOf, bump, requireVersion },
      editElsewhere.passwordSettings,
    ),
  };
}

export {
  createFakeUsersApi,
  FAKE_EMAIL_CHANGE_TOKEN,
  type FakeActor,
  type FakeUsersEditElsewhere,
  fakeAccountLocks,
  fakeCountries,
  fakeUserList,
};
