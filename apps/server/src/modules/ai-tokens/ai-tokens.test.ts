import { buildPath, contract, licenseSchema, messages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { newPack } from '../license-usages/test-fixtures.ts';
import { auditEntries, caller, packState, type Roles, signInRoles, tampered } from '../licenses/test-fixtures.ts';

const app = await createTestApp();
const call = caller(app);
let roles: Roles;
/**
 * The packs of the matrix: the demo manager's Assistant pack (with a token), another customer's (seeded), an
 * Assistant pack the ordinary user holds a seat in, one without a token, and a Standard pack.
 */
const packs = { own: '', foreign: '', seated: '', noToken: '', standard: '' };
const SEEDED_LIMIT = 100_000;

type Who = keyof Roles | 'anonymous';
const cookieOf = (who: Who) => (who === 'anonymous' ? undefined : roles[who]);
const urlOf = (licenseId: string) => buildPath(contract.updateTokenDetails.path, { licenseId });

/** PUT api/Tokens/UpdateDetails/{licenseId} as `who`, the body naming the same pack unless told. */
function update(who: Who, licenseId: string, body: Record<string, unknown> = {}) {
  return call(cookieOf(who), 'PUT', urlOf(licenseId), { LimitTokens: 250_000, LicenseId: licenseId, ...body });
}

/** Gives a pack an AI gateway token and some use, as the gateway would. */
async function withToken(licenseId: string) {
  await app.db.query(
    `update licenses set ai_gateway_token_id = 'tok_test_' || public_id, ai_gateway_limit_tokens = $2,
            ai_gateway_input_tokens = 1200, ai_gateway_output_tokens = 345
      where public_id = $1`,
    [licenseId, SEEDED_LIMIT],
  );
}

async function auditTotal() {
  const [row] = await app.db.query<{ count: number }>('select count(*)::int as count from audit_log');
  return row!.count;
}

/** The pack as stored and the audit log's size: what a refused call must leave as it was. */
async function snapshot(licenseId: string) {
  return { pack: await packState(app, licenseId), audits: await auditTotal() };
}

beforeAll(async () => {
  roles = await signInRoles(app);
  const manager = { productId: 7, administrator: demoAccounts.manager.email };
  packs.own = await newPack(app, call, roles.admin, 5, manager);
  packs.seated = await newPack(app, call, roles.admin, 5, manager);
  packs.noToken = await newPack(app, call, roles.admin, 5, { productId: 7 });
  packs.standard = await newPack(app, call, roles.admin, 5, { productId: 1 });
  await withToken(packs.own);
  await withToken(packs.seated);
  const seat = await call(roles.admin, 'POST', `/api/Licenses/${packs.seated}/LicenseUsages`, {
    accountName: demoAccounts.user.email,
    firstName: 'Uma',
    lastName: 'User',
  });
  expect(seat.statusCode).toBe(201);
  const [foreign] = await app.db.query<{ publicId: string }>(
    `select l.public_id as "publicId" from licenses l join users u on u.id = l.manager_id
      where l.product_id = 7 and l.ai_gateway_token_id is not null and u.email not like '%@example.com'
        and not exists (select 1 from license_usages x where x.license_id = l.id and x.account_name like '%@example.com')
      order by l.id limit 1`,
  );
  packs.foreign = foreign!.publicId;
});

describe('given PUT api/Tokens/UpdateDetails/{licenseId} across spec §6 rows 4 and 10', () => {
  const refused = async (who: Who, pack: keyof typeof packs, status: number, message: string) => {
    const before = await snapshot(packs[pack]);
    const response = await update(who, packs[pack]);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
    expect(await snapshot(packs[pack])).toEqual(before);
  };

  it('should answer 401 to the anonymous caller, changing nothing', async () => {
    await refused('anonymous', 'own', 401, messages.auth.notSignedIn);
  });

  it("should refuse the pack's own manager (403): managers view the limit, never edit it", async () => {
    await refused('manager', 'own', 403, messages.app.accessDenied);
    const read = await call(roles.manager, 'GET', `/api/Licenses/encrypted/${packs.own}`);
    expect(licenseSchema.parse(read.json())).toMatchObject({
      aiGatewayInputTokens: 1200,
      aiGatewayOutputTokens: 345,
      aiGatewayLimitTokens: SEEDED_LIMIT,
    });
  });

  it("should answer 404 to another customer's manager and to an ordinary user, never the pack", async () => {
    for (const who of ['manager', 'user'] as const) {
      const before = await snapshot(packs.foreign);
      const response = await update(who, packs.foreign);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: messages.server.notFound });
      expect(await snapshot(packs.foreign)).toEqual(before);
    }
  });

  it('should refuse an ordinary user on a pack they hold a seat in (403)', async () => {
    await refused('user', 'seated', 403, messages.app.accessDenied);
  });

  it('should answer 404 for an id the server never issued', async () => {
    const response = await update('admin', tampered(packs.own), { LicenseId: tampered(packs.own) });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['an Assistant pack without a token id', 'noToken'],
    ['a Standard pack', 'standard'],
  ] as const)('should refuse the administrator on %s (400), changing nothing', async (_name, pack) => {
    await refused('admin', pack, 400, messages.aiTokenLimit.notAvailable);
  });

  it("should set the limit for an administrator on another customer's pack, answer the pack and audit it", async () => {
    const response = await update('admin', packs.foreign, { LimitTokens: 750_000 });
    expect(response.statusCode).toBe(200);
    const license = licenseSchema.parse(response.json());
    expect(license).toMatchObject({ encryptedId: packs.foreign, productId: 7, aiGatewayLimitTokens: 750_000 });
    expect(license.aiGatewayTokenId).toMatch(/^tok_/);
    const [stored] = await app.db.query<{ limit: number }>(
      'select ai_gateway_limit_tokens::float8 as limit from licenses where public_id = $1',
      [packs.foreign],
    );
    expect(stored!.limit).toBe(750_000);
    expect((await auditEntries(app, packs.foreign)).at(-1)).toEqual({
      action: 'license.ai-token-limit',
      actorEmail: demoAccounts.admin.email,
      before: { aiGatewayLimitTokens: SEEDED_LIMIT },
      after: { aiGatewayLimitTokens: 750_000 },
    });
  });

  it.each([0, 1, Number.MAX_SAFE_INTEGER])('should keep the limit %i exactly (a bigint column)', async (limit) => {
    const response = await update('admin', packs.own, { LimitTokens: limit });
    expect(response.statusCode).toBe(200);
    expect(licenseSchema.parse(response.json()).aiGatewayLimitTokens).toBe(limit);
    const read = await call(roles.manager, 'GET', `/api/Licenses/encrypted/${packs.own}`);
    expect(licenseSchema.parse(read.json()).aiGatewayLimitTokens).toBe(limit);
  });
});

