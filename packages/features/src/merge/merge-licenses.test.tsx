import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { fakeUsers } from '../auth/fake.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { fakePack } from '../testing/fake-packs.ts';
import { MergeLicenses } from './merge-licenses.tsx';

/** Resolves once the browser has drawn a frame: a task queued from its requestAnimationFrame runs after the paint. */
const frameDrawn = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('given the merge screen with the most packs the license list hands over (300)', () => {
  it('should draw its title and prompt in a frame of their own, and the packs once that frame is drawn', async () => {
    const packs = Array.from({ length: 300 }, (_, index) => fakePack(index + 1));
    const screen = await render(<MergeLicenses user={fakeUsers.administrator} licenses={packs} />, {
      wrapper: FakeConsoleProviders,
    });
    // Committed with its effects run (render waits for React's act), checked before anything awaits a frame: the
    // title and prompt are in, the grid is not.
    expect(screen.getByRole('table', { name: 'License Packs' }).query()).toBeNull();
    expect(screen.getByText('Select License Packs for merging').query()).not.toBeNull();

    await frameDrawn();
    const table = screen.getByRole('table', { name: 'License Packs' });
    await expect.element(table).toBeVisible();
    await expect.element(table).toHaveAttribute('aria-rowcount', '301');
  });

  it('should draw a short list with the screen at once', async () => {
    const packs = Array.from({ length: 10 }, (_, index) => fakePack(index + 1));
    const screen = await render(<MergeLicenses user={fakeUsers.administrator} licenses={packs} />, {
      wrapper: FakeConsoleProviders,
    });
    expect(screen.getByRole('table', { name: 'License Packs' }).query()).not.toBeNull();
  });
});
