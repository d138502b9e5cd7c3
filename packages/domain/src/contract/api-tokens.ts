import { z } from 'zod/mini';
import { opaqueIdSchema, wholeNumber } from '../entities/bounds.ts';
import { apiTokenMessages } from '../messages-api-tokens.ts';
import { requiredText } from '../validation/form-text.ts';
import { defineCall } from './define.ts';
import { okResponseSchema } from './shared.ts';

/** The longest name of a token. */
export const API_TOKEN_NAME_MAX = 100;

/** The longest and shortest life of a token, in days. */
export const API_TOKEN_MAX_DAYS = 365;

/** The expiries the console offers; the API takes any whole number of days from 1 to 365. */
export const API_TOKEN_EXPIRY_CHOICES = [7, 30, 90, 365] as const;

/**
 * What a token may do, highest first: an administrator's calls, an isManager user's, or an ordinary user's. A token
 * never does more than its owner may at the time of the call.
 */
export const API_TOKEN_ROLES = ['administrator', 'manager', 'user'] as const;
export type ApiTokenRole = (typeof API_TOKEN_ROLES)[number];

/** The highest role of an account, from its flags. */
export function accountTokenRole(account: { administrator: boolean; isManager: boolean }): ApiTokenRole {
  if (account.administrator) return 'administrator';
  return account.isManager ? 'manager' : 'user';
}

/** The roles a token of this account may carry: its own and every lower one. */
export function tokenRolesFor(account: { administrator: boolean; isManager: boolean }): ApiTokenRole[] {
  return API_TOKEN_ROLES.slice(API_TOKEN_ROLES.indexOf(accountTokenRole(account)));
}

/** The lower of two roles. */
export function lowerTokenRole(a: ApiTokenRole, b: ApiTokenRole): ApiTokenRole {
  return API_TOKEN_ROLES[Math.max(API_TOKEN_ROLES.indexOf(a), API_TOKEN_ROLES.indexOf(b))]!;
}

/** Body of POST /api/ApiTokens, checked the same in the console's form and on the server. */
export const apiTokenCreateSchema = z.object({
  name: requiredText(API_TOKEN_NAME_MAX, apiTokenMessages.nameRequired),
  expiresInDays: wholeNumber(1, API_TOKEN_MAX_DAYS),
  /** Lower than the owner's own role; the owner's when left out. */
  role: z.optional(z.enum(API_TOKEN_ROLES)),
  /** Another account the token is for (a service account): administrators only. */
  userId: z.optional(opaqueIdSchema),
});

export type ApiTokenCreate = z.input<typeof apiTokenCreateSchema>;

/** One token as listed: never the token itself. Instants are ISO 8601. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(API_TOKEN_ROLES),
  created: z.string(),
  expires: z.string(),
  lastUsed: z.nullable(z.string()),
});

export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer of a create: the token, shown this once, beside what the list will show. */
export const apiTokenCreatedSchema = z.extend(apiTokenSchema, { token: z.string() });

export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** API tokens: not in spec §7, designed whole. */
export const apiTokenCalls = {
  createApiToken: defineCall({
    method: 'POST',
    path: '/api/ApiTokens',
    summary:
      "Creates a named API token with an expiry and a role no higher than its owner's; the token is answered this once. With userId, for another account (administrators).",
    body: apiTokenCreateSchema,
    response: apiTokenCreatedSchema,
    status: 201,
    designed: ['path'],
  }),
  listApiTokens: defineCall({
    method: 'GET',
    path: '/api/ApiTokens',
    summary:
      "The caller's live tokens with their last use (never the tokens); with userId, another account's (administrators).",
    query: z.object({ userId: z.optional(opaqueIdSchema) }),
    response: z.array(apiTokenSchema),
    designed: ['path'],
  }),
  revokeApiToken: defineCall({
    method: 'DELETE',
    path: '/api/ApiTokens/{id}',
    summary: 'Revokes a token at once, on every server process (its owner, or an administrator).',
    params: z.object({ id: opaqueIdSchema }),
    response: okResponseSchema,
    designed: ['path'],
  }),
} as const;
