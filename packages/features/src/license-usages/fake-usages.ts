/** The users the fake's packs start with: the roles, the manager's two packs' people, and many plausible others. */
import { asUsDate, defaultRole, type LicenseUsage, type Role, requireUsDate } from '@license-console/domain';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_MANAGER_STANDARD_PACK, FAKE_TODAY } from '../licenses/fake.ts';
import { fakePeople } from '../people/fake-people.ts';

/** The roles of a pack's users, in id order as the server answers them: the add-user default is the second. */
const fakeRoles: readonly Role[] = [
  { id: 'fake-role-1', descr: 'License Administrator' },
  { id: 'fake-role-2', descr: 'User' },
];

/** The product's latest version: a usage on it matches (versionMatch 1), an older one needs an update (0). */
const FAKE_LATEST_VERSION = '5.4.0';
const FAKE_VERSIONS = [FAKE_LATEST_VERSION, '5.3.2', FAKE_LATEST_VERSION, null, '5.1.0'] as const;
const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jamie', 'Kendall', 'Logan'];
const LAST_NAMES = ['Adams', 'Brooks', 'Clarke', 'Diaz', 'Evans', 'Foster', 'Garcia', 'Hughes', 'Ito', 'Jensen'];

function daysBefore(today: string, days: number): string {
  const { year, month, day } = requireUsDate(today);
  return asUsDate(new Date(year, month - 1, day - days));
}

interface FakeUsagePerson {
  accountName: string;
  firstName: string;
  lastName: string;
  roleId?: string;
  /** Days since the seat was last used, when not the generated ones: a seat idle for 30 days or more. */
  idleDays?: number;
}

/** A usage as the server answers it; `index` varies its last use, version and sessions. */
function fakeUsage(licenseCryptId: string, person: FakeUsagePerson, index: number, today: string): LicenseUsage {
  const version = FAKE_VERSIONS[index % FAKE_VERSIONS.length] ?? null;
  const role = fakeRoles.find((candidate) => candidate.id === person.roleId) ?? defaultRole(fakeRoles);
  // The people the fake's person pages know link there; the generated ones have no page.
  const userId = fakePeople.find((known) => known.email === person.accountName)?.id;
  return {
    accountName: person.accountName,
    firstName: person.firstName,
    lastName: person.lastName,
    roleName: role?.descr ?? null,
    cryptId: `${licenseCryptId}-usage-${index + 1}`,
    licenseCryptId,
    lastUsage: version === null ? null : daysBefore(today, person.idleDays ?? (index * 7) % 60),
    // Assigned a season ago: a seat never used (no version) is idle since then.
    assignedOn: daysBefore(today, 120 + index),
    version,
    versionMatch: version === null ? null : version === FAKE_LATEST_VERSION ? 1 : 0,
    sessionCount: version === null ? 0 : index % 3,
    MaximumSessions: 1 + (index % 2),
    ...(userId ? { userId } : {}),
  };
}

/** `count` plausible users of a pack (unique e-mails), for stories, tests and benchmarks of big packs. */
function fakeLicenseUsages(licenseCryptId: string, count: number, today: string = FAKE_TODAY): LicenseUsage[] {
  return Array.from({ length: count }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const accountName = `${firstName}.${lastName}.${index + 1}@example.com`.toLowerCase();
    return fakeUsage(licenseCryptId, { accountName, firstName, lastName }, index, today);
  });
}

/** The people of the manager's two packs, as the seeded server holds them; one of each pack idle for 30 days or more. */
const SEEDED_PEOPLE: Readonly<Record<string, readonly FakeUsagePerson[]>> = {
  [FAKE_MANAGER_BUSINESS_PACK]: [
    { accountName: 'manager@example.com', firstName: 'Morgan', lastName: 'Manager', roleId: 'fake-role-1' },
    { accountName: 'user@example.com', firstName: 'Uma', lastName: 'User' },
    { accountName: 'jordan.lee@example.com', firstName: 'Jordan', lastName: 'Lee', idleDays: 45 },
  ],
  [FAKE_MANAGER_STANDARD_PACK]: [
    { accountName: 'riley.chen@example.com', firstName: 'Riley', lastName: 'Chen' },
    { accountName: 'sam.patel@example.com', firstName: 'Sam', lastName: 'Patel', idleDays: 95 },
  ],
};

export { FAKE_LATEST_VERSION, fakeLicenseUsages, fakeRoles, fakeUsage, SEEDED_PEOPLE };
