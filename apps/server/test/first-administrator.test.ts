import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmptyTestDatabase,
  emptyTestDatabase,
  runNode,
  signInAdmin,
  startServerScript,
  stopWithSigterm,
} from '../src/test-support/command-process.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const CREATE_ADMIN = fileURLToPath(new URL('../src/ops/create-admin-command.ts', import.meta.url));
const PASSWORD = 'Quiet-Harbour-Lantern-71!';

// The image's settings: production, no secrets beyond what a first start needs.
const PRODUCTION = { NODE_ENV: 'production', LOG_LEVEL: 'info' };

describe('a production server on an empty database', () => {
  let database: EmptyTestDatabase;
  let server: Awaited<ReturnType<typeof startServerScript>>;
  beforeAll(async () => {
    database = await emptyTestDatabase('lc_first_admin');
    server = await startServerScript([MAIN], { ...database.env, ...PRODUCTION });
  }, 120_000);
  afterAll(async () => {
    if (server?.outcome === 'ready') await stopWithSigterm(server);
    await database?.drop();
  });

  const createAdmin = (...args: string[]) => {
    const command = runNode([CREATE_ADMIN, ...args], { ...database.env, ...PRODUCTION, PUBLIC_URL: server.url });
    return command.exited.then((code) => ({ code, output: command.output() }));
  };

  it('should start without the demo data, its published passwords refused, and say what to run', async () => {
    expect(server.outcome, server.output()).toBe('ready');
    expect(await signInAdmin(server.url)).toBe(401);
    const notice = server
      .output()
      .split('\n')
      .filter((line) => line.includes('no administrator'));
    expect(notice).toHaveLength(1);
    expect(JSON.parse(notice[0]!)).toMatchObject({
      level: 40,
      msg: expect.stringContaining('npm run create-admin -- --email'),
    });
    expect(server.output()).not.toContain('seeded with demo data');
    expect(server.output()).not.toContain('Demo accounts');
  });

  it('should refuse a call without an address, or with one that is not an address', async () => {
    const none = await createAdmin();
    expect(none.code).toBe(2);
    expect(none.output).toContain('usage: npm run create-admin -- --email');
    const bad = await createAdmin('--email', 'ops@corp');
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('"ops@corp" is not an e-mail address: nothing was created');
  }, 60_000);

  it('should create the first administrator while the server runs, who sets a password and signs in', async () => {
    const created = await createAdmin('--email', 'ops@corp.example');
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('Created the super administrator ops@corp.example');
    const link = created.output.match(/https?:\/\/\S+\/ResetPassword\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const headers = { 'content-type': 'application/json', origin: server.url };
    const reset = await fetch(`${server.url}/api/ResetPassword?${new URLSearchParams({ t: token, p: PASSWORD })}`, {
      method: 'PUT',
      headers: { origin: server.url },
    });
    expect(reset.status, await reset.text()).toBe(200);
    const signIn = await fetch(`${server.url}/api/Authenticate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ Email: 'ops@corp.example', Password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ administrator: true });
  }, 60_000);

  it('should refuse the same address again, clearly, and change nothing', async () => {
    const again = await createAdmin('--email=ops@corp.example');
    expect(again.code).toBe(3);
    expect(again.output).toContain('ops@corp.example already has an account (an administrator who can sign in)');
  }, 60_000);
});
