import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { caller, signInRoles } from '../licenses/test-fixtures.ts';
import { createLicenseUsageRepository } from './repository.ts';
import { newPack, uploadCsv } from './test-fixtures.ts';
import { EXPORT_BATCH_ROWS, REFRESH_STATISTICS_FROM } from './usage-csv.ts';

// A database of its own: the test fills every other pack with users, which no other test expects.
const app = await createTestApp();
const call = caller(app);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The nodes of a plan, its root first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** The plans of the statements a repository runs, each explained with its values before it runs. */
function explaining(plans: PlanNode[][]): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const [row] = await app.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        `explain (format json) ${sql}`,
        params,
      );
      const plan = row!['QUERY PLAN'];
      // The embedded engine's driver answers the JSON as text, PostgreSQL's as its value.
      plans.push(nodesOf((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan));
      return app.db.query<T>(sql, params);
    },
  };
}

describe('given a pack that an import made big, among many small packs', () => {
  it("should read the pack's export in its index's order, never sorting the users left for each batch", async () => {
    // Every pack of the demo data holds 50 users, as an installation of many small packs would.
    await app.db.query(
      `insert into license_usages (public_id, license_id, account_name)
       select 'plan-' || l.id || '-' || n, l.id, 'plan.' || l.id || '.' || n || '@plan-tests.example'
         from licenses l cross join generate_series(1, 50) n`,
    );
    const roles = await signInRoles(app);
    const count = 2 * EXPORT_BATCH_ROWS + 500;
    expect(count).toBeGreaterThanOrEqual(REFRESH_STATISTICS_FROM);
    const pack = await newPack(app, call, roles.admin, count, { productId: 2 });
    const csv = [
      'Email,FirstName,LastName',
      ...Array.from({ length: count }, (_, n) => `big.${n}@plan-tests.example,Ada,Lovelace`),
    ].join('\r\n');
    expect((await uploadCsv(app, roles.admin, pack, csv)).json()).toEqual({ imported: count });

    const [{ id } = { id: 0 }] = await app.db.query<{ id: number }>(
      'select id::float8 as id from licenses where public_id = $1',
      [pack],
    );
    const plans: PlanNode[][] = [];
    const batch = await createLicenseUsageRepository(explaining(plans)).exportBatch(id, 0, EXPORT_BATCH_ROWS);
    expect(batch).toHaveLength(EXPORT_BATCH_ROWS);
    // The pack's first users by id, in that order.
    const first = await app.db.query<{ id: number }>(
      'select id::float8 as id from license_usages where license_id = $1 order by id limit $2',
      [id, EXPORT_BATCH_ROWS],
    );
    expect(batch.map((usage) => usage.id)).toEqual(first.map((row) => row.id));
    expect(plans).toHaveLength(1);
    const nodes = plans[0]!;
    // The usages are read through an index, in its order: nothing is sorted, neither the pack nor the batch.
    expect(nodes).toContainEqual(
      expect.objectContaining({ 'Node Type': 'Index Scan', 'Relation Name': 'license_usages' }),
    );
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
  });
});
