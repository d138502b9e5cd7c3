/** The fake's records: its users, the accounts locked out of sign-in, the countries, and a signed-in profile. */
import type { AccountLock, CountryPhone, User } from '@license-console/domain';

/** The locks the fake starts with: one of each reason, ending at fixed instants so stories draw the same text. */
const fakeAccountLocks: readonly AccountLock[] = [
  {
    userId: 'dXNlci1ncmFjZS1ob3BwZXI',
    email: 'grace.hopper@example.com',
    name: 'Grace Hopper',
    reason: 'signInFailuresFromAddress',
    address: '203.0.113.24',
    lockedUntil: '2031-05-04T14:30:00.000Z',
  },
  {
    userId: 'dXNlci1hbGFuLXR1cmluZ3g',
    email: 'alan.turing@example.com',
    name: 'Alan Turing',
    reason: 'signInFailures',
    address: null,
    lockedUntil: '2031-05-04T14:45:00.000Z',
  },
  {
    userId: 'dXNlci1hZGEtbG92ZWxhY2U',
    email: 'ada.lovelace@example.com',
    name: 'Ada Lovelace',
    reason: 'verificationCodeFailures',
    address: null,
    lockedUntil: '2031-05-04T15:00:00.000Z',
  },
];

const FIRST_NAMES = ['Ada', 'Alan', 'Barbara', 'Claude', 'Donald', 'Edsger', 'Frances', 'Grace', 'Hedy', 'John'];
const LAST_NAMES = ['Lovelace', 'Turing', 'Liskov', 'Shannon', 'Knuth', 'Dijkstra', 'Allen', 'Hopper', 'Lamarr'];

/** A fake user's 22-character id, as the server's opaque ids are shaped. */
function fakeUserId(index: number): string {
  return `fake-user-${String(index).padStart(4, '0')}`.padEnd(22, 'x');
}

/**
 * The fake's users: 23 of them, the first two administrators, the third deactivated, in a fixed order (the server sorts
 * by e-mail).
 */
const fakeUserList: readonly User[] = Array.from({ length: 23 }, (_, index) => {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[index % LAST_NAMES.length]!;
  return {
    id: fakeUserId(index + 1),
    firstName,
    lastName,
    email: `${firstName}.${lastName}${index + 1}@example.com`.toLowerCase(),
    company: index % 3 === 0 ? 'Acme Corp' : null,
    phone: null,
    countryCode: 'US',
    phoneCode: '+1',
    createdAt: '2026-01-15T09:00:00.000Z',
    modifiedAt: '2026-01-15T09:00:00.000Z',
    administrator: index < 2,
    isManager: index % 4 === 1,
    magentoId: null,
    // One account deactivated, as the users list marks it.
    deactivated: index === 2,
  };
}).sort((a, b) => a.email.localeCompare(b.email));

/** The fake's countries: a few, with their dialling codes. */
const fakeCountries: readonly CountryPhone[] = [
  { shortName: 'CA', code: '1' },
  { shortName: 'DE', code: '49' },
  { shortName: 'FR', code: '33' },
  { shortName: 'GB', code: '44' },
  { shortName: 'US', code: '1' },
];

/** The token the fake's e-mail change confirmation accepts (any other is the invalid-link answer). */
const FAKE_EMAIL_CHANGE_TOKEN = 'fake-email-change-token';

/** Who the fake's calls are made as: the signed-in account, or nobody. */
interface FakeActor {
  email: string;
  name: string;
  administrator: boolean;
  isManager: boolean;
  countryCode: string | null;
}

/** A signed-in account's profile as the fake first shows it. */
function profileOfActor(actor: FakeActor, index: number): User {
  const [firstName = '', lastName = ''] = actor.name.split(' ');
  return {
    id: `fake-account-${index}`.padEnd(22, 'x'),
    firstName,
    lastName,
    email: actor.email,
    company: actor.isManager || actor.administrator ? 'Northwind' : 'Contoso',
    phone: actor.countryCode ? '5550100' : null,
    countryCode: actor.countryCode,
    phoneCode: fakeCountries.find((country) => country.shortName === actor.countryCode)?.code ?? null,
    createdAt: '2026-01-15T09:00:00.000Z',
    modifiedAt: '2026-01-15T09:00:00.000Z',
    administrator: actor.administrator,
    isManager: actor.isManager,
    magentoId: null,
    pendingEmail: null,
  };
}

export {
  FAKE_EMAIL_CHANGE_TOKEN,
  type FakeActor,
  fakeAccountLocks,
  fakeCountries,
  fakeUserId,
  fakeUserList,
  profileOfActor,
};
