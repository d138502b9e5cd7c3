// Users import and export at scale (the License users issue; bench/README.md): on each engine, starts the real
// server (`node apps/server/src/main.ts`, as `npm start` does), uploads a CSV of ROWS users into a pack with seats to
// spare over HTTP (multipart, as the console sends it), then downloads the pack's user-roles export at a tenth of
// the rows and at all of them, reading the stream without keeping it. Prints the time and the server process's
// resident memory (sampled from /proc every 20 ms). Figures only, never a test.
//
//   node bench/usage-import.ts                 100,000 rows on PGlite, then on PostgreSQL when one answers
//   ROWS=10000 node bench/usage-import.ts      a quick run
//   ENGINES=postgres node bench/usage-import.ts  one engine only
import { readFileSync } from 'node:fs';
import type { ServerProcess } from '../apps/server/src/test-support/server-process.ts';
import { type Engine, out, usersCsv, withImportSession } from './import-harness.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
const BUDGET = { importSeconds: 30, peakRssMb: 256 };

const mb = (bytes: number) => bytes / (1024 * 1024);

/** A field of the server process's /proc status, in MB: VmRSS (resident now) or VmHWM (its peak so far). */
function memoryOf(server: ServerProcess, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

async function benchEngine(engine: Engine) {
  await withImportSession(engine, async ({ server, api, newPack, importInto }) => {
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

    async function importAll(pack: string, csv: string) {
      const { status, body } = await importInto(pack, csv);
      if (status !== 200) throw new Error(`import: ${status} ${body.slice(0, 500)}`);
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
    const imported = await sampled(() => importAll(pack, csv));
    out(
      `import ${ROWS.toLocaleString('en-US')} rows (${mb(csv.length).toFixed(1)} MB): ${imported.seconds.toFixed(1)} s; ` +
        `server RSS ${imported.start.toFixed(0)} MB at its start, peak ${imported.peak.toFixed(0)} MB ` +
        `(+${(imported.peak - imported.start).toFixed(0)} MB; the start-up's own peak was ${startupPeak.toFixed(0)} MB)`,
    );
    const small = await newPack(ROWS / 10);
    await importAll(small, usersCsv(ROWS / 10, 'b'));
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
  });
}
const ENGINES = (process.env.ENGINES ?? 'pglite,postgres').split(',') as Engine[];
for (const engine of ENGINES) {
  out(`\n-- ${engine}`);
  await benchEngine(engine);
}
