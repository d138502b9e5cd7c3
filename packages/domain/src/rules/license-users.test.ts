import { describe, expect, it } from 'vitest';
import {
  assignErrorMessage,
  canImportUsers,
  canShowRoles,
  defaultRole,
  freeSeats,
  joinUploadErrors,
  organizationConflictOf,
  seatsToFree,
} from './license-users.ts';

describe('given the roles of a pack', () => {
  const roles = [
    { id: 'r1', descr: 'IM Super Administrator' },
    { id: 'r2', descr: 'Standard User' },
  ];

  it('should preselect the second role', () => {
    expect(defaultRole(roles)).toEqual(roles[1]);
  });

  it('should fall back to the only role, or none', () => {
    expect(defaultRole(roles.slice(0, 1))).toEqual(roles[0]);
    expect(defaultRole([])).toBeUndefined();
  });
});

describe('given the seats of a pack', () => {
  it.each([
    [5, 4, true, 1],
    [5, 5, false, 0],
    [5, 6, false, 0],
  ])('should offer import with %i seats and %i used: %s (%i free)', (total, used, offered, free) => {
    expect(canImportUsers(total, used)).toBe(offered);
    expect(freeSeats(total, used)).toBe(free);
  });

  it.each([
    // assigned, new count, seats to free
    [10, 7, 3],
    [10, 10, 0],
    [3, 5, 0],
    [5000, 1, 4999],
  ])('should have %i users of a pack lowered to %i seats free %i of them', (assigned, userCount, toFree) => {
    expect(seatsToFree(assigned, userCount)).toBe(toFree);
  });
});

describe('given a refused assignment', () => {
  it.each([
    ['a@b.co', 'Seat limit reached', "Email:'a@b.co' - Seat limit reached"],
    [
      'a@b.co',
      undefined,
      'Email:"a@b.co" has already been assigned a license, please revoke it before trying to assign it to a new license.',
    ],
    [
      'a@b.co',
      '  ',
      'Email:"a@b.co" has already been assigned a license, please revoke it before trying to assign it to a new license.',
    ],
  ])('should tell %s with server message %o', (email, server, expected) => {
    expect(assignErrorMessage(email, server)).toBe(expected);
  });

  it.each([
    ['User is part of other organization', 'updateUserOrganization'],
    ['User is part of other organization2', 'updateLicenseOrganization'],
    ['Seat limit reached', null],
    [undefined, null],
  ])('should open the dialog for %o: %s', (message, conflict) => {
    expect(organizationConflictOf(message)).toBe(conflict);
  });

  it('should join upload errors with line breaks', () => {
    expect(joinUploadErrors(['one', 'two'])).toBe('one\ntwo');
  });
});

describe('given the product of a pack', () => {
  it.each([
    [1, false],
    [2, false],
    [3, true],
    [7, false],
    [8, false],
    [9, false],
  ])('should show roles for product %i: %s (Business packs only)', (productId, shown) => {
    expect(canShowRoles(productId)).toBe(shown);
  });
});
