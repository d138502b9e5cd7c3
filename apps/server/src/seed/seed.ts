import type { ServerConfig } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { hashPassword, newPublicId } from '../lib/crypto.ts';
import {
  createSsoKeyBox,
  createSsoSiteService,
  generateSiteKeyPair,
  type SsoKeyBox,
} from '../modules/single-sign-on/index.ts';
import {
  createRandom,
  demoAccounts,
  demoOrganizationMembers,
  demoOrganizations,
  demoProducts,
  demoRoles,
  demoSkus,
  personAt,
  type Random,
} from './demo-data.ts';
import { addDays, DemoRows, insertRows, type NewLicense, type NewUsage, rowsOf } from './demo-rows.ts';

const SEED_LOCK = 4_207_312;
const LICENSE_MANAGERS = 40;
const GENERATED_LICENSES = 220;

/** Seeds an empty database with the demo data; answers whether it did (a database with users is left alone). */
/** Seeds as the configured server would: the demo SSO site at its public address, its key sealed as configured. */
export function seedForConfig(db: Database, config: Pick<ServerConfig, 'publicUrl' | 'ssoKeySecret' | 'production'>) {
  return seedIfEmpty(db, {
    publicUrl: config.publicUrl,
    ssoKeyBox: createSsoKeyBox({ secret: config.ssoKeySecret, production: config.production }),
  });
}

export async function seedIfEmpty(
  db: Database,
  options: { today?: Date; publicUrl?: string; ssoKeyBox?: SsoKeyBox } = {},
): Promise<boolean> {
  const today = options.today ?? new Date();
  const ssoKeyBox = options.ssoKeyBox ?? createSsoKeyBox({ secret: undefined, production: false });
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const passwordHashes = Object.fromEntries(
    await Promise.all(
      Object.entries(demoAccounts).map(async ([key, account]) => [key, await hashPassword(account.password)] as const),
    ),
  ) as Record<keyof typeof demoAccounts, string>;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>('select count(*)::int as count from users');
    if (count > 0) return false;
    await seedCatalogue(tx);
    await seedPeopleAndLicenses(tx, passwordHashes, today);
    if (ssoKeyBox.available) await seedSsoSite(db, tx, ssoKeyBox, publicUrl);
    return true;
  });
}

async function seedCatalogue(tx: Queryable) {
  await insertRows(
    tx,
    `insert into products (id, public_id, name, last_version, download_link, main_program, shopify_alias, limit_tokens)
     select r.id, r.public_id, r.name, '5.4.0', r.download_link, r.main_program, r.shopify_alias, r.limit_tokens
       ${rowsOf('$1::jsonb', 'id integer, public_id text, name text, download_link text, main_program text, shopify_alias text, limit_tokens bigint')}
      order by r.ordinality`,
    demoProducts.map((product) => ({
      id: product.id,
      public_id: newPublicId(),
      name: product.name,
      download_link: `https://downloads.example.com/${product.shopifyAlias}`,
      main_program: product.mainProgram,
      shopify_alias: product.shopifyAlias,
      limit_tokens: product.id === 7 ? 1_000_000 : null,
    })),
  );
  await insertRows(
    tx,
    `insert into product_skus (product_id, sku_id, months, years, quantity)
     select r.product_id, r.sku_id, r.months, r.years, r.quantity
       ${rowsOf('$1::jsonb', 'product_id integer, sku_id text, months integer, years integer, quantity integer')}
      order by r.ordinality`,
    demoSkus.map((sku) => ({
      product_id: sku.productId,
      sku_id: sku.skuId,
      months: sku.months,
      years: sku.years,
      quantity: sku.quantity,
    })),
  );
  await insertRows(
    tx,
    `insert into roles (id, public_id, descr)
     select r.id, r.public_id, r.descr ${rowsOf('$1::jsonb', 'id integer, public_id text, descr text')} order by r.ordinality
     on conflict (id) do nothing`,
    demoRoles.map((role) => ({ id: role.id, public_id: newPublicId(), descr: role.descr })),
  );
}

