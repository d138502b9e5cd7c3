// `npm run migrate` (node dist/migrate.mjs in the build): applies the migrations the configured database lacks
// (DATABASE_LISTEN_URL, else DATABASE_URL, else the embedded one in DATA_DIR), says which, and exits; for deployments
// that migrate before they start the new servers, which then run with MIGRATE_ON_START=false.
import { readConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openEngine } from './db/open.ts';
import { commandTarget } from './ops/target.ts';

const config = readConfig();
// On PostgreSQL the direct connection when there is one, as the backup does (ops/target.ts).
const target = commandTarget(config);
const db = await openEngine({
  databaseUrl: target.databaseUrl,
  dataDir: target.databaseUrl ? undefined : target.dataDir,
});
const where = db.engine === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
try {
  const applied = await migrate(db);
  process.stdout.write(
    applied.length > 0
      ? `applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}\n`
      : `the schema of ${where} is current: no migration to apply\n`,
  );
} finally {
  await db.close();
}
