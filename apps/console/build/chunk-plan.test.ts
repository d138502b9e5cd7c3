import { describe, expect, it } from 'vitest';
import { type ChunkPlan, planChunks } from './chunk-plan.ts';

/** A chunk of a build left to the bundler: its file, the module it stands for when it is loaded on its own, … */
function chunk(
  fileName: string,
  moduleIds: string[],
  links: { imports?: string[]; dynamicImports?: string[]; facade?: string; entry?: boolean; dynamic?: boolean } = {},
) {
  return {
    fileName,
    moduleIds,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    facadeModuleId: links.facade ?? null,
    isEntry: links.entry ?? false,
    isDynamicEntry: links.dynamic ?? false,
  };
}

/**
 * The console in small: the entry loads React and, lazily, the signed-out routes, the signed-in routes, the
 * verification screen and two adapters; the signed-in routes load the home and the users route lazily.
 */
const build = [
  chunk('index.js', ['main.tsx'], {
    entry: true,
    facade: 'main.tsx',
    imports: ['react.js'],
    dynamicImports: ['signed-out.js', 'signed-in.js', 'verify.js', 'licenses-http.js', 'users-http.js'],
  }),
  chunk('react.js', ['react']),
  chunk('signed-out.js', ['signed-out.tsx'], { facade: 'signed-out.tsx', dynamic: true, imports: ['form.js'] }),
  chunk('form.js', ['form.tsx']),
  chunk('signed-in.js', ['signed-in.tsx', 'menu.tsx'], {
    facade: 'signed-in.tsx',
    dynamic: true,
    imports: ['react.js', 'form.js', 'grid.js', 'rules.js'],
    dynamicImports: ['home.js', 'users-route.js'],
  }),
  chunk('home.js', ['licenses-home.tsx', 'columns.tsx'], {
    facade: 'licenses-home.tsx',
    dynamic: true,
    imports: ['grid.js', 'contract.js'],
  }),
  chunk('licenses-http.js', ['licenses/http.ts'], {
    facade: 'licenses/http.ts',
    dynamic: true,
    imports: ['contract.js'],
  }),
  chunk('users-http.js', ['users/http.ts'], { facade: 'users/http.ts', dynamic: true, imports: ['rules.js'] }),
  chunk('users-route.js', ['users-home.tsx', 'user-columns.tsx'], {
    facade: 'users-home.tsx',
    dynamic: true,
    imports: ['grid.js'],
  }),
  chunk('verify.js', ['verification.tsx'], { facade: 'verification.tsx', dynamic: true, imports: ['session.js'] }),
  chunk('session.js', ['session.ts']),
  chunk('grid.js', ['data-grid.tsx', 'pagination.tsx']),
  chunk('contract.js', ['licenses-contract.ts']),
  chunk('rules.js', ['paging.ts', 'bounds.ts']),
];

const roots = { signedOut: 'signed-out.tsx', firstScreen: ['signed-in.tsx', 'licenses-home.tsx', 'licenses/http.ts'] };

const sorted = (plan: ChunkPlan) => ({
  login: [...plan.login].sort(),
  console: [...plan.console].sort(),
  common: [...plan.common].sort(),
});
const planned = (plan: ChunkPlan, module: string) =>
  plan.login.has(module) || plan.console.has(module) || plan.common.has(module);

describe('the console chunk plan', () => {
  it('puts what only the signed-in console uses in one chunk, what the first screen shares with code elsewhere in another', () => {
    expect(sorted(planChunks(build, roots))).toEqual({
      login: ['form.tsx'],
      console: ['columns.tsx', 'data-grid.tsx', 'licenses-contract.ts', 'menu.tsx', 'pagination.tsx'],
      common: ['bounds.ts', 'paging.ts'],
    });
  });

  it("puts what /login loads after the entry's scripts in one chunk, and leaves the entry's and the rest where they are", () => {
    const plan = planChunks(build, roots);
    expect(plan.login.has('form.tsx')).toBe(true);
    for (const module of ['react', 'main.tsx', 'session.ts', 'user-columns.tsx', 'users-home.tsx']) {
      expect(planned(plan, module), module).toBe(false);
    }
  });

  it('keeps each lazily loaded module in a chunk of its own', () => {
    const plan = planChunks(build, roots);
    for (const module of ['signed-out.tsx', 'signed-in.tsx', 'licenses-home.tsx', 'licenses/http.ts']) {
      expect(planned(plan, module), module).toBe(false);
    }
  });

  it('counts a chunk that the verification screen also loads as shared', () => {
    const withVerification = build.map((item) =>
      item.fileName === 'verify.js' ? { ...item, imports: [...item.imports, 'contract.js'] } : item,
    );
    const plan = planChunks(withVerification, roots);
    expect(plan.common.has('licenses-contract.ts')).toBe(true);
    expect(plan.console.has('licenses-contract.ts')).toBe(false);
  });

  it('refuses a build that has no chunk for a root', () => {
    expect(() => planChunks(build, { ...roots, firstScreen: ['missing.tsx'] })).toThrow(
      'the build has no chunk for missing.tsx',
    );
    expect(() => planChunks(build.slice(1), roots)).toThrow('the build has no entry chunk');
  });
});
