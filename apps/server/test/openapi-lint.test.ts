import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../src/test-support/test-app.ts';

const REDOCLY = fileURLToPath(new URL('../../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] }[];
}

const app = await createTestApp({ seed: false });
const folder = await mkdtemp(join(tmpdir(), 'lc-openapi-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('given the OpenAPI document the server answers', () => {
  it("should pass Redocly's recommended rules with no error", async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/openapi.json' });
    const file = join(folder, 'openapi.json');
    await writeFile(file, response.body);
    // A lint that finds errors exits 1 and still prints its report.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '1000', file],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);
});
