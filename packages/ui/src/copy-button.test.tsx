import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CopyButton } from './copy-button.tsx';

const KEY = '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----';

describe('given a copy button', () => {
  it('should put the whole value on the clipboard and announce it, then read "copy" again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const onCopied = vi.fn();
      const screen = await render(
        <CopyButton value={KEY} label="Copy the public key" copiedMessage="Public key copied." onCopied={onCopied} />,
      );
      const button = screen.getByRole('button', { name: 'Copy the public key' });
      await button.click();
      await expect.poll(() => onCopied.mock.calls).toEqual([[true]]);
      await expect.element(screen.getByRole('status')).toHaveTextContent('Public key copied.');
      expect(await navigator.clipboard.readText()).toBe(KEY);
      await vi.advanceTimersByTimeAsync(3000);
      await expect.element(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('should copy from the keyboard too', async () => {
    const screen = await render(<CopyButton value={`${KEY}\n`} label="Copy the key" />);
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Copy the key' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard.');
    expect(await navigator.clipboard.readText()).toBe(`${KEY}\n`);
  });
});
