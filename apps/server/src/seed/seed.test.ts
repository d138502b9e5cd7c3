import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.ts';
import { demoOrganizationMembers, demoOrganizations } from './demo-data.ts';
import { seedIfEmpty } from './seed.ts';

const app = await createTestApp();
const one = async <T>(sql: string, params: unknown[] = []) => (await app.db.query<T>(sql, params))[0]!;

describe('given an empty database', () => {
  it('should hold the six products with their SKUs', async () => {
    const products = await app.db.query<{ id: number; skus: number }>(
      'select p.id, count(s.id)::int as skus from products p left join product_skus s on s.product_id = p.id group by p.id order by p.id',
    );
    expect(products.map((product) => product.id)).toEqual([1, 2, 3, 7, 8, 9]);
    for (const product of products) expect(product.skus).toBeGreaterThan(0);
  });

  it('should hold at least 200 licenses across every product, status and type', async () => {
    const { total } = await one<{ total: number }>('select count(*)::int as total from licenses');
    expect(total).toBeGreaterThanOrEqual(200);
    const combinations = await app.db.query<{ product_id: number; expired: boolean; trial: boolean }>(
      'select distinct product_id, end_date < current_date as expired, trial from licenses',
    );
    for (const productId of [1, 2, 3, 7, 8, 9]) {
      for (const expired of [true, false]) {
        for (const trial of [true, false]) {
          expect(combinations).toContainEqual({ product_id: productId, expired, trial });
        }
      }
    }
  });

  it('should assign users to licenses, never more than a pack holds, with used counts that agree', async () => {
    const { usages } = await one<{ usages: number }>('select count(*)::int as usages from license_usages');
    expect(usages).toBeGreaterThan(200);
    const { mismatched } = await one<{ mismatched: number }>(
      `select count(*)::int as mismatched from licenses l
        where l.used_count <> (select count(*) from license_usages u where u.license_id = l.id)
           or l.used_count > l.user_count`,
    );
    expect(mismatched).toBe(0);
  });

  it('should give the manager a Business pack of 5 seats with 3 used, one by the demo user, and a second pack', async () => {
    const packs = await app.db.query<{ product_id: number; user_count: number; used_count: number; holders: string[] }>(
      `select l.product_id, l.user_count, l.used_count,
              array(select lower(u.account_name) from license_usages u where u.license_id = l.id order by 1) as holders
         from licenses l join users m on m.id = l.manager_id
        where m.email = 'manager@example.com' order by l.product_id desc`,
    );
    expect(packs).toHaveLength(2);
    expect(packs[0]).toMatchObject({ product_id: 3, user_count: 5, used_count: 3 });
    expect(packs[0]!.holders).toContain('user@example.com');
  });

  it('should give every Assistant pack (product 7) a gateway token, a limit and token counts, and no other pack', async () => {
    const packs = await app.db.query<{ product_id: number; token: string | null; used: number; limit: number | null }>(
      `select product_id, ai_gateway_token_id as token, ai_gateway_limit_tokens::float8 as limit,
              (ai_gateway_input_tokens + ai_gateway_output_tokens)::float8 as used
         from licenses`,
    );
    const assistant = packs.filter((pack) => pack.product_id === 7);
    expect(assistant.length).toBeGreaterThan(0);
    for (const pack of assistant) {
      expect(pack.token).toMatch(/^tok_/);
      expect(pack.limit).toBe(100_000);
      expect(pack.used).toBeLessThanOrEqual(pack.limit!);
    }
    expect(assistant.some((pack) => pack.used > 0)).toBe(true);
    for (const pack of packs.filter((pack) => pack.product_id !== 7)) {
      expect(pack).toMatchObject({ token: null, used: 0, limit: null });
    }
  });

  it("should link the manager's Business and Standard packs to two organizations, and seed a member of two others", async () => {
    const links = await app.db.query<{ product_id: number; organization: string }>(
      `select l.product_id, o.name as organization from licenses l join users m on m.id = l.manager_id
         join organizations o on o.id = l.organization_id where m.email = 'manager@example.com' order by l.product_id`,
    );
    expect(links).toEqual([
      { product_id: 1, organization: demoOrganizations.standard },
      { product_id: 3, organization: demoOrganizations.business },
    ]);
    for (const member of Object.values(demoOrganizationMembers)) {
      const account = await one<{ organization: string; signsIn: boolean }>(
        `select o.name as organization, u.password_hash is not null as "signsIn"
           from users u join organizations o on o.id = u.organization_id where u.email = $1`,
        [member.email],
      );
      expect(account).toEqual({ organization: member.organization, signsIn: false });
    }
  });

  it('should create exactly the three demo accounts that can sign in', async () => {
    const accounts = await app.db.query<{ email: string; administrator: boolean; is_manager: boolean }>(
      'select email, administrator, is_manager from users where password_hash is not null order by email',
    );
    expect(accounts).toEqual([
      { email: 'admin@example.com', administrator: true, is_manager: false },
      { email: 'manager@example.com', administrator: false, is_manager: true },
      { email: 'user@example.com', administrator: false, is_manager: false },
    ]);
  });

  it('should leave a database that already has users alone', async () => {
    const before = await one<{ total: number }>('select count(*)::int as total from licenses');
    expect(await seedIfEmpty(app.db)).toBe(false);
    expect(await one<{ total: number }>('select count(*)::int as total from licenses')).toEqual(before);
  });
});