describe('given a limit that is not a whole number from 0 to 2^53 - 1', () => {
  const wholeNumber = messages.bounds.wholeNumber(0, Number.MAX_SAFE_INTEGER);

  it.each([
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['a number past 2^53 - 1', Number.MAX_SAFE_INTEGER + 2],
    ['a huge number', 1e300],
    ['text', '1000'],
    ['null', null],
    ['a 300,000-character string', '9'.repeat(300_000)],
    ['a control character', '\u0000'],
  ])('should refuse %s (400, the field named), changing nothing', async (_name, limit) => {
    const before = await snapshot(packs.own);
    const response = await update('admin', packs.own, { LimitTokens: limit });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.server.requestInvalid,
      fields: { LimitTokens: wholeNumber },
    });
    expect(await snapshot(packs.own)).toEqual(before);
  });

  it('should refuse a body without a limit', async () => {
    const before = await snapshot(packs.own);
    const response = await call(roles.admin, 'PUT', urlOf(packs.own), { LicenseId: packs.own });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { LimitTokens: wholeNumber } });
    expect(await snapshot(packs.own)).toEqual(before);
  });

  it('should refuse a LicenseId that names another pack than the address', async () => {
    const before = await snapshot(packs.own);
    const other = await snapshot(packs.foreign);
    const response = await update('admin', packs.own, { LicenseId: packs.foreign });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.aiTokenLimit.licenseMismatch,
      fields: { LicenseId: messages.aiTokenLimit.licenseMismatch },
    });
    expect(await snapshot(packs.own)).toEqual(before);
    expect(await snapshot(packs.foreign)).toEqual(other);
  });

  it('should refuse a LicenseId with control characters or far too long', async () => {
    for (const LicenseId of [`${packs.own.slice(0, -1)}\u0007`, 'x'.repeat(300_000)]) {
      const before = await snapshot(packs.own);
      const response = await update('admin', packs.own, { LicenseId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { LicenseId: messages.bounds.notAnId } });
      expect(await snapshot(packs.own)).toEqual(before);
    }
  });
});
