import { type License, messages, PRODUCT_IDS } from '@license-console/domain';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../auth/fake.ts';
import { fakeProductKey } from '../licenses/fake.ts';
import { licenseRowLabel } from '../licenses/license-columns.tsx';
import { fakePack as pack } from '../testing/fake-packs.ts';
import { MergeLicenses } from './merge-licenses.tsx';

const threeHundred = Array.from({ length: 300 }, (_, index) => pack(index + 1));

/** A main Standard pack and one candidate per §4 case. */
const main = pack(1, { productId: PRODUCT_IDS.standard, encryptedProductId: fakeProductKey(PRODUCT_IDS.standard) });
const sameProductEarlier = pack(2, { productId: PRODUCT_IDS.standard, endDate: '06/30/2026' });
const endsLater = pack(3, { productId: PRODUCT_IDS.standard, endDate: '06/30/2027' });
const otherProduct = pack(4, { productId: PRODUCT_IDS.business, endDate: '06/30/2026' });
const otherProductLater = pack(5, { productId: PRODUCT_IDS.business, endDate: '06/30/2027' });
const cases = [main, sameProductEarlier, endsLater, otherProduct, otherProductLater];

const mergeLicenses = fn(async (mainId: string) => ({ ...main, encryptedId: mainId }));

const meta = {
  title: 'Features/Licenses/MergeLicenses',
  component: MergeLicenses,
  args: { user: fakeUsers.administrator, licenses: cases, onNavigate: fn() },
  parameters: { consoleApi: { licenses: { mergeLicenses } } },
} satisfies Meta<typeof MergeLicenses>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainBox = (canvas: ReturnType<typeof within>, license: License) =>
  canvas.getByRole('checkbox', { name: `MAIN ${licenseRowLabel(license)}` });
const mergeBox = (canvas: ReturnType<typeof within>, license: License) =>
  canvas.getByRole('checkbox', { name: `MERGE ${licenseRowLabel(license)}` });
/** The newest toast with this title (the toaster outlives a story, so an earlier one may still show). */
const toastTitle = async (text: string) =>
  (await within(document.body).findAllByText(text, { selector: '[data-slot=toast-title]' })).at(-1);

/** The administrator with 300 packs: every column, e-mail sorting, MAIN and MERGE, a new MAIN resets MERGE. */
export const Default: Story = {
  args: { licenses: threeHundred },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Select License Packs for merging')).toBeVisible();
    // The 300-pack grid mounts in a transition after the screen's title and prompt.
    const table = await canvas.findByRole('table', { name: 'License Packs' });
    for (const header of [
      'PRODUCT',
      'EMAIL',
      'TYPE',
      'STATUS',
      'VALID FROM',
      'VALID UNTIL',
      '#USERS',
      'MAIN',
      'MERGE',
    ]) {
      await expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
    }
    // All 300 packs are in the table; only those near the viewport are drawn.
    await expect(table).toHaveAttribute('aria-rowcount', '301');
    await expect(table.querySelectorAll('tbody tr[data-slot="data-grid-row"]').length).toBeLessThan(100);
    // Packs are merged one by one: the MERGE header has no box ticking them all.
    await expect(within(table).queryByRole('checkbox', { name: /all rows/ })).toBeNull();
    await expect(within(table).getAllByText('1 / 6').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('Trial').length).toBeGreaterThan(0);

    const email = within(table).getByRole('columnheader', { name: /^EMAIL/ });
    await userEvent.click(within(email).getByRole('button'));
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(email).getByRole('button'));
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    // A third click returns to the list's order, where the first packs are drawn at the top.
    await userEvent.click(within(email).getByRole('button'));
    await expect(email).toHaveAttribute('aria-sort', 'none');

    const [first, second, third] = threeHundred as [License, License, License];
    await expect(canvas.queryByRole('button', { name: 'Merge Licenses' })).toBeNull();
    await userEvent.click(mainBox(canvas, first));
    await expect(mergeBox(canvas, first)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Merge Licenses' })).toBeNull();
    await userEvent.click(mergeBox(canvas, second));
    await expect(canvas.getByRole('button', { name: 'Merge Licenses' })).toBeVisible();
    // Spec §4: another main pack resets the merge selection.
    await userEvent.click(mainBox(canvas, third));
    await expect(mainBox(canvas, first)).not.toBeChecked();
    await expect(mergeBox(canvas, second)).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Merge Licenses' })).toBeNull();
  },
};

