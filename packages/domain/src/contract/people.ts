import { z } from 'zod/mini';
import { opaqueIdSchema } from '../entities/bounds.ts';
import { defineCall } from './define.ts';
import { okResponseSchema } from './shared.ts';

// A person in one place (not in spec §7, designed whole): the packs where they hold a seat, their sign-in state, and
// the actions a helpdesk needs. An administrator reads and acts on anyone; a pack's manager reads the people who hold
// a seat in a pack they administer (only those packs' seats shown) and may sign them out everywhere or resend their
// set-password mail; the stronger actions are an administrator's. Anyone else, or someone the caller may not read,
// answers 404 as an unknown id does.

/** One seat the person holds: its pack, its role where the pack shows roles, its last use and its open sessions. */
export const personSeatSchema = z.object({
  /** The pack's encrypted id, as the pack's users page takes it. */
  licenseId: z.string(),
  /** The seat's encrypted id, as the License-usage calls take it. */
  usageId: z.string(),
  productId: z.number(),
  productName: z.string(),
  /** The pack's administrator's e-mail. */
  packAdministrator: z.string(),
  /** The pack's last day, MM/DD/YYYY. */
  validUntil: z.string(),
  /** The seat's role's name on a pack that shows roles (Business), else null. */
  role: z.nullable(z.string()),
  /** When the seat was assigned, and last used (null: never), ISO 8601. */
  assigned: z.string(),
  lastUsed: z.nullable(z.string()),
  /** The seat's open sessions in the product. */
  sessions: z.number(),
  /** The caller manages this pack: may revoke the seat or change its role. */
  manageable: z.boolean(),
});

export type PersonSeat = z.infer<typeof personSeatSchema>;

/** How the person signs in, as the console knows it. Instants are ISO 8601. */
export const personSignInSchema = z.object({
  /** The person has set a password (false: invited, the set-password mail not yet followed). */
  hasPassword: z.boolean(),
  passwordChanged: z.nullable(z.string()),
  /** The next sign-in must choose a new password. */
  mustChangePassword: z.boolean(),
  /** Signs in through an identity provider (OpenID Connect) too. */
  external: z.boolean(),
  /** The password policy asks this person for a verification code at sign-in. */
  twoFactor: z.boolean(),
  /** The latest sign-in (null: never signed in). */
  lastSignIn: z.nullable(z.string()),
  /** Console sessions open now. */
  activeSessions: z.number(),
  /** Sign-in locked (too many wrong passwords) until then; null when not locked. */
  lockedUntil: z.nullable(z.string()),
  /** Deactivated since then (cannot sign in); null when active. */
  deactivated: z.nullable(z.string()),
});

export type PersonSignIn = z.infer<typeof personSignInSchema>;

/** What the caller may do to this person now (each false where it does not apply, e.g. Reactivate on an active one). */
export const personActionsSchema = z.object({
  signOutEverywhere: z.boolean(),
  forcePasswordChange: z.boolean(),
  resendSetPassword: z.boolean(),
  deactivate: z.boolean(),
  reactivate: z.boolean(),
});

export type PersonActions = z.infer<typeof personActionsSchema>;

/** A person's page. */
export const personSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  administrator: z.boolean(),
  isManager: z.boolean(),
  signIn: personSignInSchema,
  /** The seats the caller may see: all of them for an administrator, those of the caller's packs for a manager. */
  seats: z.array(personSeatSchema),
  actions: personActionsSchema,
});

export type Person = z.infer<typeof personSchema>;

const personParams = z.object({ userId: opaqueIdSchema });

export const peopleCalls = {
  getPerson: defineCall({
    method: 'GET',
    path: '/api/People/{userId}',
    summary:
      "A person's page: their seats (with role, last use and sessions), sign-in and two-factor state, lock and deactivation, and what the caller may do.",
    params: personParams,
    response: personSchema,
    designed: ['path'],
  }),
  signOutEverywhere: defineCall({
    method: 'POST',
    path: '/api/People/{userId}/SignOutEverywhere',
    summary: 'Ends every console session of the person at once, on every server process; answers how many ended.',
    params: personParams,
    response: z.object({ signedOut: z.number() }),
    designed: ['path'],
  }),
  forcePasswordChange: defineCall({
    method: 'POST',
    path: '/api/People/{userId}/ForcePasswordChange',
    summary: 'The next sign-in of the person must choose a new password (administrators).',
    params: personParams,
    response: okResponseSchema,
    designed: ['path'],
  }),
  resendSetPassword: defineCall({
    method: 'POST',
    path: '/api/People/{userId}/ResendSetPassword',
    summary: 'Mails the person a new set-password link, through the outbox; earlier links stop working.',
    params: personParams,
    response: okResponseSchema,
    designed: ['path'],
  }),
  deactivatePerson: defineCall({
    method: 'POST',
    path: '/api/People/{userId}/Deactivate',
    summary:
      'Deactivates the account (administrators): it cannot sign in, its sessions and API tokens stop at once; its seats are kept and answered for the administrator to revoke or keep.',
    params: personParams,
    response: personSchema,
    designed: ['path'],
  }),
  reactivatePerson: defineCall({
    method: 'POST',
    path: '/api/People/{userId}/Reactivate',
    summary: 'Lets a deactivated account sign in again (administrators).',
    params: personParams,
    response: personSchema,
    designed: ['path'],
  }),
} as const;
