import { type CallName, changesState, contract } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.ts';
import { signInRoles } from '../licenses/test-fixtures.ts';
import { everything, installAuditRefusal, walkWrite } from './write-walk.ts';
import { accountWriteCases, NOT_RESOURCE_WRITES } from './write-walk-accounts.ts';
import { packWriteCases, postedReads } from './write-walk-cases.ts';
import { walkFixtures } from './write-walk-fixtures.ts';

const app = await createTestApp();
const roles = await signInRoles(app);
const refusal = await installAuditRefusal(app);
const fixtures = walkFixtures(app, roles);
const walked = { ...packWriteCases(fixtures), ...accountWriteCases(fixtures) };
const reads = postedReads(fixtures);

const writes = (Object.entries(contract) as [CallName, (typeof contract)[CallName]][]).filter(
  ([, definition]) => changesState(definition) && !definition.variantOf,
);

describe('given every write call of the server', () => {
  it('should walk each one, or name it as no change of a resource', () => {
    const unwalked = writes
      .map(([name]) => name)
      .filter((name) => !walked[name] && !NOT_RESOURCE_WRITES.includes(name));
    expect(unwalked).toEqual([]);
  });

  it.each(Object.entries(walked))("should audit %s in the write's own transaction", async (_name, write) => {
    await walkWrite(app, refusal, write!);
  });
});

describe('given the reads a legacy client sends as POST or PUT', () => {
  it.each(Object.entries(reads))('should change nothing and log nothing for %s', async (name, request) => {
    expect(NOT_RESOURCE_WRITES).toContain(name);
    const { cookie, ...sent } = await request();
    const before = await everything(app);
    const [mark] = await app.db.query<{ count: number }>('select count(*)::int as count from audit_log');
    const answer = await app.server.inject({ ...sent, headers: cookie ? { cookie } : {} });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await everything(app)).toEqual(before);
    expect(await app.db.query('select count(*)::int as count from audit_log')).toEqual([mark]);
  });
});
