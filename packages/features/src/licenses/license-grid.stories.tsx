import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FAKE_MANAGER_BUSINESS_PACK } from './fake.ts';
import { LicenseGrid } from './license-grid.tsx';
import { DEFAULT_LICENSE_GRID_SEARCH } from './license-grid-search.ts';

const meta = {
  title: 'Features/Licenses/LicenseGrid',
  component: LicenseGrid,
  args: { user: fakeUsers.administrator, onNavigate: fn(), onMerge: fn(), onSearchChange: fn() },
} satisfies Meta<typeof LicenseGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator: search box, Manage Licenses, ten active packs to a page, used/total and every action. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    for (const header of ['PRODUCT', 'EMAIL', 'TYPE', 'STATUS', 'VALID FROM', 'VALID UNTIL', '#USERS']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await waitFor(() => expect(within(table).getAllByRole('link', { name: /^Edit: / })).toHaveLength(10));
    await expect(canvas.getByRole('searchbox', { name: 'Help me look for:' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Manage Licenses' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Licenses pages' })).toBeVisible();
    await expect(within(table).getByRole('combobox', { name: 'Filter STATUS' })).toHaveValue('Active');
    await expect(within(table).getAllByText(/^\d+ \/ \d+$/).length).toBeGreaterThan(0);
  },
};

export const Playground: Story = {};

/** 'Help me look for:' searches on Enter: a new search from page 1, e-mails shortened past 21 characters. */
export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('link', { name: /^Edit: / });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Help me look for:' }), 'procurement{Enter}');
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ emailPart: 'procurement', pageNumber: 1 }),
        expect.anything(),
      ),
    );
    const table = canvas.getByRole('table', { name: 'Licenses' });
    await waitFor(() => expect(within(table).getAllByText('procurement.depart..').length).toBeGreaterThan(0));
  },
};

const LONG_EMAIL = /^procurement\.department\.\d+@very-long-company-name\.example\.com$/;
const shownTooltip = () => document.querySelector<HTMLElement>('[data-slot="tooltip-content"]');

/** The first EMAIL cell shortened to 18 characters and '..', once the 'procurement' packs are listed. */
async function longEmailCell(canvas: ReturnType<typeof within>) {
  const table = await canvas.findByRole('table', { name: 'Licenses' });
  const cell = (await within(table).findAllByRole('cell', { name: LONG_EMAIL }))[0]!;
  await expect(within(cell).getByText('procurement.depart..')).toBeVisible();
  return { cell, email: cell.textContent!.replace('procurement.depart..', '') };
}

/**
 * Spec §2.4: a long administrator e-mail stays cut short; the pointer resting on it shows the whole address (and
 * the cell's text gives it to screen readers).
 */
export const LongEmailHovered: Story = {
  args: { defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, emailPart: 'procurement' } },
  play: async ({ canvas, userEvent }) => {
    const { cell, email } = await longEmailCell(canvas);
    await expect(cell).toHaveAccessibleName(email);
    await userEvent.hover(within(cell).getByText('procurement.depart..'));
    await waitFor(() => expect(shownTooltip()).toHaveTextContent(email));
    await expect(shownTooltip()).toBeVisible();
  },
};

/** The grid's arrow keys onto a long e-mail's cell: the whole address shows while it has the focus. */
export const LongEmailFocused: Story = {
  args: { defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, emailPart: 'procurement' } },
  play: async ({ canvas, userEvent }) => {
    const { cell, email } = await longEmailCell(canvas);
    (cell.previousElementSibling as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cell).toHaveFocus();
    await waitFor(() => expect(shownTooltip()).toHaveTextContent(email));
    await expect(shownTooltip()).toBeVisible();
  },
};

/** The same on a phone: the whole address fits the screen over the focused cell. */
export const PhoneLongEmailFocused: Story = {
  ...phoneStory,
  args: { defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, emailPart: 'procurement' } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    const { cell, email } = await longEmailCell(canvas);
    (cell.previousElementSibling as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cell).toHaveFocus();
    await waitFor(() => expect(shownTooltip()).toHaveTextContent(email));
    const box = shownTooltip()!.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
  },
};