export const Playground: Story = {};

/** No licenses came with the navigation. */
export const Empty: Story = {
  args: { licenses: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No information for merging')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Spec §6: merging is the administrators' alone; a manager who types /license/merging sees 'Access Denied'. */
export const ManagerAccessDenied: Story = {
  args: { user: fakeUsers.manager, licenses: cases },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access Denied');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText('Select License Packs for merging')).toBeNull();
  },
};

/** An ordinary user is refused the same way. */
export const UserAccessDenied: Story = {
  args: { user: fakeUsers.user, licenses: cases },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access Denied');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Same product, ending no later than the main pack: no question, the merge, the toast, back to the list. */
export const MergeWithoutConfirmation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(mainBox(canvas, main));
    await userEvent.click(mergeBox(canvas, sameProductEarlier));
    await userEvent.click(canvas.getByRole('button', { name: 'Merge Licenses' }));
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(await toastTitle('Licenses were merged successfully.')).toBeVisible();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/'));
    await expect(mergeLicenses).toHaveBeenLastCalledWith(main.encryptedId, {
      mergedIds: [sameProductEarlier.encryptedId],
      encryptedProductId: main.encryptedProductId,
    });
  },
};

async function confirmationFor(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  other: License,
) {
  await userEvent.click(mainBox(canvas, main));
  await userEvent.click(mergeBox(canvas, other));
  await userEvent.click(canvas.getByRole('button', { name: 'Merge Licenses' }));
  return within(document.body).findByRole('alertdialog', { name: 'Merge Licenses' });
}

/** A merged pack ends later than the main one: YES merges. */
export const ConfirmEndsLater: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await confirmationFor(canvas, userEvent, endsLater);
    await expect(dialog).toHaveTextContent('ends later than the main license. Do you want to continue?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await expect(await toastTitle('Licenses were merged successfully.')).toBeVisible();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/'));
  },
};

/** A merged pack is for another product: CANCEL keeps the choice and merges nothing. */
export const ConfirmProductsDiffer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await confirmationFor(canvas, userEvent, otherProduct);
    await expect(dialog).toHaveTextContent('are for a different product. Do you want to continue?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(mergeBox(canvas, otherProduct)).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Merge Licenses' })).toHaveFocus();
  },
};

/** Both: the combined question; Escape declines. */
export const ConfirmBoth: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await confirmationFor(canvas, userEvent, otherProductLater);
    await expect(dialog).toHaveTextContent(
      'ends later than the main license and is for a different product. Do you want to continue?',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/**
 * Another merge took a pack first: the server refuses with 409 and its reason, shown in a toast titled with the
 * action; the screen stays.
 */
export const ServerError: Story = {
  parameters: {
    consoleApi: {
      licenses: { mergeLicenses: () => Promise.reject(new ApiError(409, messages.merge.alreadyMerged)) },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(mainBox(canvas, main));
    await userEvent.click(mergeBox(canvas, sameProductEarlier));
    await userEvent.click(canvas.getByRole('button', { name: 'Merge Licenses' }));
    await expect(await toastTitle('Merge Licenses')).toBeVisible();
    await expect(
      await within(document.body).findByText('A selected license pack has already been merged into another pack.'),
    ).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Merge Licenses' })).toBeEnabled();
  },
};

/** On a phone: the table scrolls sideways to MAIN and MERGE, and a shade on its edge says there is more. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const table = canvas.getByRole('table', { name: 'License Packs' });
    await waitFor(() => expect(canvasElement.querySelector('[data-slot=data-grid-more-end]')).not.toBeNull());
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot=data-grid-scroll]')!;
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(canvasElement.querySelector('[data-slot=data-grid-more-start]')).not.toBeNull());
    await expect(within(table).getAllByRole('checkbox', { name: /^MAIN / })[0]).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
