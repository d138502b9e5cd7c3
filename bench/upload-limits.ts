// Uploads bounded (the security issue's budget; bench/README.md): starts the real server on a fresh embedded database
// (`node apps/server/src/main.ts`, as `npm start` does), and while another user (the demo manager) asks for
// CurrentUser every 50 ms, the demo administrator sends PARALLEL uploads of a 15.9 MB users file at once, over HTTP
// (multipart, as the console sends it). The file holds more users than an import takes, so each upload the server
// receives is read to its end and refused (400) without writing anything. Prints each answer's status, the server
// process's resident memory (sampled from /proc every 20 ms) and the manager's CurrentUser times. Budget: server
// RSS growth <= 120 MB, CurrentUser p95 <= 500 ms, no 5xx. Figures only, never a test.
//
//   node bench/upload-limits.ts                 24 parallel uploads
//   PARALLEL=8 ROUNDS=3 node bench/upload-limits.ts
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoAccounts } from '../apps/server/src/seed/demo-data.ts';
import { startServerProcess } from '../apps/server/src/test-support/server-process.ts';
import { MAX_UPLOAD_BYTES } from '../packages/domain/src/index.ts';
import { httpClient } from './http-client.ts';
import { percentile } from './license-search-stats.ts';

const PARALLEL = Number(process.env.PARALLEL ?? 24);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const FILE_BYTES = Math.floor(15.9 * 1024 * 1024);
const BUDGET = { rssGrowthMb: 120, currentUserP95Ms: 500 };

const out = (line = '') => process.stdout.write(`${line}\n`);
const traceStart = performance.now();

/** A users file of FILE_BYTES: ordinary rows, more of them than an import takes (about 130 bytes a row). */
function usersCsv(): Buffer {
  const lines = ['Email,FirstName,LastName'];
  let size = lines[0]!.length + 2;
  for (let index = 0; size < FILE_BYTES - 200; index++) {
    const line = `firstname.lastname.${index}@customer-company.example,Firstname-of-some-length-${index},Lastname-of-some-length-${index}`;
    lines.push(line);
    size += line.length + 2;
  }
  const text = `${lines.join('\r\n')}\r\n`;
  return Buffer.concat([Buffer.from(text), Buffer.alloc(FILE_BYTES - Buffer.byteLength(text), '\n')]);
}

const dataDir = await mkdtemp(join(tmpdir(), 'lc-bench-uploads-'));
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
  const file = usersCsv();
  if (file.length > MAX_UPLOAD_BYTES) throw new Error('the file is over the upload limit');

  const boundary = '----bench-upload-limits';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  /**
   * One upload on a connection of its own, as a browser sends it; its status as soon as its answer has come (a
   * refusal may come before the body has gone, which then stops), 0 when the connection broke without one.
   */
  function upload(): Promise<number> {
    return new Promise((resolve) => {
      const request = httpRequest(`${server.url}/api/Licenses/${pack}/LicenseUsages/UploadCSV`, {
        method: 'POST',
        agent: false,
        headers: {
          cookie: admin,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
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
      request.end(body);
    });
  }

  // Warm-up: the server's code for an upload and for CurrentUser has run once before anything is measured.
  await upload();
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
    for (const status of await Promise.all(Array.from({ length: PARALLEL }, upload))) {
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
    `${ROUNDS} × ${PARALLEL} parallel uploads of ${(FILE_BYTES / (1024 * 1024)).toFixed(1)} MB in ${seconds.toFixed(1)} s: ${describe(statuses)}`,
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
  await new Promise((resolve) => {
    server.process.once('exit', resolve);
    server.process.kill('SIGTERM');
  });
  await rm(dataDir, { recursive: true, force: true });
}