/** The filters: product (the Assistant reads 'AI Assistant'), type and status. */
export const Filters: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    const product = within(table).getByRole('combobox', { name: 'Filter PRODUCT' });
    await expect(within(product).getByRole('option', { name: 'AI Assistant' })).toBeInTheDocument();
    await userEvent.selectOptions(product, 'AI Assistant');
    await userEvent.selectOptions(within(table).getByRole('combobox', { name: 'Filter STATUS' }), 'All');
    await waitFor(() => {
      const products = within(table)
        .getAllByRole('cell')
        .filter((cell) => cell.closest('tbody') && (cell as HTMLTableCellElement).cellIndex === 0)
        .map((cell) => cell.textContent);
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((name) => name === 'Assistant')).toBe(true);
    });
  },
};

/** Paging moves to the next page and keeps the filters. */
export const Paging: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('link', { name: /^Edit: / });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ pageNumber: 2, status: 'Active' }),
        expect.anything(),
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Merge License loads the listed packs (300 to a page) and hands them over. */
export const MergeMode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('link', { name: /^Edit: / });
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Licenses' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Add License' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Merge License' }));
    await waitFor(() => expect(args.onMerge).toHaveBeenCalledOnce());
    const [licenses] = (args.onMerge as ReturnType<typeof fn>).mock.calls[0] as [unknown[]];
    await expect(licenses.length).toBeGreaterThan(10);
  },
};