async function seedPeopleAndLicenses(tx: Queryable, hashes: Record<keyof typeof demoAccounts, string>, today: Date) {
  const random = createRandom(20_261_122);
  // Its own sequence, so the token counts leave every other generated value as it was.
  const tokenRandom = createRandom(20_261_207);
  const start = addDays(today, -120);
  const yearLater = (from: Date) => addDays(from, 365);
  const rows = new DemoRows();

  const demoOrganization = rows.organization(demoOrganizations.business);
  const labsOrganization = rows.organization(demoOrganizations.standard);
  rows.user({
    ...demoAccounts.admin,
    company: 'License Console',
    passwordHash: hashes.admin,
    countryCode: 'US',
  });
  const managerId = rows.user({
    ...demoAccounts.manager,
    company: 'Example Corp',
    passwordHash: hashes.manager,
    countryCode: 'US',
    organization: demoOrganization,
  });
  const userId = rows.user({
    ...demoAccounts.user,
    company: 'Example Corp',
    passwordHash: hashes.user,
    countryCode: 'US',
    organization: demoOrganization,
  });
  const organizationIds = {
    [demoOrganizations.standard]: labsOrganization,
    [demoOrganizations.otherCustomer]: rows.organization(demoOrganizations.otherCustomer),
  };
  for (const { organization, ...member } of Object.values(demoOrganizationMembers)) {
    rows.user({ ...member, company: organization, organization: organizationIds[organization] });
  }

  // The manager's Business pack: 5 seats, 3 used, one by the demo user.
  rows.license(
    {
      productId: 3,
      manager: managerId,
      managerEmail: demoAccounts.manager.email,
      organization: demoOrganization,
      userCount: 5,
      start,
      end: yearLater(start),
      trial: false,
    },
    [
      { ...demoAccounts.manager, user: managerId, roleId: 1 },
      { ...demoAccounts.user, user: userId, roleId: 2 },
      { email: 'jordan.lee@example.com', firstName: 'Jordan', lastName: 'Lee', roleId: 2 },
    ],
    random,
    today,
  );
  rows.license(
    {
      productId: 1,
      manager: managerId,
      managerEmail: demoAccounts.manager.email,
      organization: labsOrganization,
      userCount: 10,
      start,
      end: yearLater(start),
      trial: false,
    },
    [
      { email: 'riley.chen@example.com', firstName: 'Riley', lastName: 'Chen', roleId: 2 },
      { email: 'sam.patel@example.com', firstName: 'Sam', lastName: 'Patel', roleId: 2 },
    ],
    random,
    today,
  );

  const managers: { id: string; email: string; organization: string }[] = [];
  for (let index = 0; index < LICENSE_MANAGERS; index += 1) {
    const person = personAt(index, random);
    const organization = rows.organization(`${person.company} ${index}`);
    const id = rows.user({ ...person, isManager: index % 3 === 0, countryCode: 'US', organization });
    managers.push({ id, email: person.email, organization });
  }
  // Every product, both types and both statuses: about a third of the packs have already ended.
  for (let index = 0; index < GENERATED_LICENSES; index += 1) {
    const manager = managers[index % managers.length]!;
    const productId = demoProducts[index % demoProducts.length]!.id;
    // Product cycles every 6 packs; type and status cycle on the round, so every combination occurs.
    const round = Math.floor(index / demoProducts.length);
    const trial = round % 4 === 0;
    const expired = round % 3 === 0;
    const packStart = addDays(today, expired ? -random.int(400, 900) : -random.int(0, 300));
    const packEnd = trial ? addDays(packStart, 90) : addDays(packStart, 365 * random.int(1, 3));
    const end = expired ? addDays(today, -random.int(1, 30)) : packEnd < today ? addDays(today, 30) : packEnd;
    const userCount = trial ? random.int(1, 3) : random.pick([1, 5, 10, 25, 50]);
    const license: NewLicense = {
      productId,
      manager: manager.id,
      managerEmail: manager.email,
      organization: manager.organization,
      userCount,
      start: packStart < end ? packStart : addDays(end, -30),
      end,
      trial,
      ...(productId === 7 ? { aiTokens: aiTokensUsed(tokenRandom) } : {}),
    };
    const assigned = productId === 9 ? 0 : random.int(0, Math.min(userCount, 6));
    const usages: NewUsage[] = [];
    for (let seat = 0; seat < assigned; seat += 1) {
      const person = personAt(index * 10 + seat + 1000, random);
      usages.push({ ...person, roleId: seat === 0 ? 1 : 2 });
    }
    rows.license(license, usages, random, today);
  }
  await rows.insert(tx, managerId);
}

/**
 * The demo SSO site: the development stand-in site at /dev/sso-demo (registered outside production), with a key
 * pair generated here and its private key sealed like any site's.
 */
async function seedSsoSite(db: Database, tx: Queryable, keyBox: SsoKeyBox, publicUrl: string) {
  await createSsoSiteService({ db, keyBox }).add(
    { name: 'Demo Help Center', url: `${publicUrl}/dev/sso-demo`, ...generateSiteKeyPair() },
    tx,
  );
}

/** An Assistant pack's gateway use: up to its seeded limit of 100,000, about a third of it output. */
function aiTokensUsed(random: Random) {
  const input = random.int(0, 60_000);
  return { input, output: random.int(0, Math.round(input / 2)) };
}
