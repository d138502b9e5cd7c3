// An import beside a full pack of the same product (bench/README.md): on PostgreSQL, starts the real server, imports
// ROWS users into pack A, then ROWS other users into pack B of the same product, then A's users into a pack C (each
// refused as held elsewhere) and into A again (each refused as already there). Every import checks each address
// against the product's other packs; that check once went through the search's trigram index and took 60 s (503)
// for 3,000 rows beside a 3,000-user pack. Figures only, never a test.
//
//   node bench/import-beside-pack.ts              3,000 rows
//   ROWS=20000 node bench/import-beside-pack.ts
import { out, usersCsv, withImportSession } from './import-harness.ts';

const ROWS = Number(process.env.ROWS ?? 3_000);

await withImportSession('postgres', async ({ newPack, importInto }) => {
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
});
