import { ROLE_NAMES, type RoleName } from '../entities/role.ts';

/** Spec §4: a role toggle switches between the two role names. */
export function toggledRole(role: RoleName): RoleName {
  return role === ROLE_NAMES.superAdministrator ? ROLE_NAMES.standardUser : ROLE_NAMES.superAdministrator;
}

/** Adds a pending toggle, or cancels it when the same user is toggled back. Returns a new set. */
export function togglePending(pending: ReadonlySet<string>, userId: string): Set<string> {
  const next = new Set(pending);
  if (!next.delete(userId)) next.add(userId);
  return next;
}

/** Spec §4: Save is enabled only while a toggle is pending. */
export function canSaveRoleToggles(pending: ReadonlySet<string>): boolean {
  return pending.size > 0;
}

/** The role a user shows while toggles are pending. */
export function displayedRole(role: RoleName, userId: string, pending: ReadonlySet<string>): RoleName {
  return pending.has(userId) ? toggledRole(role) : role;
}
