import { type LicenseUsageSettings, MAX_UPLOAD_BYTES, NO_USAGE_SETTINGS } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { dismissToast, phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError, NoResponseError } from '../api/errors.ts';
import { FAKE_MANAGER_STANDARD_PACK } from '../licenses/fake.ts';
import { fakeUsersImportCsv, fakeUsersImportPreview, refusedImport } from './fake-usage-csv.ts';
import { ImportExportUsersDialog } from './import-export-dialog.tsx';
import { LicenseUsers } from './license-users.tsx';

/** An administrator's grants on the Standard pack: Import/Export Users is every manager's entry. */
const settings: LicenseUsageSettings = {
  ...NO_USAGE_SETTINGS,
  changeLicenseAdmin: 'immediate',
  seeLicenseAdminHistory: true,
};

const meta = {
  title: 'Features/LicenseUsers/ImportExportUsers',
  component: ImportExportUsersDialog,
  // The fake's Standard pack: 10 seats, 2 used (riley.chen@example.com and sam.patel@example.com).
  args: {
    licenseId: FAKE_MANAGER_STANDARD_PACK,
    settings,
    used: 2,
    total: 10,
    open: true,
    onOpenChange: fn(),
    onChanged: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof ImportExportUsersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: 'Import/Export Users' });
const toast = async (text: string) =>
  (await body().findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);

