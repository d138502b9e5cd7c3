import type { Queryable } from '../db/database.ts';
import { newPublicId } from '../lib/crypto.ts';
import type { Random } from './demo-data.ts';

const DAY_MS = 86_400_000;

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

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export { addDays, DemoRows, insertRows, type NewLicense, type NewUsage, rowsOf };
