import type { UsersImportPreview } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { UsageImportPreview } from './usage-import-preview.tsx';

/** A dry run of one row to add, read in `encoding`. */
function previewIn(encoding: UsersImportPreview['encoding']): UsersImportPreview {
  return {
    dryRun: true,
    rows: [{ line: 2, email: 'rene@example.com', firstName: 'René', lastName: 'Müller', outcome: 'add' }],
    added: 1,
    refused: 0,
    seatsFree: 5,
    seatsLeft: 4,
    errors: [],
    ...(encoding ? { encoding } : {}),
  };
}

function renderPreview(preview: UsersImportPreview) {
  return render(
    <UsageImportPreview
      preview={preview}
      rows={preview.rows}
      packErrors={[]}
      refusedOnly={false}
      onRefusedOnlyChange={() => undefined}
    />,
    { wrapper: FakeConsoleProviders },
  );
}

describe('given the dry run of a file', () => {
  it('should say that a file which is not UTF-8 was read as Windows-1252', async () => {
    const screen = await renderPreview(previewIn('windows-1252'));
    await expect.element(screen.getByText(messages.usersImport.readAsWindows1252)).toBeVisible();
    await expect.element(screen.getByRole('cell', { name: 'René' })).toBeVisible();
  });

  it.each(['utf-8', 'utf-16le', undefined] as const)('should say nothing of a file read as %s', async (encoding) => {
    const screen = await renderPreview(previewIn(encoding));
    await expect.element(screen.getByRole('cell', { name: 'René' })).toBeVisible();
    expect(screen.getByText(messages.usersImport.readAsWindows1252).query()).toBeNull();
  });

  it("should say how many of a large file's rows the preview holds, and nothing when it holds them all", async () => {
    const cut = await renderPreview({ ...previewIn('utf-8'), added: 20_001, fileRows: 20_001 });
    await expect.element(cut.getByText(messages.usersImport.previewCut(1, 20_001))).toBeVisible();
    cut.unmount();
    const whole = await renderPreview(previewIn('utf-8'));
    await expect.element(whole.getByRole('cell', { name: 'René' })).toBeVisible();
    expect(whole.container.querySelector('[data-slot="usage-import-cut"]')).toBeNull();
  });

  it('should count the seats a file lacks as missing, never as a negative number left', async () => {
    const short = await renderPreview({ ...previewIn('utf-8'), added: 7, seatsFree: 5, seatsLeft: -2 });
    await expect.element(short.getByText('Seats missing for the import')).toBeVisible();
    const counts = document.querySelector('[data-slot="usage-import-counts"]')!;
    expect(counts.textContent).toContain('Seats missing for the import2');
    expect(counts.textContent).not.toContain('-2');
    expect(counts.textContent).not.toContain('Seats left after the import');
    short.unmount();
    const enough = await renderPreview(previewIn('utf-8'));
    await expect.element(enough.getByText('Seats left after the import')).toBeVisible();
    const left = document.querySelector('[data-slot="usage-import-counts"]')!;
    expect(left.textContent).toContain('Seats left after the import4');
  });
});