/** One license listed: no merging, a single ADD LICENSE button. */
export const SingleLicense: Story = {
  parameters: {
    consoleApi: {
      licenses: { listLicenses: async () => (await createFakeConsoleApi().licenses.listLicenses()).slice(0, 1) },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'ADD LICENSE' })).toHaveAttribute('href', '/license/new');
    await expect(canvas.queryByRole('button', { name: 'Manage Licenses' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Licenses pages' })).toBeNull();
  },
};

/** The manager: their own packs with used / total, no search box and no add button. */
/** A row's actions are one stop for Tab; ArrowRight and ArrowLeft move between them, in the row's order. */
export const RowActionsByArrowKeys: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    const manage = (await within(table).findAllByRole('link', { name: /^Manage Users: / }))[0]!;
    const row = within(manage.closest('tr')!);
    const edit = row.getByRole('link', { name: /^Edit: / });
    const renew = row.getByRole('link', { name: /^Renew: / });
    const endDate = row.getByRole('button', { name: /^End Date: / });
    manage.focus();
    for (const [key, next] of [
      ['{ArrowRight}', edit],
      ['{ArrowRight}', renew],
      ['{ArrowRight}', endDate],
      ['{ArrowLeft}', renew],
    ] as const) {
      await userEvent.keyboard(key);
      await expect(next).toHaveFocus();
    }
    // Moving between them opens nothing.
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Packs dated far ahead: each Active one says when its shown term starts, under its status. */
export const TermStartsLater: Story = {
  parameters: { fakeApi: { today: '06/15/2099' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    const starts = await within(table).findAllByText(/^Term starts \d\d\/\d\d\/2099$/);
    await expect(starts[0]).toBeVisible();
    await expect(within(starts[0]!.closest('td')!).getByText('Active')).toBeVisible();
  },
};

export const Manager: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await waitFor(() => expect(within(table).getAllByText('manager@example.com')).toHaveLength(2));
    await expect(within(table).getByText('3 / 5')).toBeVisible();
    await expect(within(table).getAllByRole('link', { name: /^Manage Users: / })).toHaveLength(2);
    await expect(canvas.queryByRole('searchbox', { name: 'Help me look for:' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Manage Licenses' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'ADD LICENSE' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: /^End Date: / })).toBeNull();
  },
};

/**
 * A manager on a phone: the one action of each row, Manage Users, stays a link beside the pack (no menu of one), a word
 * a line, so it takes about half the width of its one-line label from the pack's columns.
 */
export const ManagerPhone: Story = {
  ...phoneStory,
  args: { user: fakeUsers.manager },
  parameters: { ...phoneStory.parameters, fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await waitFor(() => expect(within(table).getAllByRole('link', { name: /^Manage Users: / })).toHaveLength(2));
    await expect(window.innerWidth).toBe(390);
    await expect(within(table).queryAllByRole('button', { name: /^Actions: / })).toHaveLength(0);
    const [link] = within(table).getAllByRole('link', { name: /^Manage Users: / });
    const lineHeight = Number.parseFloat(getComputedStyle(link!).lineHeight);
    await expect(link!.getBoundingClientRect().width).toBeLessThan(90);
    await expect(link!.getBoundingClientRect().height).toBeGreaterThanOrEqual(2 * lineHeight);
  },
};

/** The ordinary user: only the pack they hold a seat in, its size only, no actions and no add button. */
export const OrdinaryUser: Story = {
  args: { user: fakeUsers.user },
  parameters: { fakeApi: { signedInAs: fakeUsers.user } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await waitFor(() => expect(within(table).getByText('manager@example.com')).toBeVisible());
    await expect(within(table).getByText('5')).toBeVisible();
    await expect(within(table).queryByText('3 / 5')).toBeNull();
    await expect(within(table).queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('link', { name: 'ADD LICENSE' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Licenses pages' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { consoleApi: { licenses: { listLicenses: async () => [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no licenses to show.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ADD LICENSE' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { licenses: { listLicenses: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading licenses...', { selector: 'td *' })).toBeVisible();
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed read says so with a retry, never 'There are no licenses to show.' (spec §8 still logs it). */
export const LoadFailed: Story = {
  parameters: { consoleApi: { licenses: { listLicenses: failingRead } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getAllByText('The licenses could not be loaded.').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('There are no licenses to show.')).toBeNull();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

const changedPack = { encryptedId: FAKE_MANAGER_BUSINESS_PACK, email: 'manager@example.com' };
/** The view the user left: page 2 of the list, where the pack just saved lies (its end date is the 11th latest). */
const viewWithChangedPack = { ...DEFAULT_LICENSE_GRID_SEARCH, pageNumber: 2 };

/** Back from a form, the pack just saved is drawn out where it is in the view the user left. */
export const ChangedHighlighted: Story = {
  args: { changedLicense: changedPack, defaultSearch: viewWithChangedPack },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await waitFor(() => expect(table.querySelectorAll('tr[aria-current="true"]')).toHaveLength(1));
    const row = table.querySelector('tr[aria-current="true"]')!;
    await expect(within(row as HTMLElement).getByRole('link', { name: /^Edit: / })).toHaveAttribute(
      'href',
      `/license/edit/${FAKE_MANAGER_BUSINESS_PACK}`,
    );
  },
};

/** On a phone the row's tint reaches its actions, which stay at the box's edge over the columns beneath. */
export const ChangedHighlightedPhone: Story = {
  ...phoneStory,
  args: { changedLicense: changedPack, defaultSearch: viewWithChangedPack },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await waitFor(() => expect(table.querySelectorAll('tr[aria-current="true"]')).toHaveLength(1));
    const row = table.querySelector<HTMLElement>('tr[aria-current="true"]')!;
    const actions = within(row)
      .getByRole('button', { name: /^Actions: / })
      .closest('td')!;
    await expect(getComputedStyle(actions).position).toBe('sticky');
    await expect(getComputedStyle(actions).backgroundColor).toBe(getComputedStyle(row).backgroundColor);
    const other = table.querySelector<HTMLElement>('tbody tr:not([aria-current])')!;
    await expect(
      getComputedStyle(
        within(other)
          .getByRole('button', { name: /^Actions: / })
          .closest('td')!,
      ).backgroundColor,
    ).not.toBe(getComputedStyle(row).backgroundColor);
  },
};

/** The pack just saved is outside the search the user kept: the list says so and finds it on request. */
export const ChangedOutOfView: Story = {
  args: {
    changedLicense: changedPack,
    defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, emailPart: 'procurement' },
    onSearchChange: undefined,
  },
  play: async ({ canvas, userEvent }) => {
    const notice = await canvas.findByText('The license of manager@example.com you just saved is not in this view.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Show it' }));
    const table = canvas.getByRole('table', { name: 'Licenses' });
    await waitFor(() => expect(table.querySelectorAll('tr[aria-current="true"]')).toHaveLength(1));
    await expect(canvas.getByRole('searchbox', { name: 'Help me look for:' })).toHaveValue('manager@example.com');
  },
};

const page = within(document.body);

/** Opens the end-date dialog of the first row; resolves with the dialog and the row's accessible name. */
async function openEndDate(canvas: ReturnType<typeof within>, userEvent: { click(element: Element): Promise<void> }) {
  const table = await canvas.findByRole('table', { name: 'Licenses' });
  const [button] = await within(table).findAllByRole('button', { name: /^End Date: / });
  await userEvent.click(button!);
  return page.findByRole('dialog', { name: 'Edit License Dates' });
}

/** Types `value` into the dialog's End Date in place of what it holds; resolves with the field. */
async function typeEndDate(
  dialog: HTMLElement,
  userEvent: { clear(element: Element): Promise<void>; type(element: Element, text: string): Promise<void> },
  value: string,
) {
  const end = within(dialog).getByRole('textbox', { name: 'End Date' });
  await userEvent.clear(end);
  await userEvent.type(end, value);
  return end;
}

/** The administrators' End Date: the period in a dialog, saved with the spec's message, the list read again. */
export const EditEndDate: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openEndDate(canvas, userEvent);
    await typeEndDate(dialog, userEvent, '12/31/2031');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await page.findByText(messages.licenseActions.lifetimeChanged)).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getAllByText('12/31/2031').length).toBeGreaterThan(0));
  },
};

/** Escape closes the dialog without saving, and the keyboard is back on the row's End Date. */
export const EditEndDateCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openEndDate(canvas, userEvent);
    await typeEndDate(dialog, userEvent, '12/31/2031');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const table = canvas.getByRole('table', { name: 'Licenses' });
    const [button] = within(table).getAllByRole('button', { name: /^End Date: / });
    await waitFor(() => expect(button).toHaveFocus());
    await expect(within(table).queryByText('12/31/2031')).toBeNull();
    // Opened again, it starts from the license's own dates, not from what was typed.
    const again = await openEndDate(canvas, userEvent);
    await expect(within(again).getByRole('textbox', { name: 'End Date' })).not.toHaveValue('12/31/2031');
  },
};

