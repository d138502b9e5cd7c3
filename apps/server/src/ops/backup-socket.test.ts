import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { leaveStaleSocket } from '../test-support/backups.ts';
import { BACKUP_SOCKET, folderInUse, requestBackup, serveBackups } from './backup-socket.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lc-socket-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** `method path` on the socket: the answer's status. */
function statusOf(method: string, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: join(dataDir, BACKUP_SOCKET), method, path, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
}

it("makes the folder its user's alone (0700) before the socket is in it", async () => {
  await chmod(dataDir, 0o755);
  const backups = await serveBackups(dataDir, async () => '-- the dump\n');
  try {
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  } finally {
    await backups.close();
  }
});

it('answers the dump to the folder owner only, and nothing else', async () => {
  const backups = await serveBackups(dataDir, async () => '-- the dump\n');
  try {
    expect((await stat(join(dataDir, BACKUP_SOCKET))).mode & 0o777).toBe(0o600);
    expect(await requestBackup(dataDir)).toBe('-- the dump\n');
    expect(await statusOf('POST', '/backup')).toBe(404);
    expect(await statusOf('GET', '/backup/../etc')).toBe(404);
    expect(await folderInUse(dataDir)).toBe(true);
  } finally {
    await backups.close();
  }
  expect(existsSync(join(dataDir, BACKUP_SOCKET))).toBe(false);
  expect(await requestBackup(dataDir)).toBeNull();
  expect(await folderInUse(dataDir)).toBe(false);
});

it('tells the command why a dump failed', async () => {
  const backups = await serveBackups(dataDir, async () => {
    throw new Error('out of memory');
  });
  try {
    await expect(requestBackup(dataDir)).rejects.toThrow('could not dump its database: Error: out of memory');
  } finally {
    await backups.close();
  }
});

it('refuses a folder another process serves, and takes over the socket a killed one left', async () => {
  const first = await serveBackups(dataDir, async () => 'first');
  try {
    await expect(serveBackups(dataDir, async () => 'second')).rejects.toThrow('is in use by another process');
    expect(await requestBackup(dataDir)).toBe('first');
  } finally {
    await first.close();
  }

  await leaveStaleSocket(join(dataDir, BACKUP_SOCKET));
  const next = await serveBackups(dataDir, async () => 'next');
  try {
    expect(await requestBackup(dataDir)).toBe('next');
  } finally {
    await next.close();
  }
});

it('serves no socket, with a warning, where the folder path is too long for one; the command refuses it', async () => {
  const deep = join(dataDir, 'a'.repeat(60), 'b'.repeat(60));
  await mkdir(deep, { recursive: true });
  const warned = new Promise<string>((resolve) => process.once('warning', (warning) => resolve(warning.message)));
  const backups = await serveBackups(deep, async () => 'dump');
  await backups.close();
  expect(await warned).toContain('backups while the server runs are not available');
  expect(existsSync(join(deep, BACKUP_SOCKET))).toBe(false);
  await expect(requestBackup(deep)).rejects.toThrow('use a shorter DATA_DIR');
});
