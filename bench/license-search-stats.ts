// Small helpers of the benchmarks (license search, merge render): percentiles, a random order, a plain-text table.

/** The nearest-rank percentile of `values` (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * Each scenario's timings (ms): `warmup` untimed runs of each, then `iterations` rounds in which every scenario runs
 * once, in a new random order each round, so noise from other work on the machine hits every scenario alike.
 */
export async function timeInTurns<S extends { run(): Promise<unknown> }>(
  scenarios: readonly S[],
  warmup: number,
  iterations: number,
): Promise<Map<S, number[]>> {
  const timings = new Map<S, number[]>(scenarios.map((scenario) => [scenario, []]));
  for (const scenario of scenarios) for (let round = 0; round < warmup; round += 1) await scenario.run();
  for (let round = 0; round < iterations; round += 1) {
    for (const scenario of shuffle(scenarios)) {
      const started = performance.now();
      await scenario.run();
      timings.get(scenario)!.push(performance.now() - started);
    }
  }
  return timings;
}

/** Columns padded to their widest cell; text left-aligned, figures right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const numeric = (text: string) => /^-?[\d.]+x?$/.test(text);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (numeric(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
