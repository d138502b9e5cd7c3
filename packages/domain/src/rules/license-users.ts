import type { Role } from '../entities/role.ts';
import * as messages from '../messages/sections.ts';
import { hasCloudSettings } from './product-features.ts';

/** Spec §5: the add-user row preselects the second role of the list (the first when there is one). */
export function defaultRole<R extends Role>(roles: readonly R[]): R | undefined {
  return roles[1] ?? roles[0];
}

/**
 * Spec §2.7/§3 "canShowRoles", designed rule: roles (License Administrator, User) are roles in the pack's cloud
 * organization, so only Business packs (product 3, the one with Cloud Settings) show and choose them.
 */
export function canShowRoles(productId: number): boolean {
  return hasCloudSettings(productId);
}

/** Spec §5: importing is offered only while the pack has unfilled seats. */
export function canImportUsers(total: number, used: number): boolean {
  return total > used;
}

export function freeSeats(total: number, used: number): number {
  return Math.max(0, total - used);
}

/**
 * How many of a pack's users must give up their seat for it to hold `userCount` seats (the seat-shrink plan):
 * none when the seats still cover them.
 */
export function seatsToFree(assigned: number, userCount: number): number {
  return Math.max(0, assigned - userCount);
}

/** Spec §8: the message of a refused assignment, with or without the server's text. */
export function assignErrorMessage(email: string, serverMessage?: string | null): string {
  return serverMessage?.trim()
    ? messages.licenseUsers.assignFailed(email, serverMessage)
    : messages.licenseUsers.alreadyAssigned(email);
}

export type OrganizationConflict = 'updateUserOrganization' | 'updateLicenseOrganization';

/** Spec §4: which organization dialog an add-user refusal opens, if any. */
export function organizationConflictOf(message: string | null | undefined): OrganizationConflict | null {
  const text = message?.trim();
  if (text === messages.licenseUsers.otherOrganization2) return 'updateLicenseOrganization';
  if (text === messages.licenseUsers.otherOrganization) return 'updateUserOrganization';
  return null;
}

/** Spec §5: CSV upload errors are shown joined by line breaks. */
export function joinUploadErrors(errors: readonly string[]): string {
  return errors.join('\n');
}
