import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { CommandError, EXIT } from './command-error.ts';
import { createAdministrator, hasAdministrator } from './create-admin.ts';

// An empty database of the test engine, as a production start leaves it (no demo data), with the server in-process.
const app = await createTestApp({ seed: false });
const PUBLIC_URL = 'https://licenses.example.com';
const PASSWORD = 'Quiet-Harbour-Lantern-71!';

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function setPassword(link: string, password = PASSWORD) {
  const query = new URLSearchParams({ t: tokenOf(link), p: password });
  return app.server.inject({ method: 'PUT', url: `/api/ResetPassword?${query}` });
}

async function signIn(email: string, password = PASSWORD) {
  return app.server.inject({ method: 'POST', url: '/api/Authenticate', payload: { Email: email, Password: password } });
}

async function refusal(work: Promise<unknown>): Promise<CommandError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CommandError);
  return error as CommandError;
}

const countUsers = async () => (await app.db.query<{ n: number }>('select count(*)::int as n from users'))[0]?.n;

describe('SEED_DEMO', () => {
  it('should seed outside production and not in production unless told, refusing anything but true or false', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => readConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be true or false');
  });
});

describe('an empty database that is not seeded', () => {
  it('should still hold the seat roles, each with its own unguessable public id', async () => {
    const roles = await app.db.query<{ id: number; descr: string; public_id: string }>(
      'select id, descr, public_id from roles order by id',
    );
    expect(roles.map(({ id, descr }) => ({ id, descr }))).toEqual([
      { id: 1, descr: 'License Administrator' },
      { id: 2, descr: 'User' },
    ]);
    for (const role of roles) expect(role.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(roles[0]?.public_id).not.toBe(roles[1]?.public_id);
  });
});

describe('the first administrator of an empty database', () => {
  it('should refuse an address that is not one, creating nothing', async () => {
    for (const bad of ['', 'ops', 'ops@corp', 'ops @corp.example', `${'a'.repeat(250)}@corp.example`]) {
      const error = await refusal(createAdministrator(app.db, bad, PUBLIC_URL));
      expect(error.exitCode).toBe(EXIT.usage);
    }
    expect(await countUsers()).toBe(0);
    expect(await hasAdministrator(app.db)).toBe(false);
  });

  it('should create a super administrator whose single-use link sets the password, then signs in', async () => {
    const created = await createAdministrator(app.db, '  ops@corp.example ', PUBLIC_URL);
    expect(created).toMatchObject({ email: 'ops@corp.example', created: true, lifetimeMinutes: 60 });
    expect(created.link).toMatch(/^https:\/\/licenses\.example\.com\/ResetPassword\?token=/);
    const [row] = await app.db.query<{ administrator: boolean; password_hash: string | null }>(
      "select administrator, password_hash from users where email = 'ops@corp.example'",
    );
    expect(row).toEqual({ administrator: true, password_hash: null });
    // No password yet: nobody signs in, and the server still has no administrator who can.
    expect((await signIn('ops@corp.example')).statusCode).toBe(401);
    expect(await hasAdministrator(app.db)).toBe(false);

    expect((await setPassword(created.link)).statusCode).toBe(200);
    const signedIn = await signIn('ops@corp.example');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ administrator: true });
    expect(await hasAdministrator(app.db)).toBe(true);
    // The link works once.
    expect((await setPassword(created.link, 'Another-Quiet-Harbour-72!')).statusCode).toBe(400);
  });

  it('should refuse an address an account already has, changing nothing', async () => {
    const before = await app.db.query('select * from users order by id');
    const admin = await refusal(createAdministrator(app.db, 'OPS@corp.example', PUBLIC_URL));
    expect(admin.exitCode).toBe(EXIT.refused);
    expect(admin.message).toContain('OPS@corp.example already has an account (an administrator who can sign in)');

    await app.db.query(
      "insert into users (public_id, email, first_name, last_name) values ('plain-user', 'plain@corp.example', 'P', 'U')",
    );
    const plain = await refusal(createAdministrator(app.db, 'plain@corp.example', PUBLIC_URL));
    expect(plain.exitCode).toBe(EXIT.refused);
    expect(plain.message).toContain('nothing was changed');
    const [promoted] = await app.db.query<{ administrator: boolean }>(
      "select administrator from users where email = 'plain@corp.example'",
    );
    expect(promoted?.administrator).toBe(false);
    expect((await app.db.query('select * from users order by id')).length).toBe(before.length + 1);
    expect((await signIn('ops@corp.example')).statusCode).toBe(200);
  });

  it('should be safe to run again before the password is set: one account, and only the newest link works', async () => {
    const first = await createAdministrator(app.db, 'second@corp.example', PUBLIC_URL);
    const again = await createAdministrator(app.db, 'second@corp.example', PUBLIC_URL);
    expect(again.created).toBe(false);
    expect(again.link).not.toBe(first.link);
    const [{ n } = { n: 0 }] = await app.db.query<{ n: number }>(
      "select count(*)::int as n from users where lower(email) = 'second@corp.example'",
    );
    expect(n).toBe(1);
    expect((await setPassword(first.link)).statusCode).toBe(400);
    expect((await setPassword(again.link)).statusCode).toBe(200);
    expect((await signIn('second@corp.example')).statusCode).toBe(200);
    // Run once more after the password is set: refused, and the password still works.
    expect((await refusal(createAdministrator(app.db, 'second@corp.example', PUBLIC_URL))).exitCode).toBe(EXIT.refused);
    expect((await signIn('second@corp.example')).statusCode).toBe(200);
  });

  it('should create one account when two runs race for the same address', async () => {
    const results = await Promise.allSettled([
      createAdministrator(app.db, 'race@corp.example', PUBLIC_URL),
      createAdministrator(app.db, 'race@corp.example', PUBLIC_URL),
    ]);
    expect(results.some((result) => result.status === 'fulfilled' && result.value.created)).toBe(true);
    const [{ n } = { n: 0 }] = await app.db.query<{ n: number }>(
      "select count(*)::int as n from users where lower(email) = 'race@corp.example'",
    );
    expect(n).toBe(1);
  });
});
