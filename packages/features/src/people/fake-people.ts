/** The people the fake's person pages start with: the seeded packs' seat holders, each in another sign-in state. */
import type { PersonSignIn } from '@license-console/domain';

/** A person as the fake keeps them: the account and its sign-in state; their seats are read from the packs' users. */
interface FakePerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  administrator: boolean;
  isManager: boolean;
  signIn: PersonSignIn;
}

/** A fake person's 22-character id, as the server's opaque ids are shaped. */
function fakePersonId(name: string): string {
  return `person-${name}`.padEnd(22, 'x');
}

const SIGNED_IN: PersonSignIn = {
  hasPassword: true,
  passwordChanged: '2026-01-12T09:30:00.000Z',
  mustChangePassword: false,
  external: false,
  twoFactor: false,
  lastSignIn: '2026-03-09T08:14:00.000Z',
  activeSessions: 1,
  lockedUntil: null,
  deactivated: null,
};

/**
 * Riley holds a seat in the manager's Standard pack and has two sessions open; Uma signs in through the identity
 * provider too; Jordan is deactivated and still holds a Business seat; Sam is locked out; Noor was invited and has not
 * set a password yet; the demo manager and administrator are themselves.
 */
const fakePeople: readonly FakePerson[] = [
  {
    id: fakePersonId('riley-chen'),
    email: 'riley.chen@example.com',
    firstName: 'Riley',
    lastName: 'Chen',
    administrator: false,
    isManager: false,
    signIn: { ...SIGNED_IN, twoFactor: true, activeSessions: 2 },
  },
  {
    id: fakePersonId('uma-user'),
    email: 'user@example.com',
    firstName: 'Uma',
    lastName: 'User',
    administrator: false,
    isManager: false,
    signIn: { ...SIGNED_IN, external: true, lastSignIn: '2026-03-10T07:02:00.000Z' },
  },
  {
    id: fakePersonId('jordan-lee'),
    email: 'jordan.lee@example.com',
    firstName: 'Jordan',
    lastName: 'Lee',
    administrator: false,
    isManager: false,
    signIn: {
      ...SIGNED_IN,
      lastSignIn: '2026-01-23T17:45:00.000Z',
      activeSessions: 0,
      deactivated: '2026-03-02T16:00:00.000Z',
    },
  },
  {
    id: fakePersonId('sam-patel'),
    email: 'sam.patel@example.com',
    firstName: 'Sam',
    lastName: 'Patel',
    administrator: false,
    isManager: false,
    signIn: { ...SIGNED_IN, activeSessions: 0, lockedUntil: '2026-03-10T15:45:00.000Z' },
  },
  {
    id: fakePersonId('noor-hassan'),
    email: 'noor.hassan@example.com',
    firstName: 'Noor',
    lastName: 'Hassan',
    administrator: false,
    isManager: false,
    signIn: { ...SIGNED_IN, hasPassword: false, passwordChanged: null, lastSignIn: null, activeSessions: 0 },
  },
  {
    id: fakePersonId('morgan-manager'),
    email: 'manager@example.com',
    firstName: 'Morgan',
    lastName: 'Manager',
    administrator: false,
    isManager: true,
    signIn: { ...SIGNED_IN, twoFactor: true },
  },
  {
    id: fakePersonId('alex-admin'),
    email: 'admin@example.com',
    firstName: 'Alex',
    lastName: 'Admin',
    administrator: true,
    isManager: false,
    signIn: { ...SIGNED_IN, twoFactor: true, lastSignIn: '2026-03-10T06:55:00.000Z' },
  },
];

/** The fake people by who they are, for stories and tests. */
const fakePersonIds = {
  riley: fakePersonId('riley-chen'),
  uma: fakePersonId('uma-user'),
  jordan: fakePersonId('jordan-lee'),
  sam: fakePersonId('sam-patel'),
  noor: fakePersonId('noor-hassan'),
  manager: fakePersonId('morgan-manager'),
  administrator: fakePersonId('alex-admin'),
} as const;

export { type FakePerson, fakePeople, fakePersonIds };