/** Chooses `file` in the dialog's file input as a person would (its change event, in the browser). */
async function choose(file: File) {
  const input = (await within(await dialog()).findByLabelText('CSV file')) as HTMLInputElement;
  const files = new DataTransfer();
  files.items.add(file);
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const csvFile = (lines: readonly string[], name = 'users.csv') =>
  new File([`${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });

/** The text of a file the dialog handed to the browser to save, its byte-order mark kept. */
const savedText = async (onDownload: unknown, call = 0) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(
    await ((onDownload as ReturnType<typeof fn>).mock.calls[call]![0] as Blob).arrayBuffer(),
  );

const previewGrid = () => body().findByRole('table', { name: 'Rows of the import file' });

/** A count at the top of the preview, by its label. */
function count(panel: HTMLElement, label: string) {
  const counts = panel.querySelector('[data-slot="usage-import-counts"]') as HTMLElement;
  return within(counts).getByText(label).nextElementSibling?.textContent;
}

/** The dialog as it opens on a pack with free seats: the import, the template and the two exports. */
export const Default: Story = {
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByRole('heading', { name: 'Import users' })).toBeVisible();
    await expect(within(panel).getByText(/8 seats are free/)).toBeVisible();
    await expect(within(panel).getByLabelText('CSV file')).toHaveAttribute('accept', '.csv,text/csv');
    await expect(within(panel).getByRole('button', { name: 'Download template' })).toBeEnabled();
    await expect(within(panel).getByRole('button', { name: 'Export sessions' })).toBeEnabled();
    await expect(within(panel).getByRole('button', { name: 'Export user roles' })).toBeEnabled();
    await expect(within(panel).queryByRole('button', { name: 'Apply' })).toBeNull();
  },
};

/** Any pack and seat counts. */
export const Playground: Story = {};

/** Download template: the three headers of spec §5, saved as a file. */
export const TemplateDownload: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await within(await dialog()).findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledWith(expect.any(Blob), 'users-import-template.csv'));
    await expect(await savedText(args.onDownload)).toBe('\uFEFFEmail,FirstName,LastName\r\n');
  },
};

/** Spec §5: no unfilled seat, no import (the template and the exports stay). */
export const NoFreeSeats: Story = {
  args: { used: 10, total: 10 },
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByText(/Every seat of this license pack is assigned/)).toBeVisible();
    await expect(within(panel).queryByLabelText('CSV file')).toBeNull();
    await expect(within(panel).getByRole('button', { name: 'Download template' })).toBeEnabled();
    await expect(within(panel).getByRole('button', { name: 'Export user roles' })).toBeEnabled();
  },
};

/**
 * A file with good and bad rows: the dry run shows each row's outcome and reason and the seats left; nothing can be
 * applied (all or nothing), and the grid filters to the refused rows.
 */
export const PreviewWithRefusedRows: Story = {
  play: async ({ userEvent }) => {
    await choose(
      csvFile([
        'Email,FirstName,LastName',
        'new.one@example.com,New,One',
        'not-an-email,Bad,Row',
        'riley.chen@example.com,Riley,Chen',
        'new.two@example.com,New,Two',
        'NEW.ONE@example.com,Again,One',
      ]),
    );
    const grid = await previewGrid();
    const panel = await dialog();
    await expect(count(panel, 'To add')).toBe('2');
    await expect(count(panel, 'Refused')).toBe('3');
    await expect(count(panel, 'Seats free')).toBe('8');
    await expect(count(panel, 'Seats left after the import')).toBe('6');
    // Each reason in its REASON cell (a phone shows it under the e-mail instead).
    const reason = (row: HTMLElement) => row.querySelectorAll('td')[5];
    const bad = within(grid).getByRole('row', { name: /not-an-email/ });
    await expect(reason(bad)).toHaveTextContent(messages.usersImport.invalidEmail(3, 'not-an-email'));
    await expect(within(bad).getByText('Refused')).toBeVisible();
    const held = within(grid).getByRole('row', { name: /riley\.chen@example\.com/ });
    await expect(reason(held)).toHaveTextContent(messages.usersImport.alreadyInPack(4, 'riley.chen@example.com'));
    const again = within(grid).getByRole('row', { name: /NEW\.ONE@example\.com/ });
    await expect(reason(again)).toHaveTextContent(messages.usersImport.duplicateInFile(6, 'NEW.ONE@example.com', 2));
    const good = within(grid).getByRole('row', { name: /new\.two@example\.com/ });
    await expect(within(good).getByText('Add')).toBeVisible();
    await expect(within(panel).getByText(/Nothing can be imported yet/)).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(panel.querySelector('[data-slot="import-status"]')).toHaveTextContent(
      'The file was checked: 2 to add, 3 refused.',
    );

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Show refused rows only (3)' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4));
    await expect(within(grid).queryByRole('row', { name: /new\.two@example\.com/ })).toBeNull();
  },
};

/**
 * 10,000 rows: the counts at the top at once, the rows windowed inside the dialog (only those in view are drawn,
 * the whole count told to screen readers), every one reachable by scrolling; the refused filter finds the few.
 * bench/usage-import-preview.ts measures the time to show them.
 */
export const TenThousandRows: Story = {
  args: { used: 0, total: 20_000 },
  parameters: {
    consoleApi: {
      licenseUsages: {
        uploadUsagesCsv: async () => fakeUsersImportPreview(10_000, { refusedEvery: 1_000, seatsFree: 20_000 }),
      },
    },
  },
  play: async ({ userEvent }) => {
    await choose(new File([fakeUsersImportCsv(10_000)], 'ten-thousand.csv', { type: 'text/csv' }));
    const grid = await previewGrid();
    const panel = await dialog();
    await expect(count(panel, 'To add')).toBe('9,990');
    await expect(count(panel, 'Refused')).toBe('10');
    const headerRows = grid.querySelectorAll('thead tr').length;
    await expect(grid).toHaveAttribute('aria-rowcount', String(headerRows + 10_000));
    const drawn = () => grid.querySelectorAll('[data-slot="data-grid-row"]').length;
    await waitFor(() => expect(drawn()).toBeGreaterThan(5));
    await expect(drawn()).toBeLessThan(100);
    // The rows scroll inside the grid's own box: its end draws the last row.
    const box = grid.closest('[data-slot="data-grid-scroll"]') as HTMLElement;
    box.scrollTop = box.scrollHeight;
    const last = await within(grid).findByRole('row', { name: /\.10000@import\.example\.com/ });
    await expect(last).toHaveAttribute('aria-rowindex', String(headerRows + 10_000));
    await expect(drawn()).toBeLessThan(100);
    box.scrollTop = 0;
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Show refused rows only (10)' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(headerRows + 10));
  },
};

/** A good file: its preview, Apply, 'Usages were imported successfully', and the page told to read the pack again. */
export const ApplySuccess: Story = {
  play: async ({ args, userEvent }) => {
    await choose(csvFile(['Email,FirstName,LastName', 'ada@example.com,Ada,Lovelace', 'alan@example.com,Alan,Turing']));
    await previewGrid();
    const apply = within(await dialog()).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await expect(await toast(messages.licenseUsers.imported)).toBeVisible();
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

const rawFailure = 'Bad Gateway: the upstream import service timed out after 60 s.';

/** Spec §8: a failed import shows the answer's raw text; nothing else is said for it. */
export const ApplyFailureRawText: Story = {
  parameters: {
    consoleApi: {
      licenseUsages: {
        uploadUsagesCsv: async (_id: string, _file: Blob, options?: { dryRun: true }) => {
          if (options?.dryRun) return fakeUsersImportPreview(3, { seatsFree: 8 });
          throw new ApiError(502, rawFailure, { body: rawFailure });
        },
      },
    },
  },
  play: async ({ args, userEvent }) => {
    await choose(new File([fakeUsersImportCsv(3)], 'three.csv', { type: 'text/csv' }));
    await previewGrid();
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Apply' }));
    const alert = await within(await dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent('Import error');
    await expect(alert).toHaveTextContent(rawFailure);
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

const unavailable = 'Service Unavailable';

/**
 * A dry run that fails on the server first (503), then on the network, then answers; `holdThird` keeps the third
 * attempt under way until the story ends.
 */
function failingDryRun({ holdThird = false } = {}) {
  let attempts = 0;
  return async () => {
    attempts += 1;
    if (attempts === 1) throw new ApiError(503, unavailable, { body: unavailable });
    if (attempts === 2) throw new NoResponseError();
    if (holdThird) await new Promise(() => {});
    return fakeUsersImportPreview(3, { seatsFree: 8 });
  };
}

const threeUsers = () => new File([fakeUsersImportCsv(3)], 'three-users.csv', { type: 'text/csv' });

/** The file input's chosen file, by name. */
const chosenName = async () =>
  ((await within(await dialog()).findByLabelText('CSV file')) as HTMLInputElement).files?.[0]?.name;

/**
 * A dry run the server failed (or the network): its error, with Try again beside it; the chosen file stays chosen,
 * so nothing has to be chosen again.
 */
export const PreviewFailed: Story = {
  parameters: { consoleApi: { licenseUsages: { uploadUsagesCsv: failingDryRun() } } },
  play: async () => {
    await choose(threeUsers());
    const alert = await within(await dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent('Import error');
    await expect(alert).toHaveTextContent(unavailable);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(await chosenName()).toBe('three-users.csv');
    await expect(body().queryByRole('table', { name: 'Rows of the import file' })).toBeNull();
  },
};

/** Try again under way: the error stays with its button busy, and the status line says the file is being checked. */
export const PreviewRetrying: Story = {
  parameters: { consoleApi: { licenseUsages: { uploadUsagesCsv: failingDryRun({ holdThird: true }) } } },
  play: async ({ userEvent }) => {
    await choose(threeUsers());
    const panel = await dialog();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Try again' }));
    // The network this time: its own words, and Try again again.
    await expect(await within(panel).findByText(messages.transport.noResponse)).toBeVisible();
    const again = within(panel).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.click(again);
    await waitFor(() => expect(again).toHaveAttribute('aria-busy', 'true'));
    // Busy, it refuses presses and keeps the focus.
    await expect(again).toHaveAttribute('aria-disabled', 'true');
    await expect(again).toHaveFocus();
    await expect(panel.querySelector('[data-slot="import-status"]')).toHaveTextContent('Checking the file...');
    await expect(within(panel).getByRole('alert')).toHaveTextContent(messages.transport.noResponse);
    await expect(await chosenName()).toBe('three-users.csv');
  },
};

/** Try again brings the preview: the error goes, the file is still the one chosen, and the focus is on the preview. */
export const PreviewTriedAgain: Story = {
  parameters: { consoleApi: { licenseUsages: { uploadUsagesCsv: failingDryRun() } } },
  play: async ({ userEvent }) => {
    await choose(threeUsers());
    const panel = await dialog();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Try again' }));
    await within(panel).findByText(messages.transport.noResponse);
    const again = within(panel).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.click(again);
    await previewGrid();
    await expect(within(panel).queryByRole('alert')).toBeNull();
    await expect(count(panel, 'To add')).toBe('3');
    await expect(await chosenName()).toBe('three-users.csv');
    await waitFor(() => expect(within(panel).getByRole('region', { name: 'What the import would do' })).toHaveFocus());
    await expect(within(panel).getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/** On a phone: the failed dry run's error and Try again fit the screen. */
export const PhonePreviewFailed: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, consoleApi: { licenseUsages: { uploadUsagesCsv: failingDryRun() } } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    await choose(threeUsers());
    const panel = await dialog();
    const retry = await within(panel).findByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await expect(retry.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

const uploadErrors = [
  messages.usersImport.alreadyInPack(2, 'ada@example.com'),
  messages.usersImport.alreadyInPack(3, 'alan@example.com'),
  messages.usersImport.tooManyUsers(3, 1),
];

/** Spec §5: a refused upload's errors, one per line (the pack changed between the preview and Apply). */
export const UploadErrorsJoined: Story = {
  parameters: {
    consoleApi: {
      licenseUsages: {
        uploadUsagesCsv: async (_id: string, _file: Blob, options?: { dryRun: true }) => {
          if (options?.dryRun) return fakeUsersImportPreview(3, { seatsFree: 8 });
          throw refusedImport(uploadErrors);
        },
      },
    },
  },
  play: async ({ userEvent }) => {
    await choose(new File([fakeUsersImportCsv(3)], 'three.csv', { type: 'text/csv' }));
    await previewGrid();
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Apply' }));
    const alert = await within(await dialog()).findByRole('alert');
    const description = alert.querySelector('[data-slot="alert-description"]') as HTMLElement;
    await expect(description.textContent).toBe(uploadErrors.join('\n'));
    // Drawn as lines, not run together.
    await expect(getComputedStyle(description).whiteSpace).toBe('pre-line');
  },
};

/** A file the server cannot read at all (no Email column): its problems, by line, before any preview. */
export const FileWithoutEmailColumn: Story = {
  play: async () => {
    await choose(csvFile(['FirstName,LastName', 'Ada,Lovelace']));
    const alert = await within(await dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent(messages.usersImport.missingEmailHeader);
    await expect(body().queryByRole('table', { name: 'Rows of the import file' })).toBeNull();
  },
};

const sentCalls = fn();

/** Not a CSV file, or past the server's 16 MB: refused here with a clear message, never sent. */
export const FileRefusedBeforeSending: Story = {
  parameters: { consoleApi: { licenseUsages: { uploadUsagesCsv: sentCalls } } },
  play: async () => {
    await choose(new File(['PK\u0003\u0004'], 'users.xlsx', { type: 'application/vnd.ms-excel' }));
    const panel = await dialog();
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(messages.usersImport.notCsvFile);
    await choose(new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent(messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES)),
    );
    await expect(sentCalls).not.toHaveBeenCalled();
  },
};

/** Cancel drops the preview: nothing was written, and the file input is empty and focused again. */
export const CancelPreview: Story = {
  play: async ({ userEvent }) => {
    await choose(csvFile(['Email', 'ada@example.com']));
    await previewGrid();
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await expect(body().queryByRole('table', { name: 'Rows of the import file' })).toBeNull();
    const input = within(panel).getByLabelText('CSV file') as HTMLInputElement;
    await expect(input.files?.length ?? 0).toBe(0);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(within(panel).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The two exports: the pack's users with their sessions, and with their roles, saved as files. */
export const Exports: Story = {
  play: async ({ args, userEvent }) => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Export sessions' }));
    await waitFor(() =>
      expect(args.onDownload).toHaveBeenCalledWith(expect.any(Blob), `sessions-${FAKE_MANAGER_STANDARD_PACK}.csv`),
    );
    const sessions = await savedText(args.onDownload, 0);
    await expect(sessions.split('\r\n')[0]).toBe(
      '\uFEFFEmail,FirstName,LastName,Sessions,MaximumSessions,LastUsage,Version',
    );
    await expect(sessions).toContain('riley.chen@example.com,Riley,Chen');
    await userEvent.click(within(panel).getByRole('button', { name: 'Export user roles' }));
    await waitFor(() =>
      expect(args.onDownload).toHaveBeenCalledWith(expect.any(Blob), `user-roles-${FAKE_MANAGER_STANDARD_PACK}.csv`),
    );
    await expect(await savedText(args.onDownload, 1)).toContain('sam.patel@example.com,Sam,Patel,User');
  },
};

/** Keyboard: Tab reaches the file input, the template and the exports; Escape asks the page to close the dialog. */
export const Keyboard: Story = {
  play: async ({ args, userEvent }) => {
    // A toast an earlier story left would take the Escape first.
    dismissToast();
    const panel = await dialog();
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    const reached = new Set<Element | null>();
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      reached.add(document.activeElement);
    }
    for (const control of [
      within(panel).getByLabelText('CSV file'),
      within(panel).getByRole('button', { name: 'Download template' }),
      within(panel).getByRole('button', { name: 'Export sessions' }),
      within(panel).getByRole('button', { name: 'Export user roles' }),
      within(panel).getByRole('button', { name: 'Close' }),
    ]) {
      await expect(reached.has(control)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Reached from the page: Settings, then Import/Export Users; a good file imported lists its users. */
export const FromSettingsMenu: Story = {
  render: () => <LicenseUsers licenseId={FAKE_MANAGER_STANDARD_PACK} />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Import/Export Users' }));
    await choose(csvFile(['Email,FirstName,LastName', 'grace.hopper@example.com,Grace,Hopper']));
    await previewGrid();
    const apply = within(await dialog()).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const users = await canvas.findByRole('table', { name: 'Users of the license pack' });
    await expect(await within(users).findByRole('row', { name: /grace\.hopper@example\.com/ })).toBeVisible();
    await expect(canvas.getByText(/ seats used$/)).toHaveTextContent('3 of 10 seats used');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus());
  },
};

/** On a phone: the preview's rows are the e-mail with the names and the reason under it, in a box that scrolls. */
export const Phone: Story = {
  ...phoneStory,
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    await choose(
      csvFile(['Email,FirstName,LastName', 'new.one@example.com,New,One', 'riley.chen@example.com,Riley,Chen']),
    );
    const grid = await previewGrid();
    await expect(within(grid).queryByRole('columnheader', { name: /FIRST NAME/ })).toBeNull();
    await expect(within(grid).getByText('New One')).toBeVisible();
    const panel = await dialog();
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(within(panel).getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};
