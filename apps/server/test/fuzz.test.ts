import { type CallDefinition, contract, routeKey } from '@license-console/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoPacks, signInRoles } from '../src/modules/licenses/test-fixtures.ts';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { createTestApp } from '../src/test-support/test-app.ts';
import { type FuzzRequest, freshAddress, type KnownIds, requestsFor, shortly } from './contract-fuzz.ts';
import { callRequest } from './contract-request.ts';
import { BOOKKEEPING_TABLES, changedTables, storedRowsReader } from './stored-rows.ts';

/**
 * Every contract call, anonymous and as each demo role, with the requests of contract-fuzz.ts. Nothing may
 * answer 5xx, and no stored row may change unless the call succeeded (the bookkeeping tables of stored-rows.ts
 * aside).
 */

/** Fixed, so every run sends the same requests; a failure report names it with the request to replay. */
const FUZZ_SEED = 20_261_118;
/** Runs per call; a call the server does not serve answers 404 from the router, so a few runs show that. */
const RUNS = { served: 30, notServed: 4 } as const;

const app = await createTestApp();
const storedRows = await storedRowsReader(app.db);
const roles = await signInRoles(app);
const packs = await demoPacks(app);
const DEMO_ADDRESSES = new Set<string>(Object.values(demoAccounts).map((account) => account.email));

const idsOf = async (table: string, where = 'true') =>
  (await app.db.query<{ id: string }>(`select public_id as id from ${table} where ${where} order by id limit 6`)).map(
    (row) => row.id,
  );
const knownIds: KnownIds = {
  license: [packs.business, packs.standard, ...(await idsOf('licenses'))],
  product: await idsOf('products'),
  user: await idsOf('users', "email like '%@example.com'"),
  usage: await idsOf('license_usages'),
  role: await idsOf('roles'),
  organization: await idsOf('organizations'),
  site: await idsOf('sso_sites'),
};

let requestsSent = 0;

/** The limits count attempts per client address: each request comes from its own, so a replay meets no limit. */
function nextAddress(): string {
  requestsSent += 1;
  return `10.${(requestsSent >> 16) & 255}.${(requestsSent >> 8) & 255}.${requestsSent & 255}`;
}

function injectOptions(call: CallDefinition, request: FuzzRequest): InjectOptions {
  const options = callRequest(call, request.input, request.role === 'anonymous' ? undefined : roles[request.role]);
  const headers = options.headers as Record<string, string>;
  if (request.rawBody !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = request.rawBody;
  }
  if (request.contentType && options.payload !== undefined) headers['content-type'] = request.contentType;
  return { ...options, remoteAddress: nextAddress() };
}

const calls = Object.entries(contract) as [string, CallDefinition][];
const served = (call: CallDefinition) =>
  app.server.hasRoute({ method: call.method, url: routeKey(call).split(' ')[1]! });
let stored = await storedRows();

describe('given any request to any call of the contract, anonymous or signed in as each role', () => {
  it('should never send a demo address, so no failed sign-in can lock a demo account out', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...calls.map(([name]) => name)).chain(freshAddress),
        (address) => !DEMO_ADDRESSES.has(address),
      ),
      { seed: FUZZ_SEED },
    );
  });

  it.each(calls.map(([name, call], index) => [name, call, FUZZ_SEED + index] as const))(
    'should answer %s without a 5xx, and change nothing unless it succeeds',
    async (name, call, seed) => {
      const property = fc.asyncProperty(requestsFor(name, call, knownIds), async (request) => {
        const options = injectOptions(call, request);
        const response = await app.server.inject(options);
        const seen = `${request.role} ${options.method} ${shortly(options.url)} ${shortly(options.payload)} → ${response.statusCode} ${shortly(response.body)}`;
        const before = stored;
        stored = await storedRows();
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}: ${seen}`);
        const changed = response.statusCode >= 400 ? changedTables(before, stored) : [];
        if (changed.length > 0) throw new Error(`a refused call changed ${changed.join(', ')}: ${seen}`);
      });
      await fc.assert(property, {
        seed,
        numRuns: served(call) ? RUNS.served : RUNS.notServed,
        // No shrinking: each step is a request against a database the earlier steps changed, and a text of
        // thousands of characters shrinks one request at a time. The report names the seed and the request as
        // sent, its long texts cut short.
        endOnFailure: true,
        reporter: (details) => {
          if (details.failed) {
            throw new Error(
              `fuzz of ${name} failed (seed ${details.seed}, path "${details.counterexamplePath}") on ${shortly(details.counterexample)}: ${String(details.errorInstance)}`,
            );
          }
        },
      });
    },
  );

  it('should compare every table but the bookkeeping ones', () => {
    expect(Object.keys(stored).filter((table) => table in BOOKKEEPING_TABLES)).toEqual([]);
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(['licenses', 'license_usages', 'users', 'audit_log']));
  });
});
