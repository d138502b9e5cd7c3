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

const SEED_LOCK = 4_207_312;
const LICENSE_MANAGERS = 40;
const GENERATED_LICENSES = 220;
const DAY_MS = 86_400_000;

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
  for (const product of demoProducts) {
    await tx.query(
      `insert into products (id, public_id, name, last_version, download_link, main_program, shopify_alias, limit_tokens)
       values ($1, $2, $3, '5.4.0', $4, $5, $6, $7)`,
      [
        product.id,
        newPublicId(),
        product.name,
        `https://downloads.example.com/${product.shopifyAlias}`,
        product.mainProgram,
        product.shopifyAlias,
        product.id === 7 ? 1_000_000 : null,
      ],
    );
  }
  for (const sku of demoSkus) {
    await tx.query(
      'insert into product_skus (product_id, sku_id, months, years, quantity) values ($1, $2, $3, $4, $5)',
      [sku.productId, sku.skuId, sku.months, sku.years, sku.quantity],
    );
  }
  for (const role of demoRoles) {
    await tx.query('insert into roles (id, public_id, descr) values ($1, $2, $3)', [
      role.id,
      newPublicId(),
      role.descr,
    ]);
  }
}

interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  company?: string;
  passwordHash?: string | null;
  administrator?: boolean;
  isManager?: boolean;
  countryCode?: string | null;
  organizationId?: number | null;
}

async function insertUser(tx: Queryable, user: NewUser): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into users (public_id, email, first_name, last_name, company, password_hash, administrator, is_manager,
                        country_code, organization_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      newPublicId(),
      user.email,
      user.firstName,
      user.lastName,
      user.company ?? '',
      user.passwordHash ?? null,
      user.administrator ?? false,
      user.isManager ?? false,
      user.countryCode ?? null,
      user.organizationId ?? null,
    ],
  );
  return Number(row!.id);
}

async function insertOrganization(tx: Queryable, name: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'insert into organizations (public_id, name) values ($1, $2) returning id',
    [newPublicId(), name],
  );
  return Number(row!.id);
}

interface NewLicense {
  productId: number;
  managerId: number;
  managerEmail: string;
  organizationId: number | null;
  userCount: number;
  start: Date;
  end: Date;
  trial: boolean;
  /** An Assistant pack's AI gateway use so far (product 7 packs only; none: nothing used yet). */
  aiTokens?: { input: number; output: number };
}

async function insertLicense(tx: Queryable, license: NewLicense): Promise<number> {
  const business = license.productId === 3;
  const [row] = await tx.query<{ id: number }>(
    `insert into licenses (public_id, product_id, manager_id, organization_id, purchaser_email, account_name, user_count,
                           start_date, end_date, trial, sharepoint_integration, advanced_template,
                           ai_gateway_token_id, ai_gateway_limit_tokens, ai_gateway_input_tokens,
                           ai_gateway_output_tokens)
     values ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14) returning id`,
    [
      newPublicId(),
      license.productId,
      license.managerId,
      license.organizationId,
      license.managerEmail,
      license.userCount,
      isoDate(license.start),
      isoDate(license.end),
      license.trial,
      business,
      license.productId === 7 ? `tok_${newPublicId()}` : null,
      license.productId === 7 ? 100_000 : null,
      license.aiTokens?.input ?? 0,
      license.aiTokens?.output ?? 0,
    ],
  );
  await tx.query('insert into license_admin_history (license_id, email, date_time_changed) values ($1, $2, $3)', [
    row!.id,
    license.managerEmail,
    license.start.toISOString(),
  ]);
  return Number(row!.id);
}

interface NewUsage {
  email: string;
  firstName: string;
  lastName: string;
  userId?: number | null;
  roleId: number;
}

