import { z } from 'zod/mini';
import {
  codeTextSchema,
  emailTextSchema,
  lineOfText,
  opaqueIdSchema,
  passwordTextSchema,
  TEXT_LIMITS,
  tokenTextSchema,
} from '../entities/bounds.ts';
import { credentialsSchema } from '../entities/credentials.ts';
import { currentUserSchema } from '../entities/current-user.ts';
import { passwordSettingsSchema } from '../entities/password-settings.ts';
import { defineCall } from './define.ts';
import { sessionRoutes } from './session-routes.ts';
import { cacheBusterQuery, okResponseSchema } from './shared.ts';

/** Answer of a successful sign-in: the current user, who may still need a verification code (§2.1). */
export const authenticateResponseSchema = currentUserSchema;

/** The two external identity providers of spec §1 (a workplace and a consumer provider). designed names. */
export const EXTERNAL_PROVIDERS = ['Workplace', 'Consumer'] as const;
export const externalProviderSchema = z.enum(EXTERNAL_PROVIDERS);
export type ExternalProvider = z.infer<typeof externalProviderSchema>;

export const externalLoginUrlDataSchema = z.object({
  portalUrl: z.string(),
  consoleUrl: z.string(),
  /** designed: which external providers this server has configured, so the console offers only those. */
  providers: z.optional(z.object({ Workplace: z.boolean(), Consumer: z.boolean() })),
});

export const sessionCalls = {
  authenticate: defineCall({
    ...sessionRoutes.authenticate,
    summary: 'Sign in with e-mail and password; sets the session cookie.',
    body: credentialsSchema,
    response: authenticateResponseSchema,
    designed: ['response'],
  }),
  authenticateLegacy: defineCall({
    ...sessionRoutes.authenticateLegacy,
    summary: 'Older sign-in variant with lower-case field names.',
    body: z.object({ email: emailTextSchema, password: passwordTextSchema }),
    response: authenticateResponseSchema,
    designed: ['response'],
    variantOf: 'authenticate',
  }),
  externalAuthenticate: defineCall({
    ...sessionRoutes.externalAuthenticate,
    summary: 'Sign in from an external login page; the Location header is where the browser goes next.',
    params: z.object({ tokenExternalId: lineOfText(TEXT_LIMITS.signedToken) }),
    body: z.object({ Email: emailTextSchema, Password: passwordTextSchema }),
    response: okResponseSchema,
    readsHeaders: ['location'],
    designed: ['response'],
  }),
  authenticateZendesk: defineCall({
    ...sessionRoutes.authenticateZendesk,
    summary: 'Support-desk sign-in: answers a query-like string holding the token to post to the support desk.',
    body: z.object({ email: emailTextSchema, password: passwordTextSchema }),
    response: z.string(),
  }),
  externalLoginUrlData: defineCall({
    ...sessionRoutes.externalLoginUrlData,
    summary: 'The portal and console URLs for the workplace-provider redirect.',
    response: externalLoginUrlDataSchema,
  }),
  externalLoginCheckToken: defineCall({
    ...sessionRoutes.externalLoginCheckToken,
    summary: 'Checks the code the external login returned (/external-login-verify) and signs in.',
    body: z.object({ Code: tokenTextSchema }),
    response: currentUserSchema,
    designed: ['response'],
  }),
  accountExternalLogin: defineCall({
    ...sessionRoutes.accountExternalLogin,
    summary: 'Form post that redirects the browser to an external identity provider.',
    body: z.object({ Provider: externalProviderSchema }),
    response: z.undefined(),
    status: 302,
    readsHeaders: ['location'],
    designed: ['response'],
  }),
  verifyCode: defineCall({
    ...sessionRoutes.verifyCode,
    changesState: true,
    summary: 'Checks the verification code; on success the session no longer needs verification.',
    query: z.object({ code: codeTextSchema }),
    response: currentUserSchema,
    designed: ['response'],
  }),
  sendSms: defineCall({
    ...sessionRoutes.sendSms,
    changesState: true,
    summary: 'Sends a verification code by SMS.',
    response: okResponseSchema,
    designed: ['response'],
  }),
  sendEmail: defineCall({
    ...sessionRoutes.sendEmail,
    changesState: true,
    summary: 'Sends a verification code by e-mail.',
    response: okResponseSchema,
    designed: ['response'],
  }),
  currentUser: defineCall({
    ...sessionRoutes.currentUser,
    summary: 'The signed-in user, or 401. A random version parameter defeats caches.',
    query: z.catchall(cacheBusterQuery, codeTextSchema),
    response: currentUserSchema,
  }),
  currentUserLower: defineCall({
    ...sessionRoutes.currentUserLower,
    summary: 'Older spelling of the current-user call.',
    query: z.catchall(cacheBusterQuery, codeTextSchema),
    response: currentUserSchema,
    variantOf: 'currentUser',
  }),
  logout: defineCall({
    ...sessionRoutes.logout,
    summary: 'Ends the session on the server and clears the cookie.',
    response: okResponseSchema,
    designed: ['response'],
  }),
  forgotPassword: defineCall({
    ...sessionRoutes.forgotPassword,
    summary: 'E-mails a password-reset link; answers the same whether or not the address is known.',
    body: z.object({ Email: emailTextSchema }),
    response: okResponseSchema,
    designed: ['response'],
  }),
  passwordSettingsForToken: defineCall({
    ...sessionRoutes.passwordSettingsForToken,
    summary: 'The password policy for a reset token (reset page); an invalid token answers an error to show.',
    query: z.object({ t: tokenTextSchema }),
    response: passwordSettingsSchema,
    designed: ['response'],
  }),
  resetPassword: defineCall({
    ...sessionRoutes.resetPassword,
    summary: 'Sets a new password with a reset token (query t) and the new password (query p).',
    query: z.object({ t: tokenTextSchema, p: passwordTextSchema }),
    response: okResponseSchema,
    designed: ['response'],
  }),
} as const;

/**
 * Why an account is locked: failed sign-ins from one client address (that address only), failed sign-ins from
 * many addresses (every address), or wrong verification codes after a right password (every session).
 */
export const ACCOUNT_LOCK_REASONS = [
  'signInFailuresFromAddress',
  'signInFailures',
  'verificationCodeFailures',
] as const;

/** One running lock of a known account, as administrators see it. designed. */
export const accountLockSchema = z.object({
  /** The user's opaque id, as the unlock call takes it. */
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  reason: z.enum(ACCOUNT_LOCK_REASONS),
  /** The client address a lock holds back; null for a lock that holds back every address. */
  address: z.nullable(z.string()),
  /** When the lock ends by itself: an ISO 8601 instant. */
  lockedUntil: z.string(),
});

export type AccountLock = z.infer<typeof accountLockSchema>;

/** Locked accounts for administrators: not in spec §7, designed whole (the Users section will show them). */
export const accountLockCalls = {
  lockedAccounts: defineCall({
    method: 'GET',
    path: '/api/LockedAccounts',
    summary: 'Every running sign-in lock of a known account: who, why, until when (administrators).',
    response: z.array(accountLockSchema),
    designed: ['path'],
  }),
  unlockAccount: defineCall({
    method: 'DELETE',
    path: '/api/LockedAccounts/{userId}',
    summary: 'Lifts every sign-in and code lock of one account, at every address (administrators; audited).',
    params: z.object({ userId: opaqueIdSchema }),
    response: okResponseSchema,
    designed: ['path'],
  }),
} as const;
