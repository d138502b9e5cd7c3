// The floor of bench/current-user.ts: a bare Fastify server whose one route answers GET /api/CurrentUser with the
// JSON the real server answers, fixed. With DATABASE_URL it first runs one `select 1` on a pool of the size the
// real server uses, the floor of a route that asks its database once. Prints its origin when it listens.
//
//   BODY='{"name":"…"}' [DATABASE_URL=…] node bench/current-user-bare.ts
import Fastify from 'fastify';
import { openPostgres } from '../apps/server/src/db/postgres.ts';

const body = JSON.parse(process.env.BODY ?? '{}') as unknown;
// The server's own driver and pool size.
const db = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : null;
const server = Fastify({ logger: false });
server.get('/api/CurrentUser', async () => {
  if (db) await db.query('select 1');
  return body;
});
await server.listen({ host: '127.0.0.1', port: 0 });
const address = server.addresses().find((item) => typeof item === 'object')!;
process.stdout.write(`http://${address.address}:${address.port}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => db?.close());
});
