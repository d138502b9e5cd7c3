import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { demoAccounts } from '../seed/demo-data.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import {
  leaveStaleSocket,
  newDatabase,
  runOpsCommand,
  signIn,
  stopServer,
  type TestDatabase,
  tableChecksums,
} from '../test-support/backups.ts';
import { type ServerProcess, startServerProcess } from '../test-support/server-process.ts';
import { engine } from '../test-support/test-app.ts';
import { BACKUP_SOCKET } from './backup-socket.ts';
import { EXIT } from './command-error.ts';

// The whole journey an operator follows on the engine the run tests: a backup while the server runs, a restore into an
// empty database, a server on it. Each engine's first start and a restore into a new embedded folder run PostgreSQL's
// initdb in WebAssembly, which takes tens of seconds on a busy machine.
const SLOW = 240_000;

describe(`backup and restore on ${engine}`, () => {
  let folder: string;
  let source: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lc-backup-'));
    source = await newDatabase(engine, 'lc_backup_source');
    server = await startServerProcess(source.env.DATABASE_URL ?? '', source.env);
  }, SLOW);

  afterAll(async () => {
    if (server) await stopServer(server);
    await source?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it(
    'dumps the database while the server runs and answers, and restores it whole into an empty database',
    async () => {
      const { admin } = demoAccounts;
      expect(await signIn(server.url, admin)).toBe(200);
      // The server answers the requests that come while it dumps (they wait for the dump), and still signs in after
      // it: pg_dump's session leaves nothing behind (its transaction, its settings, the prepared statements).
      const first = join(folder, 'first.sql');
      const [backup, ...probes] = await Promise.all([
        runOpsCommand('backup', first, source.env),
        ...Array.from({ length: 5 }, () => fetch(`${server.url}/readyz`).then((answer) => answer.status)),
      ]);
      expect(backup.output).toContain(`to ${first}`);
      expect(backup.code).toBe(0);
      expect(probes).toEqual([200, 200, 200, 200, 200]);
      expect(await signIn(server.url, admin)).toBe(200);
      expect(await signIn(server.url, demoAccounts.manager)).toBe(200);

      const second = join(folder, 'second.sql');
      expect((await runOpsCommand('backup', second, source.env)).code).toBe(0);
      // Readable by the operator's user alone: it holds every account's password hash.
      expect((await stat(second)).mode & 0o777).toBe(0o600);
      await stopServer(server);
      if (source.dataDir) expect(existsSync(join(source.dataDir, BACKUP_SOCKET))).toBe(false);
      const sourceDb = await source.open();
      const expected = await tableChecksums(sourceDb);
      await sourceDb.close();
      expect(expected['public.sessions']).toMatch(/^3 rows/);

      const target = await newDatabase(engine, 'lc_backup_target');
      try {
        const restored = await runOpsCommand('restore', second, target.env);
        expect(restored.output).toContain('Restored');
        expect(restored.code).toBe(0);
        const targetDb = await target.open();
        expect(await tableChecksums(targetDb)).toEqual(expected);
        await targetDb.close();

        // The restored database is current (no migration to apply) and its identity columns go on from the dump's
        // values: a new sign-in adds the session after the last one.
        const restoredServer = await startServerProcess(target.env.DATABASE_URL ?? '', target.env);
        try {
          expect(await signIn(restoredServer.url, admin)).toBe(200);
        } finally {
          await stopServer(restoredServer);
        }
        const after = await target.open();
        const [session] = await after.query<{ id: number }>('select max(id)::int as id from sessions');
        await after.close();
        expect(session?.id).toBe(4);
      } finally {
        await target.drop();
      }
    },
    SLOW,
  );

  it(
    'refuses a database that holds anything, and a file that is not a dump, changing nothing',
    async () => {
      const dump = join(folder, 'second.sql');
      const sourceDb = await source.open();
      const before = await tableChecksums(sourceDb);
      await sourceDb.close();

      // With no server running the command dumps the database itself, the same as the server did, past the socket
      // a server killed outright leaves behind.
      if (source.dataDir) await leaveStaleSocket(join(source.dataDir, BACKUP_SOCKET));
      const offline = join(folder, 'offline.sql');
      expect((await runOpsCommand('backup', offline, source.env)).code).toBe(0);
      // pg_dump 15.14 and newer guard the script with a random key of each run's own.
      const withoutKeys = async (file: string) => (await readFile(file, 'utf8')).replace(/^\\(un)?restrict .*$/gm, '');
      expect(await withoutKeys(offline)).toBe(await withoutKeys(dump));

      const refused = await runOpsCommand('restore', dump, source.env);
      expect(refused.output).toContain('is not empty');
      expect(refused.code).toBe(EXIT.refused);

      const notADump = join(folder, 'notes.txt');
      await writeFile(notADump, `${await readFile(dump, 'utf8')}`.replace('PostgreSQL database dump', 'notes'));
      const target = await newDatabase(engine, 'lc_backup_refused');
      try {
        const wrong = await runOpsCommand('restore', notADump, target.env);
        expect(wrong.output).toContain('not a plain SQL dump');
        expect(wrong.code).toBe(EXIT.usage);
        const missing = await runOpsCommand('restore', join(folder, 'absent.sql'), target.env);
        expect(missing.code).toBe(EXIT.usage);
        // Nothing was created for a file refused before it was read into a database.
        if (target.dataDir) expect(existsSync(target.dataDir)).toBe(false);
      } finally {
        await target.drop();
      }

      const unchanged = await source.open();
      expect(await tableChecksums(unchanged)).toEqual(before);
      await unchanged.close();
    },
    SLOW,
  );
});

// The embedded engine's dump, whatever engine the run tests: the server is held only while a checkpoint and a copy of
// the data folder's files are taken; pg_dump then reads the copy on a thread of its own (db/pglite-dump.ts).
describe('a dump of the embedded database while it serves', () => {
  let folder: string;
  let db: Database;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lc-dump-copy-'));
    db = await openDatabase({ dataDir: join(folder, 'data') });
    await seedIfEmpty(db);
  }, SLOW);
  afterAll(async () => {
    await db?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it(
    'should answer statements asked for during the dump before it ends, none of their changes in it',
    async () => {
      let dumped = false;
      const dump = db.dump!().then((sql) => {
        dumped = true;
        return sql;
      });
      // Asked for once the dump has begun: it waits for the copy of the files, not for the dump of that copy.
      await db.query("insert into organizations (public_id, name) values ('after-the-copy', 'Written after the copy')");
      const [written] = await db.query<{ name: string }>(
        "select name from organizations where public_id = 'after-the-copy'",
      );
      expect(written?.name).toBe('Written after the copy');
      expect(dumped).toBe(false);

      const sql = await dump;
      expect(sql).toContain('INSERT INTO public.users');
      expect(sql).toContain(demoAccounts.admin.email);
      expect(sql).not.toContain('Written after the copy');
      // The server's own session is as it was: its statements, prepared ones included, go on working.
      const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
        'select count(*)::int as n from users where email = $1',
        [demoAccounts.admin.email],
      );
      expect(n).toBe(1);
    },
    SLOW,
  );
});
