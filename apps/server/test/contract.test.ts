import { readFileSync } from 'node:fs';
import { type CallDefinition, type CallName, contract, routeKey } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { PENDING } from '../src/modules/pending.ts';
import { createTestApp } from '../src/test-support/test-app.ts';

const app = await createTestApp({ seed: false });
const calls = Object.entries(contract) as [CallName, CallDefinition][];

function routeKeyPath(call: CallDefinition) {
  return routeKey(call).split(' ')[1]!;
}

/** A call is served by its own handler, or (an older spelling) by the handler of the call it is a variant of. */
function isServed(call: CallDefinition): boolean {
  const handled = (candidate: CallDefinition) =>
    app.routes.some((route) => route.call === candidate) &&
    app.server.hasRoute({ method: candidate.method, url: routeKeyPath(candidate) });
  if (handled(call)) return true;
  const original = call.variantOf ? (contract[call.variantOf as CallName] as CallDefinition | undefined) : undefined;
  return original !== undefined && routeKey(original) === routeKey(call) && handled(original);
}

const served = calls.filter(([, call]) => isServed(call)).map(([name]) => name);

describe('given the contract in the domain package', () => {
  it('should serve every server route from a contract call with the same method, path and schemas', () => {
    for (const route of app.routes) {
      const match = calls.find(([, call]) => call === route.call);
      expect(match, `${route.call.method} ${route.call.path} is not a contract call`).toBeDefined();
      expect(app.server.hasRoute({ method: route.call.method, url: routeKeyPath(route.call) })).toBe(true);
    }
  });

  it('should serve the sign-in, current-user and logout calls in every spelling the spec uses', () => {
    expect(served).toEqual(
      expect.arrayContaining(['authenticate', 'authenticateLegacy', 'currentUser', 'currentUserLower', 'logout']),
    );
  });

  it('should serve every declared call except those listed in PENDING', () => {
    const unserved = calls.map(([name]) => name).filter((name) => !served.includes(name));
    expect(unserved.filter((name) => !PENDING.includes(name))).toEqual([]);
  });

  it('should list in PENDING only declared calls that are not served, each once and in contract order', () => {
    expect(PENDING.filter((name) => served.includes(name))).toEqual([]);
    const declared = calls.map(([name]) => name);
    expect(PENDING.filter((name) => !declared.includes(name))).toEqual([]);
    expect(PENDING).toEqual(declared.filter((name) => PENDING.includes(name)));
  });
});

describe('given the server README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  /** The rows of the table under "Calls not served yet", as trimmed cells. */
  const section = readme.split(/^## /m).find((part) => part.startsWith('Calls not served yet')) ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );

  it('should print PENDING as its table of calls not served yet: name, method and path', () => {
    expect(rows).toEqual(
      PENDING.map((name) => {
        const call = contract[name] as CallDefinition;
        return [`\`${name}\``, call.method, `\`${call.path}\``];
      }),
    );
  });

  it('should not claim that every call of the contract is served', () => {
    expect(readme).not.toMatch(/serving every call/i);
  });
});
