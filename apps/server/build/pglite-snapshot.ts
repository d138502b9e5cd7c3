// The build's pre-migrated embedded database (src/db/snapshot.ts): made again only when the migrations or PGlite
// changed since the last one, so `npm start` and `npm run build` pay for it once.
import { buildSnapshot, SNAPSHOT_DIR } from '../src/db/snapshot.ts';

const started = performance.now();
const result = await buildSnapshot();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  result === 'built'
    ? `pre-migrated embedded database written to ${SNAPSHOT_DIR} in ${seconds} s\n`
    : `pre-migrated embedded database in ${SNAPSHOT_DIR} is current\n`,
);
