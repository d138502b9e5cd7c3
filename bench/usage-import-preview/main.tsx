// The page bench/usage-import-preview.ts builds and loads: the Import/Export Users dialog of the pack in `?pack=`, over
// the console's own HTTP adapter against the real server (same origin, through the benchmark's proxy), styled as the
// console is. It times each file chosen from its change event to the preview's rows on screen, splitting off the
// dry run's request, and exposes the figures on `window.importPreview`.
import '@license-console/ui/styles.css';
import { NO_USAGE_SETTINGS } from '@license-console/domain';
import { createHttpConsoleApi, ImportExportUsersDialog } from '@license-console/features';
import { FakeConsoleProviders } from '@license-console/features/testing';
import { createRoot } from 'react-dom/client';

/** One file chosen, in `performance.now()` times from its change event. */
export interface PreviewTiming {
  /** The file input's change event (its time stamp): the user has chosen the file. */
  chosen: number;
  /** The dry run's request sent, after the file was checked here. */
  sent: number;
  /** Its answer's headers in: the server has judged every row. */
  answered: number;
  /** The preview's counts and first rows committed: the answer read, checked against the contract and rendered. */
  committed: number;
  /** The frame after that drawn: the rows are on screen. */
  painted: number;
  /** Preview rows in the DOM then: the grid draws only those in its box. */
  drawnRows: number;
  /** The rows the grid holds, as its aria-rowcount counts them (less its header rows). */
  rows: number;
}

declare global {
  interface Window {
    importPreview?: { ready: boolean; runs: PreviewTiming[]; failures: string[] };
  }
}

/**
 * Resolves with the time once the next frame is drawn: a task queued from that frame's requestAnimationFrame runs
 * after its style, layout and paint.
 */
function nextFramePainted(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

const results: NonNullable<Window['importPreview']> = { ready: false, runs: [], failures: [] };
window.importPreview = results;

let current: Partial<PreviewTiming> | null = null;
// The change event's time stamp, taken in the capture phase before anything handles it.
window.addEventListener(
  'change',
  (event) => {
    if ((event.target as HTMLElement).matches('input[type="file"]')) current = { chosen: event.timeStamp };
  },
  { capture: true },
);

/** The page's fetch, marking when the dry run leaves and when its answer comes in. */
const timedFetch: typeof fetch = async (input, init) => {
  const dryRun = String(input instanceof Request ? input.url : input).includes('dryRun=true');
  if (dryRun && current) current.sent = performance.now();
  const response = await fetch(input, init);
  if (dryRun && current) current.answered = performance.now();
  return response;
};

const previewTable = () =>
  [...document.querySelectorAll('table')].find((table) => table.caption?.textContent === 'Rows of the import file');

// The preview committed: its table holds drawn rows (its counts are drawn in the same commit).
new MutationObserver(() => {
  const table = previewTable();
  const drawn = table?.querySelectorAll('[data-slot="data-grid-row"]').length ?? 0;
  const alert = document.querySelector('[data-slot="import-error"]');
  if (current && alert) {
    results.failures.push(alert.textContent ?? 'import error');
    current = null;
    return;
  }
  if (!current || current.committed !== undefined || !table || drawn === 0) return;
  const run = current;
  run.committed = performance.now();
  run.drawnRows = drawn;
  run.rows = Number(table.getAttribute('aria-rowcount') ?? drawn) - table.querySelectorAll('thead tr').length;
  void nextFramePainted().then((painted) => {
    run.painted = painted;
    results.runs.push(run as PreviewTiming);
  });
}).observe(document.body, { childList: true, subtree: true });

const params = new URLSearchParams(location.search);
const pack = params.get('pack') ?? '';
const seats = Number(params.get('seats'));
const api = createHttpConsoleApi({
  fetch: timedFetch,
  onNavigate: (to) => results.failures.push(`navigated to ${to}`),
});

createRoot(document.getElementById('root')!).render(
  <FakeConsoleProviders api={api}>
    <ImportExportUsersDialog
      licenseId={pack}
      settings={NO_USAGE_SETTINGS}
      used={0}
      total={seats}
      open
      onOpenChange={() => {}}
      onChanged={() => {}}
      onDownload={() => {}}
    />
  </FakeConsoleProviders>,
);
results.ready = true;
