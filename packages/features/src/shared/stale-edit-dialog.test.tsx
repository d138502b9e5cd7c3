import * as messages from '@license-console/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { StaleEditDialog } from './stale-edit-dialog.tsx';

const strings = messages.staleEdit;

function renderDialog(props: Partial<Parameters<typeof StaleEditDialog>[0]> = {}) {
  const handlers = { onReload: vi.fn(), onOverwrite: vi.fn(), onDismiss: vi.fn() };
  render(
    <StaleEditDialog
      open
      changedBy="admin.two@example.com"
      changedAt="2026-03-10T14:05:00.000Z"
      differences={[{ field: 'name', label: 'Name', theirs: '', mine: 'Acme' }]}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('given the stale-edit dialog', () => {
  it('should say who saved and when (UTC), and show each differing field beside the edit, an empty one so', async () => {
    renderDialog();
    await expect
      .element(page.getByText(strings.description('admin.two@example.com', 'Mar 10, 2026, 2:05 PM UTC')))
      .toBeVisible();
    await expect.element(page.getByRole('alertdialog', { name: strings.title })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Name' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: strings.empty })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Acme' })).toBeVisible();
  });

  it('should name no one and no time it does not know, and say when no field differs', async () => {
    renderDialog({ changedBy: null, changedAt: null, differences: [] });
    await expect.element(page.getByText(strings.description(strings.someone, strings.unknownTime))).toBeVisible();
    await expect.element(page.getByText(strings.noDifferences)).toBeVisible();
  });

  it('should be answered from the keyboard: focus inside, Tab to Overwrite, Escape dismisses', async () => {
    const handlers = renderDialog();
    await expect.element(page.getByRole('button', { name: strings.reload })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: strings.overwrite })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(handlers.onOverwrite).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    expect(handlers.onDismiss).toHaveBeenCalledOnce();
    expect(handlers.onReload).not.toHaveBeenCalled();
  });
});
