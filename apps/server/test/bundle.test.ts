import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../build/bundle.ts';
import {
  type EmptyTestDatabase,
  emptyTestDatabase,
  runNode,
  signInAdmin,
  startServerScript,
  stopWithSigterm,
} from '../src/test-support/command-process.ts';

// Under apps/server, so the bundle finds the server's packages as dist/ does; named dist, as src/files.ts expects.
const serverRoot = join(import.meta.dirname, '..');
// Plain `node`: no TypeScript is stripped, so a module of the bundle that still were TypeScript would fail to load.
const PLAIN_NODE = ['--no-experimental-strip-types'];

describe('the production bundle (npm run build)', () => {
  let folder: string;
  let dist: string;
  let database: EmptyTestDatabase;
  beforeAll(async () => {
    folder = await mkdtemp(join(serverRoot, 'node_modules', '.bundle-test-'));
    dist = join(folder, 'dist');
    await bundleServer(dist);
    database = await emptyTestDatabase('lc_bundle');
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('should hold JavaScript alone, the workspace packages inside it, and the migrations beside it', async () => {
    const files = await readdir(dist);
    expect(files).toEqual(
      expect.arrayContaining([
        'server.mjs',
        'migrate.mjs',
        'backup.mjs',
        'restore.mjs',
        'create-admin.mjs',
        'pglite-dump-worker.mjs',
        'migrations',
      ]),
    );
    const sources = await Promise.all(
      files.filter((file) => file.endsWith('.mjs')).map((file) => readFile(join(dist, file), 'utf8')),
    );
    for (const source of sources) {
      expect(source).not.toMatch(/from\s+["'][^"']*\.ts["']|import\(["'][^"']*\.ts["']\)/);
      expect(source).not.toContain('@license-console/');
    }
    expect(await readdir(join(dist, 'migrations'))).toEqual(await readdir(join(serverRoot, 'src', 'db', 'migrations')));
  });

  it('should migrate a database without the schema with node dist/migrate.mjs', async () => {
    const migrate = runNode([...PLAIN_NODE, join(dist, 'migrate.mjs')], database.env);
    expect(await migrate.exited, migrate.output()).toBe(0);
    expect(migrate.output()).toMatch(/applied \d+ migration\(s\)/);
  }, 120_000);

  it('should serve with node dist/server.mjs: ready, sign-in, backup and create-admin beside it, SIGTERM exits 0', async () => {
    const server = await startServerScript([...PLAIN_NODE, join(dist, 'server.mjs')], {
      ...database.env,
      MIGRATE_ON_START: 'false',
    });
    expect(server.outcome, server.output()).toBe('ready');
    expect(await signInAdmin(server.url)).toBe(200);
    // The image's backup: node dist/backup.mjs beside the running server, on its DATA_DIR (or its PostgreSQL).
    const file = join(folder, 'backup.sql');
    const backup = runNode([...PLAIN_NODE, join(dist, 'backup.mjs'), file], database.env);
    expect(await backup.exited, backup.output()).toBe(0);
    expect(backup.output()).toContain(`to ${file}`);
    expect(await readFile(file, 'utf8')).toContain('INSERT INTO public.schema_migrations');
    // The image's first administrator: node dist/create-admin.mjs beside the running server, likewise.
    const admin = runNode(
      [...PLAIN_NODE, join(dist, 'create-admin.mjs'), '--email', 'bundle@corp.example'],
      database.env,
    );
    expect(await admin.exited, admin.output()).toBe(0);
    expect(admin.output()).toMatch(
      /Created the super administrator bundle@corp\.example[\s\S]*\/ResetPassword\?token=/,
    );
    expect(await stopWithSigterm(server)).toBe(0);
  }, 120_000);
});
