import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { fakeUsers } from '../session/fake.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { fakePack } from '../testing/fake-packs.ts';
import { MergeLicenses } from './merge-licenses.tsx';

describe('given the merge screen with the most packs the license list hands over (300)', () => {
  it('should commit its title and prompt on their own, and the packs in a transition right after', async () => {
    const packs = Array.from({ length: 300 }, (_, index) => fakePack(index + 1));
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      // An urgent render, committed with its effects before flushSync returns: the title and prompt are in, the grid
      // (started from that commit's effect, in a transition) is not.
      flushSync(() =>
        root.render(
          <FakeConsoleProviders>
            <MergeLicenses user={fakeUsers.administrator} licenses={packs} />
          </FakeConsoleProviders>,
        ),
      );
      const screen = page.elementLocator(container);
      expect(screen.getByText('Select License Packs for merging').query()).not.toBeNull();
      expect(screen.getByRole('table', { name: 'License Packs' }).query()).toBeNull();

      const table = screen.getByRole('table', { name: 'License Packs' });
      await expect.element(table).toBeVisible();
      await expect.element(table).toHaveAttribute('aria-rowcount', '301');
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('should draw a short list with the screen at once', async () => {
    const packs = Array.from({ length: 10 }, (_, index) => fakePack(index + 1));
    const screen = await render(<MergeLicenses user={fakeUsers.administrator} licenses={packs} />, {
      wrapper: FakeConsoleProviders,
    });
    expect(screen.getByRole('table', { name: 'License Packs' }).query()).not.toBeNull();
  });
});
