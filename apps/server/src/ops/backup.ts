// `npm run backup -- FILE`: a logical dump (plain SQL, rows as INSERTs) of the database the server of this environment
// uses, taken while it runs, written to FILE. `npm run restore -- FILE` loads it into an empty database of either
// engine (restore.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { readConfig } from '../config.ts';
import { DUMP_OPTIONS } from '../db/pglite-dump.ts';
import { requestBackup } from './backup-socket.ts';
import { CommandError, EXIT } from './command-error.ts';
import { commandTarget, describeTarget, openEmbeddedForCommand, runCommand, type Target } from './target.ts';

/**
 * The dump of `target`. The embedded database is dumped by the server that has it open (backup-socket.ts), or, when
 * none has, by this process. PostgreSQL is dumped by its own pg_dump, which must be on the PATH, of the server's
 * major version or newer: it reads one snapshot of the database while the servers go on writing.
 */
export async function dumpDatabase(target: Target): Promise<string> {
  if (target.databaseUrl) return pgDump(target.databaseUrl);
  const answered = await requestBackup(target.dataDir);
  if (answered !== null) return answered;
  const { db, close } = await openEmbeddedForCommand(target.dataDir, true);
  try {
    return await (db.dump?.() ?? Promise.reject(new Error('the embedded engine has no dump')));
  } finally {
    await close();
  }
}

/** PostgreSQL's pg_dump, given the password (if any) through its environment rather than its command line. */
async function pgDump(databaseUrl: string): Promise<string> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const output = join(tmpdir(), `license-console-dump-${randomBytes(6).toString('hex')}.sql`);
  try {
    const child = spawn('pg_dump', [...DUMP_OPTIONS, '--file', output, '--dbname', url.toString()], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise<number | null>((done, fail) => {
      child.once('error', fail);
      child.once('exit', done);
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      throw new CommandError(
        "pg_dump was not found: install PostgreSQL's client programs of the server's major version or newer " +
          '(Debian: apt-get install postgresql-client)',
        EXIT.failed,
      );
    });
    if (code !== 0) throw new CommandError(`pg_dump failed: ${errors.trim()}`, EXIT.failed);
    return await readFile(output, 'utf8');
  } finally {
    await rm(output, { force: true });
  }
}

/**
 * Writes the dump to `file` whole or not at all: beside it first, readable by this user only (it holds every
 * account's password hash), then moved into place.
 */
async function writeWhole(file: string, dump: string) {
  const partial = join(dirname(file), `.${basename(file)}.partial-${randomBytes(4).toString('hex')}`);
  try {
    await writeFile(partial, dump, { mode: 0o600 });
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

if (import.meta.main) {
  await runCommand('npm run backup -- FILE', async (file) => {
    const target = commandTarget(readConfig());
    const started = performance.now();
    const dump = await dumpDatabase(target);
    await writeWhole(file, dump);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `Backed up ${describeTarget(target)} to ${file} (${Buffer.byteLength(dump)} bytes, ${seconds} s).`;
  });
}
