import { type AuditLogPage, auditLogPageSchema, historyMessages, messages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../db/audit.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { caller, demoPacks, foreignPack, signInRoles } from '../licenses/test-fixtures.ts';

const app = await createTestApp();
const roles = await signInRoles(app);
const call = caller(app);
const packs = await demoPacks(app);
const foreign = await foreignPack(app);

async function page(cookie: string, query = ''): Promise<AuditLogPage> {
  const response = await call(cookie, 'GET', `/api/AuditLog${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditLogPageSchema.parse(response.json());
}

async function userId(email: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>('select id::int as id from users where email = $1', [email]);
  return row!.id;
}

/** Entries written straight to the log, dated: what the filters pick from. */
async function dated(entry: { action: string; entity: string; entityId: string; at: string; actor?: string }) {
  const actorId = entry.actor ? await userId(entry.actor) : null;
  await app.db.transaction(async (tx) => {
    await audit(tx, { actorId, action: entry.action, entity: entry.entity, entityId: entry.entityId });
    await tx.query('update audit_log set created_at = $1 where id = (select max(id) from audit_log)', [entry.at]);
  });
}

beforeAll(async () => {
  await dated({ action: 'license.update', entity: 'license', entityId: packs.business, at: '2031-03-01T10:00:00Z' });
  await dated({
    action: 'license.renew',
    entity: 'license',
    entityId: packs.business,
    at: '2031-03-02T10:00:00Z',
    actor: demoAccounts.admin.email,
  });
  await dated({ action: 'license.update', entity: 'license', entityId: packs.standard, at: '2031-03-03T10:00:00Z' });
  await dated({ action: 'license.update', entity: 'license', entityId: foreign, at: '2031-03-04T10:00:00Z' });
  await dated({ action: 'product.update', entity: 'product', entityId: '1', at: '2031-03-05T10:00:00Z' });
});

describe('given GET /api/AuditLog', () => {
  it('should answer an administrator every entry, newest first, with who, when and what', async () => {
    const { entries, hasMore, pageNumber } = await page(roles.admin, '?from=2031-03-01&to=2031-03-31');
    expect(entries.map((entry) => entry.action)).toEqual([
      'product.update',
      'license.update',
      'license.update',
      'license.renew',
      'license.update',
    ]);
    expect({ hasMore, pageNumber }).toEqual({ hasMore: false, pageNumber: 1 });
    expect(entries[3]).toMatchObject({
      createdAt: '2031-03-02T10:00:00.000Z',
      actorEmail: demoAccounts.admin.email,
      actorName: `${demoAccounts.admin.firstName} ${demoAccounts.admin.lastName}`,
      entity: 'license',
      entityId: packs.business,
    });
  });

  it.each([
    ['licenseId', `?licenseId=${packs.business}&from=2031-01-01`, ['license.renew', 'license.update']],
    ['entity', '?entity=product&from=2031-01-01', ['product.update']],
    ['action', '?action=license.renew', ['license.renew']],
    ['period', '?from=2031-03-02T00:00:00Z&to=2031-03-03', ['license.update', 'license.renew']],
  ])('should filter by %s', async (_filter, query, actions) => {
    const { entries } = await page(roles.admin, query);
    expect(entries.map((entry) => entry.action)).toEqual(actions);
  });

  it('should page the filter and say whether an older page follows', async () => {
    const first = await page(roles.admin, '?from=2031-03-01&to=2031-03-31&pageSize=2');
    const third = await page(roles.admin, '?from=2031-03-01&to=2031-03-31&pageSize=2&pageNumber=3');
    expect(first.entries.map((entry) => entry.createdAt)).toEqual([
      '2031-03-05T10:00:00.000Z',
      '2031-03-04T10:00:00.000Z',
    ]);
    expect(first.hasMore).toBe(true);
    expect(third).toMatchObject({ hasMore: false, pageNumber: 3 });
    expect(third.entries.map((entry) => entry.createdAt)).toEqual(['2031-03-01T10:00:00.000Z']);
  });

  it("should answer a license manager only their packs' entries", async () => {
    const { entries } = await page(roles.manager, '?from=2031-03-01&to=2031-03-31');
    expect(entries.map((entry) => entry.entityId)).toEqual([packs.standard, packs.business, packs.business]);
    const one = await page(roles.manager, `?licenseId=${packs.standard}&from=2031-03-01`);
    expect(one.entries.map((entry) => entry.entityId)).toEqual([packs.standard]);
  });

  it("should refuse a manager another customer's pack with 404, and a user with 403", async () => {
    const foreignAnswer = await call(roles.manager, 'GET', `/api/AuditLog?licenseId=${foreign}`);
    expect(foreignAnswer.statusCode).toBe(404);
    const seated = await call(roles.user, 'GET', `/api/AuditLog?licenseId=${packs.business}`);
    expect(seated.statusCode).toBe(403);
    const userAll = await call(roles.user, 'GET', '/api/AuditLog');
    expect(userAll.statusCode).toBe(403);
    expect(userAll.json().message).toBe(messages.app.accessDenied);
    expect((await call(undefined, 'GET', '/api/AuditLog')).statusCode).toBe(401);
  });

  it.each([
    ['pageSize', '?pageSize=100000', messages.bounds.wholeNumber(1, 300)],
    ['pageNumber', '?pageNumber=99999999999999999999', messages.bounds.wholeNumber(1, 7158278)],
    ['actorEmail', `?actorEmail=${'a'.repeat(300)}@example.com`, messages.bounds.tooLong(254)],
    ['entity', `?entity=${'a'.repeat(61)}`, messages.bounds.tooLong(60)],
    ['action', '?action=DROP%20TABLE', historyMessages.notAName],
    ['licenseId', '?licenseId=short', messages.bounds.notAnId],
    ['from', '?from=yesterday', historyMessages.notAnInstant],
    ['to', '?to=1999-12-31', historyMessages.notAnInstant],
    ['to', '?from=2031-03-02&to=2031-03-01', historyMessages.rangeReversed],
  ])('should refuse a bad %s with 400 naming it', async (field, query, message) => {
    const response = await call(roles.admin, 'GET', `/api/AuditLog${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });
});

