// Prepares the journeys' database before the server opens it (the embedded one in DATA_DIR, or the PostgreSQL
// database DATABASE_URL names): the demo seed, plus fixtures that no API can make (a password changed long ago).
// Run by the Playwright web-server command.
import { readConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { hashPassword, newPublicId } from '../apps/server/src/lib/crypto.ts';
import { seedForConfig } from '../apps/server/src/seed/seed.ts';
import { expiredAccount } from './tests/fixtures.ts';

if (!process.env.DATA_DIR && !process.env.DATABASE_URL) {
  throw new Error('DATA_DIR or DATABASE_URL names the journeys database');
}
const config = readConfig();
const db = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl, databaseListenUrl: config.databaseListenUrl }
    : { dataDir: config.dataDir },
);
await seedForConfig(db, config);
await db.query(
  `insert into users (public_id, email, first_name, last_name, password_hash, password_changed_at, country_code)
   values ($1, $2, 'Eli', 'Expired', $3, now() - interval '2 years', 'US') on conflict do nothing`,
  [newPublicId(), expiredAccount.email, await hashPassword(expiredAccount.password)],
);
await db.close();