async function assignUsages(tx: Queryable, licenseId: number, usages: NewUsage[], random: Random, today: Date) {
  for (const usage of usages) {
    const used = random.next() < 0.8;
    await tx.query(
      `insert into license_usages (public_id, license_id, user_id, account_name, first_name, last_name, role_id,
                                   last_usage, version, session_count)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        newPublicId(),
        licenseId,
        usage.userId ?? null,
        usage.email,
        usage.firstName,
        usage.lastName,
        usage.roleId,
        used ? new Date(today.getTime() - random.int(0, 90) * DAY_MS).toISOString() : null,
        used ? random.pick(['5.4.0', '5.4.0', '5.3.2', '5.1.0']) : null,
        used ? random.int(0, 2) : 0,
      ],
    );
  }
  await tx.query('update licenses set used_count = $2 where id = $1', [licenseId, usages.length]);
}

async function seedPeopleAndLicenses(tx: Queryable, hashes: Record<keyof typeof demoAccounts, string>, today: Date) {
  const random = createRandom(20_261_122);
  // Its own sequence, so the token counts leave every other generated value as it was.
  const tokenRandom = createRandom(20_261_207);
  const start = addDays(today, -120);
  const yearLater = (from: Date) => addDays(from, 365);

  const demoOrganization = await insertOrganization(tx, demoOrganizations.business);
  const labsOrganization = await insertOrganization(tx, demoOrganizations.standard);
  await insertUser(tx, {
    ...demoAccounts.admin,
    company: 'License Console',
    passwordHash: hashes.admin,
    countryCode: 'US',
  });
  const managerId = await insertUser(tx, {
    ...demoAccounts.manager,
    company: 'Example Corp',
    passwordHash: hashes.manager,
    countryCode: 'US',
    organizationId: demoOrganization,
  });
  const userId = await insertUser(tx, {
    ...demoAccounts.user,
    company: 'Example Corp',
    passwordHash: hashes.user,
    countryCode: 'US',
    organizationId: demoOrganization,
  });
  await tx.query('insert into password_settings (manager_id) values ($1)', [managerId]);
  const organizationIds = {
    [demoOrganizations.standard]: labsOrganization,
    [demoOrganizations.otherCustomer]: await insertOrganization(tx, demoOrganizations.otherCustomer),
  };
  for (const { organization, ...member } of Object.values(demoOrganizationMembers)) {
    await insertUser(tx, { ...member, company: organization, organizationId: organizationIds[organization] });
  }

  // The manager's Business pack: 5 seats, 3 used, one by the demo user.
  const businessPack = await insertLicense(tx, {
    productId: 3,
    managerId,
    managerEmail: demoAccounts.manager.email,
    organizationId: demoOrganization,
    userCount: 5,
    start,
    end: yearLater(start),
    trial: false,
  });
  await assignUsages(
    tx,
    businessPack,
    [
      { ...demoAccounts.manager, userId: managerId, roleId: 1 },
      { ...demoAccounts.user, userId, roleId: 2 },
      { email: 'jordan.lee@example.com', firstName: 'Jordan', lastName: 'Lee', roleId: 2 },
    ],
    random,
    today,
  );
  const standardPack = await insertLicense(tx, {
    productId: 1,
    managerId,
    managerEmail: demoAccounts.manager.email,
    organizationId: labsOrganization,
    userCount: 10,
    start,
    end: yearLater(start),
    trial: false,
  });
  await assignUsages(
    tx,
    standardPack,
    [
      { email: 'riley.chen@example.com', firstName: 'Riley', lastName: 'Chen', roleId: 2 },
      { email: 'sam.patel@example.com', firstName: 'Sam', lastName: 'Patel', roleId: 2 },
    ],
    random,
    today,
  );

  const managers: { id: number; email: string; organizationId: number }[] = [];
  for (let index = 0; index < LICENSE_MANAGERS; index += 1) {
    const person = personAt(index, random);
    const organizationId = await insertOrganization(tx, `${person.company} ${index}`);
    const id = await insertUser(tx, { ...person, isManager: index % 3 === 0, countryCode: 'US', organizationId });
    managers.push({ id, email: person.email, organizationId });
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
    const licenseId = await insertLicense(tx, {
      productId,
      managerId: manager.id,
      managerEmail: manager.email,
      organizationId: manager.organizationId,
      userCount,
      start: packStart < end ? packStart : addDays(end, -30),
      end,
      trial,
      ...(productId === 7 ? { aiTokens: aiTokensUsed(tokenRandom) } : {}),
    });
    const assigned = productId === 9 ? 0 : random.int(0, Math.min(userCount, 6));
    const usages: NewUsage[] = [];
    for (let seat = 0; seat < assigned; seat += 1) {
      const person = personAt(index * 10 + seat + 1000, random);
      usages.push({ ...person, roleId: seat === 0 ? 1 : 2 });
    }
    await assignUsages(tx, licenseId, usages, random, today);
  }
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

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
