import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { newRequestId, OUTPUT_BUFFER_BYTES } from './logging.ts';

const LOGGING = new URL('./logging.ts', import.meta.url).pathname;

/** What a process's standard output shows after it runs `body` (with `out`, the batched output) and exits. */
function outputOf(body: string): string {
  return execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { batchedStandardOutput } from ${JSON.stringify(LOGGING)}; const out = batchedStandardOutput(); ${body}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
}

describe('given the batched standard output', () => {
  it('should write every line of a turn, in order, once the turn ends', () => {
    const output = outputOf(
      `for (let i = 0; i < 5; i += 1) out.write('line ' + i + '\\n'); out.write('ünïcödé €\\n');`,
    );
    expect(output).toBe('line 0\nline 1\nline 2\nline 3\nline 4\nünïcödé €\n');
  });

  it('should write a turn of lines far past its buffer whole and in order, and a line longer than the buffer', () => {
    // 20,000 lines of 40 bytes (12 buffers full), then a line of 100,000 characters, then more lines.
    const output = outputOf(
      `for (let i = 0; i < 20000; i += 1) out.write('line ' + String(i).padStart(33, '0') + '\\n');` +
        `out.write('x'.repeat(100000) + '\\n'); out.write('after\\n');`,
    );
    const lines = output.split('\n');
    expect(lines).toHaveLength(20003);
    expect(lines.slice(0, 20000)).toEqual(
      Array.from({ length: 20000 }, (_, i) => `line ${String(i).padStart(33, '0')}`),
    );
    expect(lines[20000]).toBe('x'.repeat(100000));
    expect(lines.slice(20001)).toEqual(['after', '']);
    expect(20000 * 40).toBeGreaterThan(10 * OUTPUT_BUFFER_BYTES);
  });

  it('should write what it holds when the process exits in the same turn', () => {
    expect(outputOf(`out.write('first\\n'); setImmediate(() => { out.write('second\\n'); process.exit(0); });`)).toBe(
      'first\nsecond\n',
    );
  });

  it('should keep the lines of later turns in order after what earlier turns wrote', () => {
    const output = outputOf(
      `out.write('a\\n'); setImmediate(() => { out.write('b\\n'); setTimeout(() => out.write('c\\n'), 5); });`,
    );
    expect(output).toBe('a\nb\nc\n');
  });
});

describe('given request ids', () => {
  it('should give each of 5,000 requests (ten draws of random bytes) its own id of 20 hex digits', () => {
    const ids = Array.from({ length: 5000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('should draw ids another process never draws (no shared counter or seed)', () => {
    const drawn = (count: number) =>
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { newRequestId } from ${JSON.stringify(LOGGING)}; for (let i = 0; i < ${count}; i += 1) console.log(newRequestId());`,
        ],
        { encoding: 'utf8' },
      )
        .trim()
        .split('\n');
    const first = drawn(1000);
    const second = drawn(1000);
    expect(new Set([...first, ...second]).size).toBe(2000);
  });
});