describe('given secrets in a change', () => {
  it('should write and show none of them', async () => {
    const secrets = {
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      token: 'reset-token-value',
      clientSecret: 'very-secret',
      code: '123456',
      nested: [{ privateKey: '-----BEGIN PRIVATE KEY-----' }, '$2b$10$abcdefghijklmnopqrstuv'],
      passwordChanged: true,
      aiGatewayLimitTokens: 5000,
      email: 'kept@example.com',
    };
    await app.db.transaction((tx) =>
      audit(tx, { actorId: null, action: 'user.secret-test', entity: 'user', entityId: '1', after: secrets }),
    );
    const [stored] = await app.db.query<{ after: unknown }>(
      "select after from audit_log where action = 'user.secret-test'",
    );
    const redacted = historyMessages.redacted;
    const expected = {
      passwordHash: redacted,
      token: redacted,
      clientSecret: redacted,
      code: redacted,
      nested: [{ privateKey: redacted }, redacted],
      passwordChanged: true,
      aiGatewayLimitTokens: 5000,
      email: 'kept@example.com',
    };
    expect(stored!.after).toEqual(expected);
    expect(JSON.stringify(stored)).not.toMatch(/argon2|reset-token|very-secret|123456|BEGIN|\$2b/);
    const { entries } = await page(roles.admin, '?action=user.secret-test');
    expect(entries[0]!.after).toEqual(expected);
  });

  it('should not show a secret an entry held from before', async () => {
    await app.db.query(
      `insert into audit_log (action, entity, entity_id, after) values ('user.old-entry', 'user', '1', $1)`,
      [JSON.stringify({ password_hash: 'old-hash-text' })],
    );
    const { entries } = await page(roles.admin, '?action=user.old-entry');
    expect(entries[0]!.after).toEqual({ password_hash: historyMessages.redacted });
  });
});

describe('given GET /api/AuditLog/Csv', () => {
  it('should stream the filter as CSV with every cell made safe', async () => {
    await dated({
      action: 'license.update',
      entity: 'license',
      entityId: '=HYPERLINK("x")',
      at: '2032-01-01T00:00:00Z',
    });
    const response = await call(roles.admin, 'GET', '/api/AuditLog/Csv?from=2032-01-01');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="history.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(historyMessages.csvHeader.map((cell) => `"${cell}"`).join(','));
    expect(lines[1]).toBe('"2032-01-01T00:00:00.000Z","","","license.update","license","\'=HYPERLINK(""x"")","",""');
    expect(lines).toHaveLength(3);
  });

  it("should answer a manager their packs' entries only, and refuse a user", async () => {
    const response = await call(roles.manager, 'GET', '/api/AuditLog/Csv?from=2031-03-01&to=2031-03-31');
    expect(response.statusCode).toBe(200);
    const rows = response.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.includes(packs.business) || row.includes(packs.standard))).toBe(true);
    expect((await call(roles.user, 'GET', '/api/AuditLog/Csv')).statusCode).toBe(403);
  });

  it('should stream more entries than one batch, each once', async () => {
    await app.db.query(
      `insert into audit_log (action, entity, entity_id, created_at)
       select 'license.bulk', 'license', 'bulk', timestamptz '2033-01-01' + (i % 7) * interval '1 second'
         from generate_series(1, 4500) i`,
    );
    const response = await call(roles.admin, 'GET', '/api/AuditLog/Csv?action=license.bulk');
    const rows = response.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(4500);
    expect(rows[0]).toContain('2033-01-01T00:00:06.000Z');
    expect(rows.at(-1)).toContain('2033-01-01T00:00:00.000Z');
  });
});

describe('given the OpenAPI document', () => {
  it('should declare both calls under History, with their filters', async () => {
    const document = (await call(undefined, 'GET', '/api/openapi.json')).json() as {
      paths: Record<string, { get?: { tags: string[]; parameters?: { name: string }[] } }>;
    };
    const page = document.paths['/api/AuditLog']?.get;
    const csv = document.paths['/api/AuditLog/Csv']?.get;
    expect(page?.tags).toEqual(['History']);
    expect(csv?.tags).toEqual(['History']);
    expect(page?.parameters?.map((parameter) => parameter.name)).toEqual([
      'licenseId',
      'entity',
      'action',
      'actorEmail',
      'from',
      'to',
      'pageNumber',
      'pageSize',
    ]);
  });
});
