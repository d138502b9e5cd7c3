// LOG_LEVEL holds for the lines that do not come from a request: the start banner, and process warnings (the
// server's own process.emitWarning uses, e.g. the backup socket's, the embedded engine's maintenance, a lost
// PostgreSQL connection), which are the logger's warn lines in the log's format instead of Node's lines on stderr.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerScript, stopWithSigterm } from '../src/test-support/command-process.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
// The warning the server gives at start when DATA_DIR's path is too long for the backup socket.
const SOCKET_WARNING = 'backups while the server runs are not available';

describe('LOG_LEVEL on the lines beside the request log (a server on the embedded engine)', () => {
  let folder: string;
  let dataDir: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lc-log-level-'));
    // Longer than a socket's path may be: the server starts, with a process warning.
    dataDir = join(folder, 'a-data-folder-whose-path-is-too-long-for-a-unix-socket'.repeat(2));
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** The server's whole output from its start until it is ready, at `level`. */
  async function startAt(level: string) {
    const server = await startServerScript([MAIN], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: level,
    });
    expect(server.outcome, server.output()).toBe('ready');
    // Past the banner, written just after the server listens (readiness can answer first).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const output = server.output();
    expect(await stopWithSigterm(server)).toBe(0);
    return output;
  }

  const jsonLines = (output: string) =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });

  it('should write the banner and the warnings as warn lines of the log at info', async () => {
    const output = await startAt('info');
    expect(output).toContain('License Console is ready at');
    expect(jsonLines(output)).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringContaining(SOCKET_WARNING) }),
    );
    // Not Node's own line for the warning: "(node:1234) Warning: …".
    expect(output).not.toMatch(/\(node:\d+\)/);
  }, 120_000);

  it('should leave the banner out at warn, and keep the warnings', async () => {
    const output = await startAt('warn');
    expect(output).not.toContain('License Console is ready');
    const lines = jsonLines(output);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining(SOCKET_WARNING) }));
    expect(lines.every((line) => line.level >= 40)).toBe(true);
    expect(output).not.toMatch(/\(node:\d+\)/);
  }, 120_000);

  it('should write nothing at all at error, nor at silent', async () => {
    expect(await startAt('error')).toBe('');
    expect(await startAt('silent')).toBe('');
  }, 120_000);
});
