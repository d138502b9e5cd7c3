import { messages, PAGE_SIZES, totalPages, type User } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import { createUserRepository } from './repository.ts';

const app = await createTestApp();
const { admin, manager, user } = demoAccounts;
const adminCookie = await signIn(app, admin.email, admin.password);

function get(url: string, cookie = adminCookie) {
  return app.server.inject({ method: 'GET', url, headers: { cookie } });
}

function toggle(ids: unknown, cookie = adminCookie) {
  return app.server.inject({ method: 'PUT', url: '/api/Users', headers: { cookie }, payload: ids as object });
}

async function page(criteria: string, pageNumber: number) {
  const query = new URLSearchParams({ pageNumber: String(pageNumber), pageSize: String(PAGE_SIZES.users) });
  if (criteria) query.set('criteria', criteria);
  const response = await get(`/api/SearchUserPaged?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as User[];
}

async function count(criteria = '') {
  const response = await get(`/api/SearchUserPagedCount${criteria ? `?criteria=${encodeURIComponent(criteria)}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json() as number;
}

async function addUser(email: string, administrator = false) {
  const publicId = newPublicId();
  await app.db.query(
    `insert into users (public_id, email, first_name, last_name, administrator) values ($1, $2, 'Role', 'Toggle', $3)`,
    [publicId, email, administrator],
  );
  return publicId;
}

async function administratorIds() {
  const rows = await app.db.query<{ publicId: string }>(
    'select public_id as "publicId" from users where administrator order by id',
  );
  return rows.map((row) => row.publicId);
}

describe('given the users list', () => {
  it('should page every user ten at a time, in one order, the count making the pages', async () => {
    const total = await count();
    expect(total).toBeGreaterThanOrEqual(3);
    const pages = totalPages(total, PAGE_SIZES.users);
    const seen: string[] = [];
    for (let number = 1; number <= pages; number++) seen.push(...(await page('', number)).map((row) => row.email));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(await page('', pages + 1)).toEqual([]);
  });

  it('should find users by a part of their name or e-mail, case aside, with the role and country code', async () => {
    const found = await page('MORGAN', 1);
    expect(found.map((row) => row.email)).toContain(manager.email);
    expect(await count('morgan')).toBe(found.length);
    const byEmail = await page(admin.email, 1);
    expect(byEmail).toEqual([expect.objectContaining({ email: admin.email, administrator: true })]);
    expect(byEmail[0]!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(byEmail[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('should take LIKE wildcards in an e-mail literally', async () => {
    await addUser('percent_sign@example.com');
    expect(await count('t_sign@example.com')).toBe(1);
    expect(await count('t%sign@example.com')).toBe(0);
  });

  it.each(['morgan$', '<script>', "o'brien; drop"])(
    'should refuse the criteria %s with the §8 message',
    async (bad) => {
      const response = await get(`/api/SearchUserPaged?criteria=${encodeURIComponent(bad)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.users.invalidSearch });
      const counted = await get(`/api/SearchUserPagedCount?criteria=${encodeURIComponent(bad)}`);
      expect(counted.statusCode).toBe(400);
    },
  );

  it.each([
    ['a manager', manager],
    ['an ordinary user', user],
  ])('should answer %s Access Denied on every call and change nothing', async (_who, account) => {
    const cookie = await signIn(app, account.email, account.password);
    const target = await addUser(`refused-${account.email}`);
    for (const url of ['/api/SearchUserPaged', '/api/SearchUserPagedCount']) {
      const response = await get(url, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: messages.app.accessDenied });
    }
    expect((await toggle([target], cookie)).statusCode).toBe(403);
    expect(await administratorIds()).not.toContain(target);
  });

  it('should answer an anonymous caller 401', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/SearchUserPaged' })).statusCode).toBe(401);
    expect((await app.server.inject({ method: 'PUT', url: '/api/Users', payload: [] })).statusCode).toBe(401);
  });
});

describe('given role toggles saved in one batch', () => {
  it('should flip each listed user between the two roles, audited, and flip back', async () => {
    const first = await addUser('toggle-one@example.com');
    const second = await addUser('toggle-two@example.com', true);
    const response = await toggle([first, second]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const admins = await administratorIds();
    expect(admins).toContain(first);
    expect(admins).not.toContain(second);
    const [audited] = await app.db.query<{ count: number }>(
      "select count(*)::int as count from audit_log where action = 'user.toggle-role'",
    );
    expect(audited!.count).toBeGreaterThanOrEqual(2);
    expect((await toggle([first, second])).statusCode).toBe(200);
    expect(await administratorIds()).toContain(second);
  });

  it('should change nothing when one id is of no user', async () => {
    const known = await addUser('toggle-known@example.com');
    const before = await administratorIds();
    const response = await toggle([known, 'AAAAAAAAAAAAAAAAAAAAAA']);
    expect(response.statusCode).toBe(404);
    expect(await administratorIds()).toEqual(before);
  });

  it.each([
    [['../etc/passwd']],
    [['x'.repeat(300_000)]],
    [[1, 2, 3]],
    [{ ids: [] }],
    [Array.from({ length: 10_001 }, () => 'AAAAAAAAAAAAAAAAAAAAAA')],
  ])('should refuse a malformed body with 400 and change nothing', async (body) => {
    const before = await administratorIds();
    expect((await toggle(body)).statusCode).toBe(400);
    expect(await administratorIds()).toEqual(before);
  });

  it('should never remove the last administrator, even when two administrators demote each other at once', async () => {
    const others = await administratorIds();
    // Leave two administrators: the demo administrator and one more.
    const spare = await addUser('last-admin-race@example.com', true);
    const demoAdmin = (await page(admin.email, 1))[0]!.id;
    const demote = others.filter((id) => id !== demoAdmin && id !== spare);
    if (demote.length > 0) expect((await toggle(demote)).statusCode).toBe(200);
    expect(new Set(await administratorIds())).toEqual(new Set([demoAdmin, spare]));

    const alone = await toggle([demoAdmin, spare]);
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ message: messages.users.lastAdministrator });

    // Two administrators demote each other at the same moment. The first change is held open mid-transaction
    // (as a slow request would be) while the other administrator's request arrives: that request must wait for it
    // and then refuse, or the two would commit together and leave no administrator.
    await app.db.query(
      'update users set password_hash = (select password_hash from users where email = $1) where public_id = $2',
      [admin.email, spare],
    );
    const spareCookie = await signIn(app, 'last-admin-race@example.com', admin.password);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const locked = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = app.db.transaction(async (tx) => {
      const repository = createUserRepository(tx);
      const rows = await repository.lockForRoleChange([spare]);
      await repository.toggleAdministrator(rows.filter((row) => row.publicId === spare).map((row) => row.id));
      started();
      await held;
    });
    await locked;
    const second = toggle([demoAdmin], spareCookie);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await first;
    expect([400, 403]).toContain((await second).statusCode);
    expect(await administratorIds()).toEqual([demoAdmin]);

    // Put the administrators back as they were (the demoted one may be the one signed in here).
    await app.db.query('update users set administrator = true where public_id = any($1::text[])', [
      [demoAdmin, spare, ...demote],
    ]);
    expect(await administratorIds()).toContain(demoAdmin);
  });
});
