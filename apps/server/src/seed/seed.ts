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

/**
 * The demo data is built in memory first, then written with one statement per table: each statement takes its rows
 * as one JSON array, inserted in array order (so the ids are given in the order the rows were built), with the rows
 * it refers to found by their public ids. A statement at a time per row made the seed the slowest part of a first
 * start on the embedded engine.
 */
const rowsOf = (json: string, columns: string) =>
  `from rows from (jsonb_to_recordset(${json}) as (${columns})) with ordinality as r`;

/** Runs `sql` with `rows` as its one parameter, a JSON array; nothing when there are no rows. */
async function insertRows(tx: Queryable, sql: string, rows: readonly object[]) {
  if (rows.length > 0) await tx.query(sql, [JSON.stringify(rows)]);
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

interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  company?: string;
  passwordHash?: string | null;
  administrator?: boolean;
  isManager?: boolean;
  countryCode?: string | null;
  /** The public id of the user's organization. */
  organization?: string | null;
}

interface NewLicense {
  productId: number;
  /** The public ids of the pack's administrator and organization. */
  manager: string;
  managerEmail: string;
  organization: string | null;
  userCount: number;
  start: Date;
  end: Date;
  trial: boolean;
  /** An Assistant pack's AI gateway use so far (product 7 packs only; none: nothing used yet). */
  aiTokens?: { input: number; output: number };
}

interface NewUsage {
  email: string;
  firstName: string;
  lastName: string;
  /** The public id of the user the seat is linked to, if any. */
  user?: string | null;
  roleId: number;
}

/** The demo's people, organizations, packs and seats, in the order they are inserted; references by public id. */
class DemoRows {
  readonly organizations: { public_id: string; name: string }[] = [];
  readonly users: Record<string, unknown>[] = [];
  readonly licenses: Record<string, unknown>[] = [];
  readonly usages: Record<string, unknown>[] = [];

  organization(name: string): string {
    const publicId = newPublicId();
    this.organizations.push({ public_id: publicId, name });
    return publicId;
  }

  user(user: NewUser): string {
    const publicId = newPublicId();
    this.users.push({
      public_id: publicId,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      company: user.company ?? '',
      password_hash: user.passwordHash ?? null,
      administrator: user.administrator ?? false,
      is_manager: user.isManager ?? false,
      country_code: user.countryCode ?? null,
      organization: user.organization ?? null,
    });
    return publicId;
  }

  /** A pack and its seats (the pack's used count is theirs). */
  license(license: NewLicense, usages: NewUsage[], random: Random, today: Date) {
    const publicId = newPublicId();
    const business = license.productId === 3;
    this.licenses.push({
      public_id: publicId,
      product_id: license.productId,
      manager: license.manager,
      organization: license.organization,
      purchaser_email: license.managerEmail,
      user_count: license.userCount,
      used_count: usages.length,
      start_date: isoDate(license.start),
      end_date: isoDate(license.end),
      trial: license.trial,
      business,
      ai_gateway_token_id: license.productId === 7 ? `tok_${newPublicId()}` : null,
      ai_gateway_limit_tokens: license.productId === 7 ? 100_000 : null,
      ai_gateway_input_tokens: license.aiTokens?.input ?? 0,
      ai_gateway_output_tokens: license.aiTokens?.output ?? 0,
      changed_at: license.start.toISOString(),
    });
    for (const usage of usages) {
      const used = random.next() < 0.8;
      this.usages.push({
        public_id: newPublicId(),
        license: publicId,
        user: usage.user ?? null,
        account_name: usage.email,
        first_name: usage.firstName,
        last_name: usage.lastName,
        role_id: usage.roleId,
        last_usage: used ? new Date(today.getTime() - random.int(0, 90) * DAY_MS).toISOString() : null,
        version: used ? random.pick(['5.4.0', '5.4.0', '5.3.2', '5.1.0']) : null,
        session_count: used ? random.int(0, 2) : 0,
      });
    }
  }

  async insert(tx: Queryable, passwordSettingsOf: string) {
    await insertRows(
      tx,
      `insert into organizations (public_id, name)
       select r.public_id, r.name ${rowsOf('$1::jsonb', 'public_id text, name text')} order by r.ordinality`,
      this.organizations,
    );
    await insertRows(
      tx,
      `insert into users (public_id, email, first_name, last_name, company, password_hash, administrator, is_manager,
                          country_code, organization_id)
       select r.public_id, r.email, r.first_name, r.last_name, r.company, r.password_hash, r.administrator,
              r.is_manager, r.country_code, o.id
         ${rowsOf(
           '$1::jsonb',
           `public_id text, email text, first_name text, last_name text, company text, password_hash text,
            administrator boolean, is_manager boolean, country_code text, organization text`,
         )}
         left join organizations o on o.public_id = r.organization
        order by r.ordinality`,
      this.users,
    );
    await tx.query('insert into password_settings (manager_id) select id from users where public_id = $1', [
      passwordSettingsOf,
    ]);
    await insertRows(
      tx,
      `insert into licenses (public_id, product_id, manager_id, organization_id, purchaser_email, account_name,
                             user_count, used_count, start_date, end_date, trial, sharepoint_integration,
                             advanced_template, ai_gateway_token_id, ai_gateway_limit_tokens, ai_gateway_input_tokens,
                             ai_gateway_output_tokens)
       select r.public_id, r.product_id, m.id, o.id, r.purchaser_email, r.purchaser_email, r.user_count, r.used_count,
              r.start_date, r.end_date, r.trial, r.business, r.business, r.ai_gateway_token_id,
              r.ai_gateway_limit_tokens, r.ai_gateway_input_tokens, r.ai_gateway_output_tokens
         ${rowsOf(
           '$1::jsonb',
           `public_id text, product_id integer, manager text, organization text, purchaser_email text,
            user_count integer, used_count integer, start_date date, end_date date, trial boolean, business boolean,
            ai_gateway_token_id text, ai_gateway_limit_tokens bigint, ai_gateway_input_tokens bigint,
            ai_gateway_output_tokens bigint`,
         )}
         join users m on m.public_id = r.manager
         left join organizations o on o.public_id = r.organization
        order by r.ordinality`,
      this.licenses,
    );
    await insertRows(
      tx,
      `insert into license_admin_history (license_id, email, date_time_changed)
       select l.id, r.purchaser_email, r.changed_at
         ${rowsOf('$1::jsonb', 'public_id text, purchaser_email text, changed_at timestamptz')}
         join licenses l on l.public_id = r.public_id
        order by r.ordinality`,
      this.licenses,
    );
    await insertRows(
      tx,
      `insert into license_usages (public_id, license_id, user_id, account_name, first_name, last_name, role_id,
                                   last_usage, version, session_count)
       select r.public_id, l.id, u.id, r.account_name, r.first_name, r.last_name, r.role_id, r.last_usage, r.version,
              r.session_count
         ${rowsOf(
           '$1::jsonb',
           `public_id text, license text, "user" text, account_name text, first_name text, last_name text,
            role_id integer, last_usage timestamptz, version text, session_count integer`,
         )}
         join licenses l on l.public_id = r.license
         left join users u on u.public_id = r."user"
        order by r.ordinality`,
      this.usages,
    );
  }
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

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
