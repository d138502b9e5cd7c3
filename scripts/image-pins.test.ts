import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Dockerfile's promises that hold without building it; scripts/image-test.sh builds and runs the image itself.
const root = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
/** The instructions of the stage that runs: from the last FROM on. */
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

describe('the Dockerfile', () => {
  it("should build with the Node of scripts/lc.mjs and the pnpm of package.json's packageManager", () => {
    const nodeVersion = /const NODE_VERSION = '([^']+)'/.exec(read('scripts/lc.mjs'))?.[1];
    const pnpmVersion = (JSON.parse(read('package.json')) as { packageManager: string }).packageManager.replace(
      /^pnpm@/,
      '',
    );
    expect(dockerfile).toContain(`ARG NODE_VERSION=${nodeVersion}\n`);
    expect(dockerfile).toContain(`ARG PNPM_VERSION=${pnpmVersion}\n`);
  });

  it('should run the bundled server with Node alone, as a user that is not root, its data in a volume', () => {
    expect(finalStage).toMatch(/^FROM debian:[a-z]+-slim$/m);
    expect(finalStage).toContain('CMD ["node", "dist/server.mjs"]');
    expect(finalStage).not.toMatch(/pnpm|curl/);
    const user = /^USER (\S+)$/m.exec(finalStage)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)$/);
    expect(finalStage).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(finalStage).toMatch(/DATA_DIR=\/data\/\w+/);
  });

  it("should install one Debian package where it runs: PostgreSQL's client, for dist/backup.mjs", () => {
    const installs = [...finalStage.matchAll(/apt-get install ([^\n&]+)/g)].map((match) =>
      (match[1] ?? '').split(/\s+/).filter((word) => word !== '' && word !== '\\' && !word.startsWith('-')),
    );
    expect(installs).toEqual([['postgresql-client']]);
    expect(finalStage).toMatch(/--no-install-recommends postgresql-client/);
    expect(finalStage).toMatch(/rm -rf \/var\/lib\/apt\/lists/);
  });

  it('should check readiness with Node itself, the slim image having no curl', () => {
    expect(finalStage).toMatch(/^HEALTHCHECK .*\n\s+CMD \["node", "-e", ".*\/readyz.*"\]$/m);
  });

  it('should leave installed packages, the toolchain, builds and databases out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.tools', '**/dist', '.data', '.git']));
  });
});
