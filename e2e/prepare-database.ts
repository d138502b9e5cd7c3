// Prepares the journeys' embedded database before the server opens it: the demo seed, plus fixtures that no
// API can make (a password changed long ago). Run by the Playwright web-server command.
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { hashPassword, newPublicId } from '../apps/server/src/services/crypto.ts';
import { expiredAccount } from './tests/fixtures.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the journeys database');
const db = await openDatabase({ dataDir: join(dataDir) });
await seedIfEmpty(db);
await db.query(
  `insert into users (public_id, email, first_name, last_name, password_hash, password_changed_at, country_code)
   values ($1, $2, 'Eli', 'Expired', $3, now() - interval '2 years', 'US') on conflict do nothing`,
  [newPublicId(), expiredAccount.email, await hashPassword(expiredAccount.password)],
);
await db.close();
