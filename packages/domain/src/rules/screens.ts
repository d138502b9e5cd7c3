import { type Capability, can, type PermissionActor } from './permissions.ts';

/** Administrators only: the designed screens that spec §6 does not list. */
const administrators = (actor: PermissionActor) => actor.administrator;

/**
 * Who may open each screen that not everyone may: a capability of the spec §6 matrix, or a rule of a designed screen.
 * One rule a screen, which the menu, the console's routes and the widgets all ask, so a screen's access is decided in
 * one place.
 */
const SCREEN_RULES = {
  /** The users list and the locked accounts below it (spec §2.10). */
  users: 'listUsers',
  /** A user's form and a new user (spec §2.10; the profile is everyone's). */
  userForm: 'listUsers',
  /** The products list and a product's form (spec §2.8). */
  products: 'manageProducts',
  /** The SSO sites list and a site's form (spec §2.9). */
  ssoSites: 'manageSsoSites',
  /** The license forms (spec §2.5). */
  licenseNew: 'createLicense',
  licenseEdit: 'updateLicense',
  licenseRenew: 'renewLicense',
  /** The merge screen (spec §2.6). */
  merge: 'mergeLicenses',
  /** The manager's password policy (spec §2.10). */
  passwordSettings: 'setPasswordPolicy',
  /** Every change across the console (designed; a pack's managers read its own on its users page). */
  history: administrators,
  /** The e-mail and SMS that failed for good (designed). */
  failedMessages: administrators,
  /** The seats idle across the packs one administers or manages (designed). */
  idleSeats: (actor: PermissionActor) => actor.administrator || actor.isManager,
  /** A person's page (designed): administrators, and pack managers for the people holding seats in their packs. */
  person: (actor: PermissionActor) => actor.administrator || actor.isManager,
} as const satisfies Record<string, Capability | ((actor: PermissionActor) => boolean)>;

export type GuardedScreen = keyof typeof SCREEN_RULES;

/** Whether the actor may open the screen (spec §6): the one place a screen's access is decided. */
export function mayOpen(actor: PermissionActor, screen: GuardedScreen): boolean {
  const rule: Capability | ((actor: PermissionActor) => boolean) = SCREEN_RULES[screen];
  return typeof rule === 'function' ? rule(actor) : can(actor, rule);
}
