// The production server: the sources, with the workspace's domain package, bundled into dist/server.mjs and the
// commands dist/migrate.mjs, dist/backup.mjs, dist/restore.mjs and dist/create-admin.mjs, which plain `node` runs
// (no TypeScript to strip, no workspace package to resolve, nothing to build at start), with a copy of the
// migrations beside them. The packages of node_modules stay outside the bundle:
// some carry native code, WebAssembly or data files found beside their own modules; a production install brings them.
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'tsup';

const serverRoot = join(import.meta.dirname, '..');

/** Bundles the server into `outDir` (a folder named dist, one level under apps/server: see src/files.ts). */
export async function bundleServer(outDir = join(serverRoot, 'dist')): Promise<void> {
  await mkdir(outDir, { recursive: true });
  // The previous bundle's modules and migrations go; the pre-migrated snapshot beside them stays.
  for (const file of await readdir(outDir)) {
    if (file.endsWith('.mjs') || file === 'migrations') await rm(join(outDir, file), { recursive: true });
  }
  await build({
    config: false,
    // The operator's commands beside the server, so that the image backs up and restores what it serves.
    entry: {
      server: join(serverRoot, 'src', 'main.ts'),
      migrate: join(serverRoot, 'src', 'migrate-command.ts'),
      backup: join(serverRoot, 'src', 'ops', 'backup.ts'),
      restore: join(serverRoot, 'src', 'ops', 'restore.ts'),
      'create-admin': join(serverRoot, 'src', 'ops', 'create-admin-command.ts'),
      // The thread that dumps a copy of the embedded database while the server goes on (db/pglite-dump.ts).
      'pglite-dump-worker': join(serverRoot, 'src', 'db', 'pglite-dump-worker.ts'),
    },
    outDir,
    format: ['esm'],
    outExtension: () => ({ js: '.mjs' }),
    platform: 'node',
    target: 'node24',
    splitting: true,
    clean: false,
    dts: false,
    silent: true,
    // Every package stays a package import, whoever runs the build, except the workspace's own packages.
    skipNodeModulesBundle: true,
    // pglite-tools loads its pg_dump.wasm from beside its own module: bundled, it would look for it in dist/.
    external: ['@electric-sql/pglite-tools'],
    noExternal: [/^@license-console\//],
  });
  await cp(join(serverRoot, 'src', 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true });
}

if (import.meta.main) {
  const started = performance.now();
  await bundleServer();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `server bundled into ${join(serverRoot, 'dist')} (server.mjs, migrate.mjs, backup.mjs, restore.mjs, create-admin.mjs) in ${seconds} s\n`,
  );
}