/** A start after the end is refused in place, nothing is sent, and what was typed stays. */
export const EditEndDateInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openEndDate(canvas, userEvent);
    const end = await typeEndDate(dialog, userEvent, '01/01/2001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText(messages.licenseForm.startAfterEnd)).toBeVisible();
    await expect(end).toHaveValue('01/01/2001');
  },
};

/** A refusal the server explains shows in a toast titled with the dialog; the dialog stays open. */
export const EditEndDateRefused: Story = {
  parameters: {
    consoleApi: { licenses: { updateLicenseDates: () => Promise.reject(new ApiError(400, 'This pack is archived.')) } },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openEndDate(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('This pack is archived.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Edit License Dates' })).toBeVisible();
  },
};

/**
 * On a phone: each filter shows its whole choice ('All', 'Expired'), VALID FROM is left out, the table scrolls
 * sideways under each row's actions menu, which keeps to the right edge with a shade while columns are hidden, and
 * the Manage Licenses menu stays inside the screen.
 */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    // Each row's actions are one menu at the box's right edge, whichever columns the box is scrolled to.
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Actions: / })).toHaveLength(10));
    await expect(within(table).queryAllByRole('link', { name: /^Edit: / })).toHaveLength(0);
    await expect(window.innerWidth).toBe(390);
    const scrollBox = canvasElement.querySelector<HTMLElement>('[data-slot=data-grid-scroll]')!;
    const actions = within(table).getAllByRole('button', { name: /^Actions: / })[0]!;
    for (const scrollLeft of [0, scrollBox.scrollWidth]) {
      scrollBox.scrollLeft = scrollLeft;
      await waitFor(() =>
        expect(actions.getBoundingClientRect().right).toBeLessThanOrEqual(scrollBox.getBoundingClientRect().right),
      );
    }
    // While columns pass beneath it, the column carries the end's shade on its left (the box's own is not drawn).
    scrollBox.scrollLeft = 0;
    await waitFor(() => expect(getComputedStyle(actions.closest('td')!, '::before').display).toBe('block'));
    const boxShade = canvasElement.querySelector('[data-slot=data-grid-more-end]');
    await expect(boxShade === null || getComputedStyle(boxShade).display === 'none').toBe(true);
    // The keyboard reaches the menu: End from a row's first cell lands on it, not on the links a phone hides.
    actions.closest('tr')!.querySelector('td')!.focus();
    await userEvent.keyboard('{End}');
    await expect(actions).toHaveFocus();
    await userEvent.click(actions);
    const rowMenu = await within(document.body).findByRole('menu');
    await expect(within(rowMenu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/license\/edit\//),
    );
    await userEvent.click(within(rowMenu).getByRole('menuitem', { name: 'End Date' }));
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(within(table).queryByRole('columnheader', { name: 'VALID FROM' })).toBeNull();
    const status = within(table).getByRole('combobox', { name: 'Filter STATUS' });
    // Wide enough for its longest choice beside the arrow: the text's own width and the select's paddings.
    const style = getComputedStyle(status);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText('Expired').width;
    const room = status.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    await expect(room).toBeGreaterThanOrEqual(text);
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Licenses' }));
    const menu = await within(document.body).findByRole('menu');
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
  },
};
