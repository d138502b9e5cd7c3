import { PRODUCT_FAMILY, PRODUCT_NAMES } from '@license-console/domain';

/** The demo data every empty database starts with. Deterministic: the same seed gives the same licenses. */

const product = (id: keyof typeof PRODUCT_NAMES, mainProgram: string, shopifyAlias: string) => ({
  id,
  name: `${PRODUCT_FAMILY} ${PRODUCT_NAMES[id]}`,
  mainProgram,
  shopifyAlias,
});

export const demoProducts = [
  product(1, 'docwise.exe', 'standard'),
  product(2, 'docwise-outlook.dll', 'outlook'),
  product(3, 'docwise.exe', 'business'),
  product(7, 'docwise-ai.dll', 'assistant'),
  product(8, 'docwise-basic.exe', 'basic'),
  product(9, 'docwise-server.exe', 'on-prem'),
];

export const demoSkus = demoProducts.flatMap((product) => [
  { productId: product.id, skuId: `${product.shopifyAlias.toUpperCase()}-1Y-1U`, months: 0, years: 1, quantity: 1 },
  { productId: product.id, skuId: `${product.shopifyAlias.toUpperCase()}-1Y-5U`, months: 0, years: 1, quantity: 5 },
  { productId: product.id, skuId: `${product.shopifyAlias.toUpperCase()}-3M-TRIAL`, months: 3, years: 0, quantity: 1 },
]);

export const demoRoles = [
  { id: 1, descr: 'License Administrator' },
  { id: 2, descr: 'User' },
];

/** The documented demo accounts (README). None of them needs a verification code. */
export const demoAccounts = {
  admin: {
    email: 'admin@example.com',
    password: 'Admin!2345',
    firstName: 'Avery',
    lastName: 'Admin',
    administrator: true,
    isManager: false,
  },
  manager: {
    email: 'manager@example.com',
    password: 'Manager!2345',
    firstName: 'Morgan',
    lastName: 'Manager',
    administrator: false,
    isManager: true,
  },
  user: {
    email: 'user@example.com',
    password: 'User!2345',
    firstName: 'Uma',
    lastName: 'User',
    administrator: false,
    isManager: false,
  },
} as const;

/**
 * The organizations of the demo manager's packs (the Business pack's first, the Standard pack's second), so the
 * manager may rename and change (spec §6 row 9), and two accounts (none can sign in) in other organizations, for
 * the add-user row's organization dialogs (spec §4): one in the manager's other organization, one in another
 * customer's.
 */
export const demoOrganizations = {
  business: 'Example Corp',
  standard: 'Example Labs',
  otherCustomer: 'Northwind Traders',
} as const;

export const demoOrganizationMembers = {
  /** In the manager's other organization: adding them to the Business pack offers to update its organization. */
  managerOrganization: {
    email: 'drew.park@labs.example',
    firstName: 'Drew',
    lastName: 'Park',
    organization: demoOrganizations.standard,
  },
  /** In another customer's organization: adding them to the Business pack offers to move them into its own. */
  otherCustomer: {
    email: 'taylor.brooks@northwind.example',
    firstName: 'Taylor',
    lastName: 'Brooks',
    organization: demoOrganizations.otherCustomer,
  },
} as const;

const FIRST_NAMES = [
  'Alex',
  'Blair',
  'Casey',
  'Dana',
  'Eli',
  'Frankie',
  'Gray',
  'Harper',
  'Indy',
  'Jules',
  'Kai',
  'Lee',
];
const LAST_NAMES = ['Moreno', 'Nakamura', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Schmidt', 'Tanaka', 'Usman', 'Varga'];
const COMPANIES = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Wingtip', 'Litware', 'Adatum', 'Proseware'];

/** A small seeded generator (mulberry32), so the demo data is the same on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

export type Random = ReturnType<typeof createRandom>;

export function personAt(index: number, random: Random) {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const company = COMPANIES[index % COMPANIES.length]!;
  const email = `${firstName}.${lastName}.${index}@${company}.example`.toLowerCase();
  return { firstName, lastName, company, email };
}
