import { chmod, unlink } from 'node:fs/promises';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { secureDataDir } from '../db/data-dir.ts';
import { CommandError, EXIT } from './command-error.ts';

/**
 * The embedded engine's data folder is open in one process only, the server's, so a backup of it while the server
 * runs is asked of that server: it answers `GET /backup` on a Unix socket in the data folder with the dump of its own
 * database (Database.dump). The socket is the server's user's alone (mode 0600, in a folder of mode 0700),
 * and it is no TCP port: neither another machine nor a proxy on this one can reach it.
 */
export const BACKUP_SOCKET = '.backup.sock';

/** Longest socket path Linux and macOS take (sun_path holds 108 and 104 bytes, with the terminating zero). */
const SOCKET_PATH_LIMIT = 103;

export function backupSocketPath(dataDir: string): string {
  const path = join(dataDir, BACKUP_SOCKET);
  if (Buffer.byteLength(path) > SOCKET_PATH_LIMIT) {
    throw new Error(
      `DATA_DIR's path is too long for its backup socket (${path}: at most ${SOCKET_PATH_LIMIT} bytes); ` +
        'use a shorter DATA_DIR',
    );
  }
  return path;
}

/** What the socket answers: the server's dump, or the error of a dump that failed. */
type Dump = () => Promise<string>;

/**
 * The first administrator of the database the server has open (ops/create-admin.ts), created by the server on a
 * command's behalf: the command cannot open the folder while the server has it.
 */
/** What the create-admin request answers: the address and its single-use set-password link. */
export interface CreatedAdministrator {
  email: string;
  /** The single-use link to /ResetPassword on which the administrator sets a password. */
  link: string;
  lifetimeMinutes: number;
  /** False when the address was already an administrator without a password: only a new link was issued. */
  created: boolean;
}

type CreateAdministrator = (email: string) => Promise<CreatedAdministrator>;

/**
 * Serves `dump` on the data folder's backup socket until `close`. A socket file left by a process that ended without
 * closing it is removed; one that still answers belongs to a process that has the folder open, and is refused: two
 * engines on one data folder would corrupt it. A folder whose path is too long for a socket gets none (a warning).
 */
export async function serveBackups(
  dataDir: string,
  dump: Dump,
  createAdministrator?: CreateAdministrator,
): Promise<{ close(): Promise<void> }> {
  let path: string;
  try {
    path = backupSocketPath(dataDir);
  } catch (error) {
    // The server still serves; only a backup while it runs is lost, and the command says why when asked for one.
    process.emitWarning(`${(error as Error).message}: backups while the server runs are not available`);
    return { close: async () => {} };
  }
  // The socket is made inside a folder no other user can enter: it is never reachable by them, not even before the
  // chmod below.
  await secureDataDir(dataDir);
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === ADMINISTRATORS_PATH && createAdministrator) {
      answerAdministrator(req, res, createAdministrator);
      return;
    }
    if (req.method !== 'GET' || req.url !== '/backup') {
      // Read to its end first: a caller still sending a body would otherwise find the connection closed on it.
      req.resume();
      req.once('end', () => res.writeHead(404).end());
      return;
    }
    dump().then(
      (sql) => {
        res.writeHead(200, { 'content-type': 'application/sql; charset=utf-8' }).end(sql);
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
      },
    );
  });
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if ((await ask(path, '/')) !== null) {
      throw new Error(`${dataDir} is in use by another process (it answers on ${path})`);
    }
    await unlink(path);
    await listen(server, path);
  }
  await chmod(path, 0o600);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ADMINISTRATORS_PATH = '/administrators';

/** `POST /administrators` with `{"email"}`: 200 and the created administrator, or the refusal's exit code and text. */
function answerAdministrator(req: IncomingMessage, res: ServerResponse, create: CreateAdministrator) {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.once('end', () => {
    let email = '';
    try {
      email = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email?: unknown }).email ?? '');
    } catch {
      // An unreadable body is an empty address, refused as such below.
    }
    create(email).then(
      (created) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(created)),
      (error: unknown) => {
        const code = error instanceof CommandError ? error.exitCode : EXIT.failed;
        const message = error instanceof Error ? error.message : String(error);
        res.writeHead(422, { 'content-type': 'application/json' }).end(JSON.stringify({ code, message }));
      },
    );
  });
}

/**
 * Asks the process that has the data folder open to create an administrator: what it created, null when no process
 * answers on the socket, or its refusal as the CommandError it raised.
 */
export function requestAdministrator(dataDir: string, email: string): Promise<CreatedAdministrator | null> {
  const socketPath = backupSocketPath(dataDir);
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        method: 'POST',
        path: ADMINISTRATORS_PATH,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode === 200) return resolve(JSON.parse(text) as CreatedAdministrator);
          if (res.statusCode === 422) {
            const refusal = JSON.parse(text) as { code: number; message: string };
            return reject(new CommandError(refusal.message, refusal.code));
          }
          reject(new Error(`the running server could not create the administrator (${res.statusCode}): ${text}`));
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end(body);
  });
}

function listen(server: Server, path: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Asks the process that has the data folder open for its dump: the dump, or null when no process answers on the
 * socket (none, or one that ended without removing it).
 */
export async function requestBackup(dataDir: string): Promise<string | null> {
  return ask(backupSocketPath(dataDir), '/backup');
}

/** Whether a process has the data folder open: one answers on its backup socket. */
export async function folderInUse(dataDir: string): Promise<boolean> {
  return (await ask(backupSocketPath(dataDir), '/')) !== null;
}

/** `GET path` on the socket: the answer's body (an error unless it is 200), or null when nothing answers. */
function ask(socketPath: string, path: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, method: 'GET', path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode === 200 || path !== '/backup') resolve(body);
        else reject(new Error(`the running server could not dump its database: ${body}`));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end();
  });
}
