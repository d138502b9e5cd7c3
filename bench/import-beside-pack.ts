// An import beside a full pack of the same product (bench/README.md): on PostgreSQL, starts the real server, imports
// ROWS users into pack A, then ROWS other users into pack B of the same product, then A's users into a pack C (each
// refused as held elsewhere) and into A again (each refused as already there). Every import checks each address
// against the product's other packs; that check once went through the search's trigram index and took 60 s (503)
// for 3,000 rows beside a 3,000-user pack. Figures only, never a test.
//
//   node bench/import-beside-pack.ts              3,000 rows
//   ROWS=20000 node bench/import-beside-pack.ts
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../apps/server/src/db/postgres.ts';
import { demoAccounts } from '../apps/server/src/seed/demo-data.ts';
import { startServerProcess } from '../apps/server/src/test-support/server-process.ts';

const ROWS = Number(process.env.ROWS ?? 3_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const out = (line = '') => process.stdout.write(`${line}\n`);

/** A fresh database: PGlite in a temporary data folder, or a new PostgreSQL database; null when none answers. */
async function freshDatabase(engine: 'pglite' | 'postgres') {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'lc-bench-import-'));
    return {
      env: { DATABASE_URL: '', DATA_DIR: dataDir } as Record<string, string>,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `lc_bench_import_${randomBytes(4).toString('hex')}`;
  let admin: Awaited<ReturnType<typeof openPostgres>>;
  try {
    admin = await openPostgres(ADMIN_URL, { max: 1, queryTimeoutMs: 0 });
  } catch (error) {
    out(`skipped: no PostgreSQL at ${ADMIN_URL} (${(error as Error).message}); set BENCH_DATABASE_URL`);
    return null;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() } as Record<string, string>,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** An import file of `rows` users with addresses and names of ordinary length (about 80 bytes a row). */
function usersCsv(rows: number, label: string): string {
  const lines = ['Email,FirstName,LastName'];
  for (let index = 0; index < rows; index++) {
    lines.push(`firstname.lastname.${label}${index}@customer-company.example,Firstname${index},Lastname${index}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<boolean> {
  const database = await freshDatabase(engine);
  if (!database) return true;
  const server = await startServerProcess('', database.env);
  try {
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
    let cookie = '';
    const signIn = await api('/api/Authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: demoAccounts.admin.email, Password: demoAccounts.admin.password }),
    });
    cookie = signIn.headers
      .getSetCookie()
      .find((item) => item.startsWith('lc_session='))!
      .split(';')[0]!;
    const products = (await (await api('/api/Product')).json()) as { productId: number; encryptedProductId: string }[];
    const product = products.find((item) => item.productId === 1)!;

    async function newPack(seats: number): Promise<string> {
      const response = await api('/api/licenses', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userCount: seats,
          name: demoAccounts.admin.email,
          startDate: '01/01/2030',
          endDate: '01/01/2031',
          sharepointIntegration: false,
          advancedTemplate: false,
          encryptedProductId: product.encryptedProductId,
          names: { firstName: 'Bench', lastName: 'Admin' },
        }),
      });
      if (response.status !== 201) throw new Error(`pack: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { encryptedId: string }).encryptedId;
    }

    async function importInto(pack: string, csv: string) {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'users.csv');
      const response = await api(`/api/Licenses/${pack}/LicenseUsages/UploadCSV`, { method: 'POST', body: form });
      const body = await response.text();
      return { status: response.status, body };
    }

    async function timed(label: string, pack: string, csv: string) {
      const started = performance.now();
      const { status, body } = await importInto(pack, csv);
      const seconds = (performance.now() - started) / 1000;
      const first = status === 200 ? body : (JSON.parse(body) as { message?: string }).message?.split('\n')[0];
      out(`${label.padEnd(44)} ${status}  ${seconds.toFixed(2).padStart(7)} s  ${String(first).slice(0, 60)}`);
    }
    const a = await newPack(ROWS);
    await timed(`${ROWS} users into pack A`, a, usersCsv(ROWS, 'a'));
    await timed(`${ROWS} others into pack B, same product`, await newPack(ROWS), usersCsv(ROWS, 'b'));
    await timed(`A's ${ROWS} into pack C (held elsewhere)`, await newPack(ROWS), usersCsv(ROWS, 'a'));
    await timed(`A's ${ROWS} into A again (already there)`, a, usersCsv(ROWS, 'a'));
    return true;
  } finally {
    await new Promise((resolve) => {
      server.process.once('exit', resolve);
      server.process.kill('SIGTERM');
    });
    await database.drop();
  }
}

await benchEngine('postgres');
