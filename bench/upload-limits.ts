// Uploads bounded (the security issue's budget; bench/README.md): starts the real server on a fresh embedded database
// (`node apps/server/src/main.ts`, as `npm start` does), gives it PARALLEL administrators of their own (the server is
// stopped, the accounts are written into its database, and it is started again), and while another user (the demo
// manager) asks for CurrentUser every 50 ms, each administrator sends a dry run of a 15.9 MB users file at once,
// over HTTP (multipart, as the console sends it). The file holds 99,999 users the import accepts (the most a file may
// hold is 100,000), more than the pack has seats for: a real import would read and judge it all and then be refused
// (400) for want of seats, so the dry run, which reads and judges every row and answers them all (200), is what is
// sent. At most UPLOAD_LIMITS.perProcess (4) are received at once; the others answer 429 before their body is read.
// Prints each answer's status, the server process's resident memory (sampled from /proc every 20 ms) and the
// manager's CurrentUser times. Budget: server RSS growth <= 120 MB, CurrentUser p95 <= 500 ms, no 5xx. Figures only,
// never a test.
//
//   node bench/upload-limits.ts                 24 parallel uploads, by 24 accounts
//   PARALLEL=8 ROUNDS=3 node bench/upload-limits.ts
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { newPublicId } from '../apps/server/src/lib/crypto.ts';
import { demoAccounts } from '../apps/server/src/seed/demo-data.ts';
import { type ServerProcess, startServerProcess } from '../apps/server/src/test-support/server-process.ts';
import { MAX_UPLOAD_BYTES, USERS_IMPORT_MAX_ROWS } from '../packages/domain/src/index.ts';
import { httpClient } from './http-client.ts';
import { percentile } from './license-search-stats.ts';

const PARALLEL = Number(process.env.PARALLEL ?? 24);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const FILE_BYTES = Math.floor(15.9 * 1024 * 1024);
const BUDGET = { rssGrowthMb: 120, currentUserP95Ms: 500 };

const out = (line = '') => process.stdout.write(`${line}\n`);
const traceStart = performance.now();

/**
 * A users file of FILE_BYTES: `rows` rows the import accepts (distinct addresses, names within their bounds), each
 * padded to the same length so that they fill the file; blank lines, which the import skips, make up the rest.
 */
function usersCsv(rows: number, bytes: number): Buffer {
  const header = 'Email,FirstName,LastName';
  const rowBytes = Math.floor((bytes - header.length - 2) / rows) - 2;
  const lines = [header];
  for (let index = 0; index < rows; index++) {
    const email = `firstname.lastname.${index}@customer-company.example`;
    const names = rowBytes - email.length - 2;
    const first = `Firstname-${index}-`.padEnd(Math.floor(names / 2), 'x');
    const last = `Lastname-${index}-`.padEnd(names - first.length, 'y');
    lines.push(`${email},${first},${last}`);
  }
  const text = `${lines.join('\r\n')}\r\n`;
  return Buffer.concat([Buffer.from(text), Buffer.alloc(bytes - Buffer.byteLength(text), '\n')]);
}

/** The uploaders' addresses: administrators of their own, so that the per-account limit holds none back. */
const uploaders = Array.from({ length: PARALLEL }, (_, index) => `bench.uploader.${index}@example.com`);

const dataDir = await mkdtemp(join(tmpdir(), 'lc-bench-uploads-'));
const stopped = (running: ServerProcess) =>
  new Promise((resolve) => {
    running.process.once('exit', resolve);
    running.process.kill('SIGTERM');
  });
// The first start creates and seeds the database; the uploaders are written into it while no server holds it.
await stopped(await startServerProcess('', { DATABASE_URL: '', DATA_DIR: dataDir }));
const db = await openDatabase({ dataDir });
for (const email of uploaders) {
  await db.query(
    `insert into users (public_id, email, first_name, last_name, password_hash, administrator)
     select $1, $2, 'Bench', 'Uploader', password_hash, true from users where email = $3`,
    [newPublicId(), email, demoAccounts.admin.email],
  );
}
await db.close();
const server = await startServerProcess('', { DATABASE_URL: '', DATA_DIR: dataDir });
const rssMb = () => {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
};

