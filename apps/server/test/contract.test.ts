import { type CallDefinition, contract, routeKey } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../src/test-support/test-app.ts';

const app = await createTestApp({ seed: false });
const calls = Object.entries(contract) as [string, CallDefinition][];
const served = calls.filter(([, call]) => app.server.hasRoute({ method: call.method, url: routeKeyPath(call) }));

function routeKeyPath(call: CallDefinition) {
  return routeKey(call).split(' ')[1]!;
}

describe('given the contract in the domain package', () => {
  it('should serve every server route from a contract call with the same method, path and schemas', () => {
    for (const route of app.routes) {
      const match = calls.find(([, call]) => call === route.call);
      expect(match, `${route.call.method} ${route.call.path} is not a contract call`).toBeDefined();
      expect(app.server.hasRoute({ method: route.call.method, url: routeKeyPath(route.call) })).toBe(true);
    }
  });

  it('should serve the sign-in, current-user and logout calls in every spelling the spec uses', () => {
    const names = served.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['authenticate', 'authenticateLegacy', 'currentUser', 'currentUserLower', 'logout']),
    );
  });

  it('should report how many contract calls are served', () => {
    const missing = calls.filter(([name]) => !served.some(([servedName]) => servedName === name));
    console.info(
      `contract: ${served.length} of ${calls.length} calls served; not yet: ${missing.map(([name]) => name).join(', ') || 'none'}`,
    );
    expect(served.length + missing.length).toBe(calls.length);
    expect(served.length).toBeGreaterThanOrEqual(5);
  });
});
