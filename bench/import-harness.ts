// The users-import benches' common part (usage-import.ts, import-beside-pack.ts): a fresh database of either engine,
// the real server on it, the demo administrator signed in, Docwise Standard packs made and users files imported over
// HTTP as the console sends them.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../apps/server/src/db/postgres.ts';
import { demoAccounts } from '../apps/server/src/seed/demo-data.ts';
import { type ServerProcess, startServerProcess } from '../apps/server/src/test-support/server-process.ts';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export type Engine = 'pglite' | 'postgres';

export const out = (line = '') => process.stdout.write(`${line}\n`);

/** A fresh database: PGlite in a temporary data folder, or a new PostgreSQL database; null when none answers. */
async function freshDatabase(engine: Engine) {
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
export function usersCsv(rows: number, label: string): string {
  const lines = ['Email,FirstName,LastName'];
  for (let index = 0; index < rows; index++) {
    lines.push(`firstname.lastname.${label}${index}@customer-company.example,Firstname${index},Lastname${index}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The body of POST /api/licenses for a bench's pack: `seats` seats of the product, administered by the demo
 * administrator, valid through 2030.
 */
export function benchPack(seats: number, encryptedProductId: string) {
  return {
    userCount: seats,
    name: demoAccounts.admin.email,
    startDate: '01/01/2030',
    endDate: '01/01/2031',
    sharepointIntegration: false,
    advancedTemplate: false,
    encryptedProductId,
    names: { firstName: 'Bench', lastName: 'Admin' },
  };
}

/** What a bench does with the server: its process, calls as the demo administrator, packs and imports. */
export interface ImportSession {
  server: ServerProcess;
  api(path: string, init?: RequestInit): Promise<Response>;
  /** A new Docwise Standard pack of `seats` seats, administered by the demo administrator; its encrypted id. */
  newPack(seats: number): Promise<string>;
  /** Uploads a users file into the pack; the status and the body as the server answered. */
  importInto(pack: string, csv: string): Promise<{ status: number; body: string }>;
}

/**
 * Runs `work` against the real server on a fresh database of `engine`, signed in as the demo administrator; the
 * server is stopped and the database dropped after. Nothing runs when the engine cannot be reached.
 */
export async function withImportSession(engine: Engine, work: (session: ImportSession) => Promise<void>) {
  const database = await freshDatabase(engine);
  if (!database) return;
  const server = await startServerProcess('', database.env);
  try {
    let cookie = '';
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
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
    await work({
      server,
      api,
      async newPack(seats) {
        const response = await api('/api/licenses', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(benchPack(seats, product.encryptedProductId)),
        });
        if (response.status !== 201) throw new Error(`pack: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { encryptedId: string }).encryptedId;
      },
      async importInto(pack, csv) {
        const form = new FormData();
        form.append('file', new Blob([csv], { type: 'text/csv' }), 'users.csv');
        const response = await api(`/api/Licenses/${pack}/LicenseUsages/UploadCSV`, { method: 'POST', body: form });
        return { status: response.status, body: await response.text() };
      },
    });
  } finally {
    await new Promise((resolve) => {
      server.process.once('exit', resolve);
      server.process.kill('SIGTERM');
    });
    await database.drop();
  }
}
