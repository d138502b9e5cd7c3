import {
  type ApiToken,
  apiTokenCreateSchema,
  apiTokenMessages,
  type CurrentUser,
  fieldErrors,
  tokenRolesFor,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import type { ApiTokensApi } from './api.ts';

/** Two tokens of the signed-in user: one a script used this morning, one never used. */
const fakeApiTokens: readonly ApiToken[] = [
  {
    id: 'tok-nightly-export-0001',
    name: 'Nightly export',
    role: 'user',
    created: '2030-01-02T09:15:00Z',
    expires: '2030-04-02T09:15:00Z',
    lastUsed: '2030-01-15T06:00:00Z',
  },
  {
    id: 'tok-ci-pipeline-000002',
    name: 'CI pipeline',
    role: 'user',
    created: '2030-01-10T14:40:00Z',
    expires: '2030-02-09T14:40:00Z',
    lastUsed: null,
  },
];

/** The token a fake create answers: the shape the server's are (lc_ and 43 base64url characters). */
const FAKE_TOKEN = 'lc_fAkEtOkEn0123456789abcdefghijklmnopqrstuvw';

/**
 * The API token calls in memory, as the server answers them: 401 signed out; a create checks its body with the
 * domain's schema (400 with the fields) and a role no higher than the user's, then answers the token once; a revoke
 * takes the token off the list, 404 for one no longer on it.
 */
function createFakeApiTokensApi(currentUser: () => CurrentUser | null, wait: () => Promise<void>): ApiTokensApi {
  let tokens = [...fakeApiTokens];
  let created = 0;
  const signedIn = async () => {
    await wait();
    const user = currentUser();
    if (!user) throw new ApiError(401, messages.auth.notSignedIn);
    return user;
  };
  return {
    listApiTokens: async () => {
      await signedIn();
      return tokens.map((token) => ({ ...token }));
    },
    createApiToken: async (input) => {
      const user = await signedIn();
      const parsed = apiTokenCreateSchema.safeParse(input);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error.issues);
        throw new ApiError(400, Object.values(fields)[0] ?? messages.server.requestInvalid, { fields });
      }
      const role = parsed.data.role ?? tokenRolesFor(user)[0]!;
      if (!tokenRolesFor(user).includes(role)) {
        throw new ApiError(400, apiTokenMessages.roleTooHigh, { fields: { role: apiTokenMessages.roleTooHigh } });
      }
      created += 1;
      const now = new Date();
      const token: ApiToken = {
        id: `tok-created-${String(created).padStart(10, '0')}`,
        name: parsed.data.name,
        role,
        created: now.toISOString().replace(/\.\d+Z$/, 'Z'),
        expires: new Date(now.getTime() + parsed.data.expiresInDays * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z'),
        lastUsed: null,
      };
      tokens = [token, ...tokens];
      return { ...token, token: FAKE_TOKEN };
    },
    revokeApiToken: async (id) => {
      await signedIn();
      if (!tokens.some((token) => token.id === id)) throw new ApiError(404, apiTokenMessages.notFound);
      tokens = tokens.filter((token) => token.id !== id);
    },
  };
}

export { createFakeApiTokensApi, FAKE_TOKEN, fakeApiTokens };
