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

/** The plans of the statements a repository runs, each explained with its values before it runs. */
function explaining(plans: string[]): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const rows = await app.db.query<Record<string, unknown>>(`explain (format json) ${sql}`, params);
      plans.push(JSON.stringify(rows));
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
    const plans: string[] = [];
    const batch = await createLicenseUsageRepository(explaining(plans)).exportBatch(id, 0, EXPORT_BATCH_ROWS);
    expect(batch).toHaveLength(EXPORT_BATCH_ROWS);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toContain('"Node Type":"Index Scan"');
    expect(plans[0]).not.toContain('"Node Type":"Sort"');
  });
});
