// Users import and export at scale (the License users issue; bench/README.md): on each engine, starts the real
// server (`node apps/server/src/main.ts`, as `npm start` does), uploads a CSV of ROWS users into a pack with seats to
// spare over HTTP (multipart, as the console sends it), then downloads the pack's user-roles export at a tenth of
// the rows and at all of them, reading the stream without keeping it. Prints the time and the server process's
// resident memory (sampled from /proc every 20 ms). Figures only, never a test.
//
//   node bench/usage-import.ts                 100,000 rows on PGlite, then on PostgreSQL when one answers
//   ROWS=10000 node bench/usage-import.ts      a quick run
//   ENGINES=postgres node bench/usage-import.ts  one engine only
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../apps/server/src/db/postgres.ts';
import { demoAccounts } from '../apps/server/src/seed/demo-data.ts';
import { type ServerProcess, startServerProcess } from '../apps/server/src/test-support/server-process.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUDGET = { importSeconds: 30, peakRssMb: 256 };

const out = (line = '') => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => bytes / (1024 * 1024);

/** A field of the server process's /proc status, in MB: VmRSS (resident now) or VmHWM (its peak so far). */
function memoryOf(server: ServerProcess, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

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

    /** Runs `work` while sampling the server's resident memory: its peak, and how far it rose over the start. */
    async function sampled<T>(work: () => Promise<T>) {
      const start = memoryOf(server, 'VmRSS');
      let peak = start;
      const timer = setInterval(() => {
        peak = Math.max(peak, memoryOf(server, 'VmRSS'));
      }, 20);
      const started = performance.now();
      const result = await work();
      clearInterval(timer);
      peak = Math.max(peak, memoryOf(server, 'VmRSS'));
      return { result, seconds: (performance.now() - started) / 1000, start, peak };
    }

    async function importInto(pack: string, csv: string) {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'users.csv');
      const response = await api(`/api/Licenses/${pack}/LicenseUsages/UploadCSV`, { method: 'POST', body: form });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`import: ${response.status} ${body.slice(0, 500)}`);
    }

    /** Downloads the pack's user-roles export, counting its bytes and lines without keeping them. */
    async function exportOf(pack: string) {
      const response = await api(`/api/LicenseUserRole/Csv/${pack}`, { headers: { 'accept-encoding': 'identity' } });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
      }
      return { bytes, rows: lines - 1 };
    }

    const startupPeak = memoryOf(server, 'VmHWM');
    const csv = usersCsv(ROWS, 'a');
    const pack = await newPack(ROWS + ROWS / 2);
    const imported = await sampled(() => importInto(pack, csv));
    out(
      `import ${ROWS.toLocaleString('en-US')} rows (${mb(csv.length).toFixed(1)} MB): ${imported.seconds.toFixed(1)} s; ` +
        `server RSS ${imported.start.toFixed(0)} MB at its start, peak ${imported.peak.toFixed(0)} MB ` +
        `(+${(imported.peak - imported.start).toFixed(0)} MB; the start-up's own peak was ${startupPeak.toFixed(0)} MB)`,
    );
    const small = await newPack(ROWS / 10);
    await importInto(small, usersCsv(ROWS / 10, 'b'));
    for (const [label, id] of [
      ['export of a tenth', small],
      ['export of all', pack],
    ] as const) {
      const exported = await sampled(() => exportOf(id));
      out(
        `${label}: ${exported.result.rows.toLocaleString('en-US')} rows, ${mb(exported.result.bytes).toFixed(1)} MB in ` +
          `${exported.seconds.toFixed(1)} s; server RSS ${exported.start.toFixed(0)} MB at its start, peak ` +
          `${exported.peak.toFixed(0)} MB (+${(exported.peak - exported.start).toFixed(0)} MB)`,
      );
    }
    const missed = [
      ...(imported.seconds < BUDGET.importSeconds ? [] : ['time']),
      ...(imported.peak < BUDGET.peakRssMb ? [] : ['memory']),
    ];
    out(
      `${engine}: import ${imported.seconds.toFixed(1)} s (budget ${BUDGET.importSeconds} s), server peak RSS ` +
        `${imported.peak.toFixed(0)} MB (budget ${BUDGET.peakRssMb} MB, of which ${imported.start.toFixed(0)} MB ` +
        `before the import): ${missed.length === 0 ? 'within budget' : `OVER BUDGET (${missed.join(', ')})`}`,
    );
    return true;
  } finally {
    await new Promise((resolve) => {
      server.process.once('exit', resolve);
      server.process.kill('SIGTERM');
    });
    await database.drop();
  }
}

const ENGINES = (process.env.ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
for (const engine of ENGINES) {
  out(`\n-- ${engine}`);
  await benchEngine(engine);
}