try {
  async function signIn(account: { email: string; password: string }): Promise<string> {
    const response = await fetch(`${server.url}/api/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: account.email, Password: account.password }),
    });
    return response.headers
      .getSetCookie()
      .find((item) => item.startsWith('lc_session='))!
      .split(';')[0]!;
  }
  const admin = await signIn(demoAccounts.admin);
  const manager = await signIn(demoAccounts.manager);
  const packs = (await (await fetch(`${server.url}/api/Licenses`, { headers: { cookie: admin } })).json()) as {
    encryptedId: string;
  }[];
  const pack = packs[0]!.encryptedId;
  const uploaderCookies = [];
  for (const email of uploaders) uploaderCookies.push(await signIn({ email, password: demoAccounts.admin.password }));
  const file = usersCsv(USERS_IMPORT_MAX_ROWS - 1, FILE_BYTES);
  if (file.length > MAX_UPLOAD_BYTES) throw new Error('the file is over the upload limit');

  const boundary = '----bench-upload-limits';
  /** A multipart body holding `csv`, built once and sent as it is. */
  const multipart = (csv: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      csv,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const body = multipart(file);
  /**
   * One dry run on a connection of its own, as a browser sends it; its status as soon as its answer has come (a
   * refusal may come before the body has gone, which then stops), 0 when the connection broke without one.
   */
  function upload(cookie: string, sent: Buffer): Promise<number> {
    return new Promise((resolve) => {
      const request = httpRequest(`${server.url}/api/Licenses/${pack}/LicenseUsages/UploadCSV?dryRun=true`, {
        method: 'POST',
        agent: false,
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': sent.length,
        },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => {
          if (process.env.TRACE)
            out(`upload ${response.statusCode} at ${((performance.now() - traceStart) / 1000).toFixed(2)} s`);
          resolve(response.statusCode ?? 0);
          request.destroy();
        });
      });
      request.on('error', () => resolve(0));
      request.end(sent);
    });
  }

  // Warm-up: the server's code for a dry run and for CurrentUser has run once before anything is measured.
  const warmUp = await upload(admin, multipart(usersCsv(100, 100 * 200)));
  if (warmUp !== 200) throw new Error(`the warm-up's dry run answered ${warmUp}`);
  const managerClient = httpClient(server.url);
  await managerClient.get('/api/CurrentUser', { cookie: manager });

  const startRss = rssMb();
  let peakRss = startRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb());
  }, 20);
  const currentUserMs: number[] = [];
  const currentUserStatuses = new Map<number, number>();
  let uploading = true;
  const probe = (async () => {
    while (uploading) {
      const started = performance.now();
      const response = await managerClient.get('/api/CurrentUser', { cookie: manager });
      currentUserMs.push(performance.now() - started);
      currentUserStatuses.set(response.status, (currentUserStatuses.get(response.status) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const status of await Promise.all(uploaderCookies.map((cookie) => upload(cookie, body)))) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  uploading = false;
  await probe;
  managerClient.close();
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssMb());

  const growth = peakRss - startRss;
  const p50 = percentile(currentUserMs, 50);
  const p95 = percentile(currentUserMs, 95);
  const fives = [...statuses, ...currentUserStatuses].filter(([status]) => status >= 500 || status === 0);
  const describe = (counts: Map<number, number>) =>
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`)
      .join(', ');
  out(
    `${ROUNDS} × ${PARALLEL} parallel dry runs (one an account) of ${(FILE_BYTES / (1024 * 1024)).toFixed(1)} MB in ${seconds.toFixed(1)} s: ${describe(statuses)}`,
  );
  out(`server RSS ${startRss.toFixed(0)} MB at the start, peak ${peakRss.toFixed(0)} MB (+${growth.toFixed(0)} MB)`);
  out(
    `another user's CurrentUser: ${currentUserMs.length} calls (${describe(currentUserStatuses)}), ` +
      `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, slowest ${Math.max(...currentUserMs).toFixed(1)} ms`,
  );
  const met = growth <= BUDGET.rssGrowthMb && p95 <= BUDGET.currentUserP95Ms && fives.length === 0;
  out(
    `budget | ${PARALLEL} parallel 15.9 MB uploads: RSS growth <= ${BUDGET.rssGrowthMb} MB, another user's CurrentUser ` +
      `p95 <= ${BUDGET.currentUserP95Ms} ms, no 5xx | +${growth.toFixed(0)} MB, p95 ${p95.toFixed(0)} ms, ` +
      `${fives.reduce((sum, [, count]) => sum + count, 0)} × 5xx or no answer | - | ${met ? 'met' : 'missed'}`,
  );
} finally {
  await stopped(server);
  await rm(dataDir, { recursive: true, force: true });
}
