import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open.ts';

// The embedded engine writes its files for everyone to read and write (0666): the data folder keeps others out.
let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lc-data-dir-'));
  await chmod(root, 0o755);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

async function start(dataDir: string) {
  const db = await openDatabase({ dataDir });
  await db.close();
}

describe('given a start on the embedded engine', () => {
  it("should create DATA_DIR as its user's alone (0700), its parents as the user's umask makes them", async () => {
    const dataDir = join(root, 'new', 'data');
    await start(dataDir);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(join(root, 'new'))).toBe(0o755);
  });

  it('should narrow an existing DATA_DIR that this user owns to 0700', async () => {
    const dataDir = join(root, 'existing');
    await mkdir(dataDir, { mode: 0o777 });
    await chmod(dataDir, 0o777);
    await start(dataDir);
    expect(await modeOf(dataDir)).toBe(0o700);
  });
});
