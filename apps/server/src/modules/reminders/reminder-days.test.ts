import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { runNode } from '../../test-support/command-process.ts';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

describe('REMINDER_DAYS', () => {
  it('should be 30,7,1 unless set, and take other whole days, largest first', () => {
    expect(readConfig({}).reminderDays).toEqual([30, 7, 1]);
    expect(readConfig({ REMINDER_DAYS: '' }).reminderDays).toEqual([30, 7, 1]);
    expect(readConfig({ REMINDER_DAYS: '1, 14 ,60' }).reminderDays).toEqual([60, 14, 1]);
    expect(readConfig({ REMINDER_DAYS: '366' }).reminderDays).toEqual([366]);
  });

  it.each(['0', '-7', '7.5', 'seven', '30,,1', '30,30', '367', '30;7'])('should refuse %s', (value) => {
    expect(() => readConfig({ REMINDER_DAYS: value })).toThrow(`REMINDER_DAYS must be`);
  });

  it('should stop the server at start, before it opens the database, with the reason', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lc-reminders-'));
    const server = runNode([MAIN], { DATA_DIR: dataDir, DATABASE_URL: '', REMINDER_DAYS: '30,seven' });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('REMINDER_DAYS must be different whole numbers of days from 1 to 366');
    expect(server.output()).toContain('"30,seven"');
    expect(await readdir(dataDir)).toEqual([]);
  });
});
