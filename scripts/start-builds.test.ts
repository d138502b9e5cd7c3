import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_INPUTS, consoleBuildIsCurrent } from './start-builds.mjs';
import {
  dependenciesAreCurrent,
  INSTALL_INPUTS,
  inputsDigest,
  installFinished,
  stepsDir,
  writeStamp,
} from './steps.mjs';

// `npm start` builds the console again only when what its build reads changed since the last build finished.
let root: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** What a finished build leaves: its output and the stamp of the inputs it read. */
const build = () => {
  write('apps/console/dist/index.html', '<!doctype html>');
  writeStamp(join(stepsDir(root), 'console-build.json'), inputsDigest(root, CONSOLE_INPUTS));
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'lc-start-builds-'));
  write('apps/console/src/main.tsx', 'export {};');
  write('apps/console/vite.config.ts', 'export default {};');
  write('packages/ui/src/button.tsx', 'export const Button = 1;');
  write('packages/features/src/grid.tsx', 'export const Grid = 1;');
  write('packages/domain/src/messages.ts', "export const messages = { saved: 'Saved.' };");
  write('pnpm-lock.yaml', "lockfileVersion: '9.0'\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's console build", () => {
  it('should be built when it never was', () => {
    expect(consoleBuildIsCurrent(root)).toBe(false);
  });

  it('should be skipped when no input changed since the last build', () => {
    build();
    expect(consoleBuildIsCurrent(root)).toBe(true);
  });

  it('should be skipped when a file was only touched, its content the same (a checkout, a copy)', () => {
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'packages/ui/src/button.tsx'), later, later);
    expect(consoleBuildIsCurrent(root)).toBe(true);
  });

  it.each([
    ['a source of the console is edited', () => write('apps/console/src/main.tsx', 'export const edited = 1;')],
    [
      'a message of the domain is edited',
      () => write('packages/domain/src/messages.ts', 'export const messages = {};'),
    ],
    ['a file is added to a package', () => write('packages/features/src/new-screen.tsx', 'export {};')],
    ['a file is removed', () => rmSync(join(root, 'packages/ui/src/button.tsx'))],
    ['the lockfile changes', () => write('pnpm-lock.yaml', "lockfileVersion: '9.1'\n")],
    ["the console's config changes", () => write('apps/console/vite.config.ts', 'export default { base: "/" };')],
    ['its output is gone', () => rmSync(join(root, 'apps/console/dist'), { recursive: true })],
  ])('should be built again when %s', (_what, change) => {
    build();
    change();
    expect(consoleBuildIsCurrent(root)).toBe(false);
  });

  it('should not read its own output or installed packages as inputs', () => {
    build();
    write('apps/console/dist/assets/index-abc.js', 'console.log(1)');
    write('packages/ui/node_modules/react/index.js', 'module.exports = {};');
    expect(consoleBuildIsCurrent(root)).toBe(true);
  });
});

describe("every root command's install", () => {
  const install = () => {
    write('node_modules/.modules.yaml', 'layoutVersion: 5\n');
    installFinished(root, inputsDigest(root, INSTALL_INPUTS));
  };
  const later = (file: string) => {
    const time = new Date(Date.now() + 60_000);
    utimesSync(join(root, file), time, time);
  };
  beforeEach(() => {
    write('package.json', '{ "scripts": {} }');
    write('pnpm-workspace.yaml', 'packages: []\n');
  });

  it('should run when nothing is installed', () => {
    expect(dependenciesAreCurrent(root)).toBe(false);
  });

  it("should be skipped after it finished, though pnpm left its marker older than package.json's last edit", () => {
    install();
    const before = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'node_modules/.modules.yaml'), before, before);
    expect(dependenciesAreCurrent(root)).toBe(true);
  });

  it('should run again when package.json changes after it', () => {
    install();
    write('package.json', '{ "scripts": { "x:start": "node main.ts" } }');
    later('package.json');
    expect(dependenciesAreCurrent(root)).toBe(false);
  });

  it('should run again when the lockfile changes after it', () => {
    install();
    write('pnpm-lock.yaml', "lockfileVersion: '9.1'\n");
    later('pnpm-lock.yaml');
    expect(dependenciesAreCurrent(root)).toBe(false);
  });
});

describe('npm start', () => {
  it('should run the builds it needs, and not the production bundle', () => {
    const scripts = (
      JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts['x:start']).toBe('node scripts/start-builds.mjs && node apps/server/src/main.ts');
    expect(readFileSync(join(import.meta.dirname, 'start-builds.mjs'), 'utf8')).not.toContain('bundle.ts');
  });
});
