// The real server in the benchmark's own process, on a free loopback port over the benchmark's database, with the
// demo administrator's and the demo manager's sessions signed in through the API.
import { buildApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { demoAccounts } from '../apps/server/src/seed/demo-data.ts';
import { httpClient, sessionCookie } from './http-client.ts';

export async function serveWithDemoSessions(db: Database) {
  const { server } = await buildApp({ db });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.addresses().find((item) => typeof item === 'object')!;
  const client = httpClient(`http://${address.address}:${address.port}`);
  const signInAs = async (account: { email: string; password: string }) =>
    sessionCookie(await client.postJson('/api/Authenticate', { Email: account.email, Password: account.password }));
  const cookies = { admin: await signInAs(demoAccounts.admin), manager: await signInAs(demoAccounts.manager) };
  return { server, client, cookies };
}
