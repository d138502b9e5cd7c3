import { describe, expect, it } from 'vitest';
import { type GuardedScreen, mayOpen } from './screens.ts';

const administrator = { administrator: true, isManager: false };
const manager = { administrator: false, isManager: true };
const ordinary = { administrator: false, isManager: false };

describe('given the screens not everyone may open', () => {
  it.each<[GuardedScreen, boolean, boolean, boolean]>([
    ['users', true, false, false],
    ['userForm', true, false, false],
    ['products', true, false, false],
    ['ssoSites', true, false, false],
    ['licenseNew', true, false, false],
    ['licenseEdit', true, false, false],
    ['licenseRenew', true, false, false],
    ['merge', true, false, false],
    ['passwordSettings', false, true, false],
    ['history', true, false, false],
    ['failedMessages', true, false, false],
    ['idleSeats', true, true, false],
    ['person', true, true, false],
  ])('should open %s to an administrator: %s, an isManager user: %s, anyone else: %s', (screen, ...expected) => {
    expect([administrator, manager, ordinary].map((actor) => mayOpen(actor, screen))).toEqual(expected);
  });
});
