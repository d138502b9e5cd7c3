import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { fakeUsers } from '../session/fake.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { MergeLicensesWarmup } from './merge-licenses-warmup.tsx';

/**
 * Every merge screen added under `root` while it is watched, with the body rows of its table then, and how many
 * nodes were added at all.
 */
function watchScreens(root: Node) {
  const screens: { rows: number; inDocument: boolean; hidden: boolean }[] = [];
  const added = { nodes: 0 };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      added.nodes += record.addedNodes.length;
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const found = node.matches('[data-slot="merge-licenses"]')
          ? [node]
          : [...node.querySelectorAll<HTMLElement>('[data-slot="merge-licenses"]')];
        for (const screen of found) {
          screens.push({
            rows: screen.querySelectorAll('tbody tr').length,
            inDocument: screen.isConnected,
            // A hidden Activity's host nodes are drawn with display: none (and none of its effects run).
            hidden: screen.closest<HTMLElement>('[style*="display: none"]') !== null,
          });
        }
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return { screens, added, stop: () => observer.disconnect() };
}

/**
 * Resolves once the page has been idle, and React's lowest-priority work after that has had its turn. A busy machine
 * may give the page no idle time for long: the warm-up then draws after its own 5 s wait (whenIdle), so this waits
 * 6 s at most, past it.
 */
const idleAgain = () =>
  new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200), { timeout: 6000 }));
/** Two drawings or two idle periods, each up to whenIdle's 5 s on a busy machine, and the render around them. */
const TEST_TIMEOUT_MS = 40_000;

describe('given the merge screen warm-up', { timeout: TEST_TIMEOUT_MS }, () => {
  it('should draw the screen out of the document the given number of times, then remove it', async () => {
    const container = document.createElement('div');
    const inContainer = watchScreens(container);
    const inDocument = watchScreens(document.body);
    const before = document.activeElement;
    const onDone = vi.fn();
    await render(
      <MergeLicensesWarmup user={fakeUsers.administrator} runs={2} container={container} onDone={onDone} />,
      { wrapper: FakeConsoleProviders },
    );
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 25_000 });
    await idleAgain();
    expect(onDone).toHaveBeenCalledTimes(1);
    inContainer.stop();
    inDocument.stop();
    // Two drawings, each with every placeholder pack (99: the most the grid draws without windowing), never in
    // the document; nothing left once done, and the focus where it was.
    expect(inContainer.screens).toEqual([
      { rows: 99, inDocument: false, hidden: true },
      { rows: 99, inDocument: false, hidden: true },
    ]);
    expect(container.childElementCount).toBe(0);
    expect(inDocument.screens).toEqual([]);
    expect(document.querySelector('[data-slot="merge-licenses"]')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('should keep its drawings out of the page by default', async () => {
    const inDocument = watchScreens(document.body);
    const onDone = vi.fn();
    const screen = await render(<MergeLicensesWarmup user={fakeUsers.administrator} runs={1} onDone={onDone} />, {
      wrapper: FakeConsoleProviders,
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 25_000 });
    inDocument.stop();
    expect(inDocument.screens).toEqual([]);
    expect(screen.getByText('Merge Licenses').query()).toBeNull();
  });

  it('should draw nothing for a user who may not merge', async () => {
    const container = document.createElement('div');
    const inContainer = watchScreens(container);
    const onDone = vi.fn();
    await render(<MergeLicensesWarmup user={fakeUsers.manager} container={container} onDone={onDone} />, {
      wrapper: FakeConsoleProviders,
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    // Idle long enough for a first drawing, had there been one.
    await idleAgain();
    await idleAgain();
    inContainer.stop();
    expect(inContainer.added.nodes).toBe(0);
  });
});
