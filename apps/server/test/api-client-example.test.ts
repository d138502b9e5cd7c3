import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { License } from '@license-console/domain';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../src/modules/api-tokens/test-fixtures.ts';
import {
  caller,
  databaseDay,
  newLicenseBody,
  productPublicId,
  type Roles,
  signInRoles,
} from '../src/modules/licenses/test-fixtures.ts';
import { createTestApp } from '../src/test-support/test-app.ts';

const here = dirname(fileURLToPath(import.meta.url));
const EXAMPLE = resolve(here, '../examples/ending-this-month.ts');
const REPOSITORY = resolve(here, '../../..');
// Inside the server's node_modules, so the copy resolves openapi-fetch as the README's reader's would.
const SCRATCH = resolve(here, `../node_modules/.cache/api-client-example-${process.pid}`);

const app = await createTestApp();
let roles: Roles;
let baseUrl: string;

beforeAll(async () => {
  roles = await signInRoles(app);
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
});
afterAll(() => rm(SCRATCH, { recursive: true, force: true }));

/** The last day of the database's month, and the first of the next, MM/DD/YYYY. */
async function monthEdges(): Promise<{ lastOfMonth: string; firstOfNext: string }> {
  const [row] = await app.db.query<{ lastOfMonth: string; firstOfNext: string }>(
    `select to_char(date_trunc('month', current_date) + interval '1 month' - interval '1 day', 'MM/DD/YYYY') as "lastOfMonth",
            to_char(date_trunc('month', current_date) + interval '1 month', 'MM/DD/YYYY') as "firstOfNext"`,
  );
  return row!;
}

describe("given the README's script that lists the packs ending this month", () => {
  it('should type-check against the types openapi-typescript generates from the served document', async () => {
    const document = await app.server.inject({ method: 'GET', url: '/api/openapi.json' });
    await mkdir(SCRATCH, { recursive: true });
    await writeFile(join(SCRATCH, 'license-console.d.ts'), astToString(await openapiTS(document.json())));
    await copyFile(EXAMPLE, join(SCRATCH, 'ending-this-month.ts'));
    const program = ts.createProgram([join(SCRATCH, 'ending-this-month.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      types: ['node'],
      typeRoots: [join(REPOSITORY, 'node_modules/@types')],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  });

  it("should list, with a manager's token, that manager's packs ending from today to the month's end", async () => {
    const { lastOfMonth, firstOfNext } = await monthEdges();
    const product = await productPublicId(app, 2);
    for (const endDate of [lastOfMonth, firstOfNext]) {
      const body = newLicenseBody({
        encryptedProductId: product,
        name: 'manager@example.com',
        startDate: await databaseDay(app, -300),
        endDate,
      });
      const created = await caller(app)(roles.admin, 'POST', '/api/licenses', body);
      expect(created.statusCode, created.body).toBe(201);
    }
    const { token } = await createToken(app, roles.manager, { name: 'Month-end report' });
    const { packsEndingThisMonth } = await import(EXAMPLE);
    const [month, day, year] = (await databaseDay(app)).split('/').map(Number) as [number, number, number];
    const listed: License[] = await packsEndingThisMonth(baseUrl, token, new Date(year, month - 1, day));

    // What the manager sees, every pack, filtered here by its end: the same packs, soonest first.
    const all: License[] = (await caller(app)(roles.manager, 'GET', '/api/Licenses')).json();
    const sortable = (usDate: string) => usDate.replace(/^(\d\d)\/(\d\d)\/(\d{4})$/, '$3$1$2');
    const today = sortable(await databaseDay(app));
    const expected = all
      .filter((pack) => sortable(pack.endDate) >= today && sortable(pack.endDate) <= sortable(lastOfMonth))
      .map((pack) => pack.encryptedId)
      .sort();
    expect(listed.map((pack) => pack.encryptedId).sort()).toEqual(expected);
    expect(listed.map((pack) => pack.endDate)).toContain(lastOfMonth);
    expect(listed.map((pack) => pack.endDate)).not.toContain(firstOfNext);
    const ends = listed.map((pack) => sortable(pack.endDate));
    expect(ends).toEqual([...ends].sort());
  });

  it('should say why when the token is refused', async () => {
    const { packsEndingThisMonth } = await import(EXAMPLE);
    await expect(packsEndingThisMonth(baseUrl, 'lc_not-a-token')).rejects.toThrow(/answered 401/);
  });
});
