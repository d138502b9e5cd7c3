// The two-process journeys' PostgreSQL database: made fresh from TEST_DATABASE_URL (a database on the server the
// journeys may create others on) before the servers start, and dropped afterwards.
//   node e2e/proxy/database.ts create <name> | drop <name>
import { openPostgres } from '../../apps/server/src/db/postgres.ts';

const [action, name] = process.argv.slice(2);
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL names the PostgreSQL server the journeys run on');
if (!name || !/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
const admin = await openPostgres(adminUrl, { max: 1 });
try {
  if (action === 'create') await admin.exec(`create database ${name}`);
  else if (action === 'drop') await admin.exec(`drop database if exists ${name} with (force)`);
  else throw new Error(`create or drop, not ${action}`);
} finally {
  await admin.close();
}
