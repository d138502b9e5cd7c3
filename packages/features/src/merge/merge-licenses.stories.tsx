import { type License, mergeMessages, PRODUCT_IDS } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { FAKE_TODAY, fakeProductKey } from '../licenses/fake.ts';
import { workOutFakeMerge } from '../licenses/fake-merge.ts';
import { licenseRowLabel } from '../licenses/index.ts';
import { fakeUsers } from '../session/fake.ts';
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

/** A pack holding these users, as the fake merge reads it. */
const holding = (license: License, usageEmails: string[]) => ({
  ...license,
  usedCount: usageEmails.length,
  usageEmails,
});
const shown = ({ usageEmails: _emails, ...license }: License & { usageEmails: string[] }): License => license;
/** The server's preview, worked out as the fake merge does: Ann Lee holds a seat in every pack. */
const previewMergeLicenses = fn(async (mainId: string, { mergedIds }: { mergedIds: readonly string[] }) => {
  const find = (id: string) => cases.find((license) => license.encryptedId === id) ?? main;
  const worked = workOutFakeMerge(
    holding(find(mainId), ['ann.lee@example.com', 'bo.chen@example.com']),
    mergedIds.map((id, index) => holding(find(id), ['Ann.Lee@example.com', `new.user${index + 1}@example.com`])),
    FAKE_TODAY,
  );
  return { license: shown(worked.main), merged: worked.merged.map(shown), duplicates: worked.duplicates };
});

const meta = {
  title: 'Features/Licenses/MergeLicenses',
  component: MergeLicenses,
  args: { user: fakeUsers.administrator, licenses: cases, onNavigate: fn() },
  parameters: { consoleApi: { licenses: { mergeLicenses, previewMergeLicenses } } },
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

/** Opens the preview of merging `others` into the main pack. */
async function previewFor(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  ...others: License[]
) {
  await userEvent.click(mainBox(canvas, main));
  for (const other of others) await userEvent.click(mergeBox(canvas, other));
  await userEvent.click(canvas.getByRole('button', { name: 'Merge Licenses' }));
  const dialog = await within(document.body).findByRole('alertdialog', { name: 'Merge Licenses?' });
  await within(dialog).findByRole('button', { name: 'YES' });
  return dialog;
}

/**
 * Same product, ending no later than the main pack: the preview still comes first, naming the resulting pack
 * (seats added up, users after Ann Lee's two seats collapse, end date) and what ends; nothing merged yet.
 */
export const Preview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await previewFor(canvas, userEvent, sameProductEarlier);
    await expect(dialog).toHaveAccessibleDescription(
      `Merge '${licenseRowLabel(sameProductEarlier)}' into '${licenseRowLabel(main)}'? It ends today with 0 users, and '${licenseRowLabel(main)}' holds the seats and users above. This cannot be undone.`,
    );
    const result = within(dialog).getByRole('region', { name: 'The main pack after the merge' });
    await expect(result).toHaveTextContent('ProductStandard');
    await expect(result).toHaveTextContent(
      `Seats${main.userCount + sameProductEarlier.userCount} (${main.userCount} + ${sameProductEarlier.userCount})`,
    );
    await expect(result).toHaveTextContent('Users3 users');
    await expect(result).toHaveTextContent(`Valid until${main.endDate}`);
    await expect(result).toHaveTextContent('In more than one pack, each keeps one seat: Ann.Lee@example.com.');
    await expect(within(dialog).getByRole('region', { name: 'Check before merging' })).toHaveTextContent(
      'No conflict: the packs are of one product and none ends later than the main one.',
    );
    await expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toHaveFocus();
    await expect(previewMergeLicenses).toHaveBeenLastCalledWith(main.encryptedId, {
      mergedIds: [sameProductEarlier.encryptedId],
      encryptedProductId: main.encryptedProductId,
    });
    await expect(mergeLicenses).not.toHaveBeenCalled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The preview on a phone: the result and the question fit the screen. */
export const PreviewPhone: Story = {
  ...phoneStory,
  play: async ({ canvas, userEvent, ...context }) => {
    await Preview.play?.({ canvas, userEvent, ...context } as Parameters<NonNullable<typeof Preview.play>>[0]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A merged pack ends later than the main one: spec §4's warning among the conflicts, naming it; YES merges. */
export const ConfirmEndsLater: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await previewFor(canvas, userEvent, endsLater);
    const conflicts = within(dialog).getByRole('region', { name: 'Check before merging' });
    await expect(conflicts).toHaveTextContent('ends later than the main license. Do you want to continue?');
    await expect(conflicts).toHaveTextContent(`lost: '${licenseRowLabel(endsLater)}'.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await expect(await toastTitle('Licenses were merged successfully.')).toBeVisible();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/'));
    await expect(mergeLicenses).toHaveBeenLastCalledWith(main.encryptedId, {
      mergedIds: [endsLater.encryptedId],
      encryptedProductId: main.encryptedProductId,
    });
  },
};

/** A merged pack is for another product: CANCEL keeps the choice and merges nothing. */
export const ConfirmProductsDiffer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await previewFor(canvas, userEvent, otherProduct);
    await expect(dialog).toHaveTextContent('are for a different product. Do you want to continue?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(mergeLicenses).not.toHaveBeenCalled();
    await expect(mergeBox(canvas, otherProduct)).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Merge Licenses' })).toHaveFocus();
  },
};

/** Both, over two packs: the combined warning and each pack named; Escape declines. */
export const ConfirmBoth: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await previewFor(canvas, userEvent, otherProductLater, sameProductEarlier);
    await expect(dialog).toHaveTextContent(
      'ends later than the main license and is for a different product. Do you want to continue?',
    );
    await expect(dialog).toHaveTextContent(`main pack's product: '${licenseRowLabel(otherProductLater)}'.`);
    await expect(dialog).toHaveTextContent('They end today with 0 users');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

const onPremMain = pack(6, { productId: PRODUCT_IDS.onPrem, encryptedProductId: fakeProductKey(PRODUCT_IDS.onPrem) });
const withUsers = pack(7, { productId: PRODUCT_IDS.standard, usedCount: 3 });

/**
 * Users would land in an On-Prem pack, where no one manages them: the screen says so before anyone clicks, and
 * 'Merge Licenses' stays disabled, described by the reason.
 */
export const OnPremRefused: Story = {
  args: { licenses: [onPremMain, withUsers] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(mainBox(canvas, onPremMain));
    await userEvent.click(mergeBox(canvas, withUsers));
    const button = canvas.getByRole('button', { name: 'Merge Licenses' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(mergeMessages.strandsUsers);
    await expect(canvasElement.querySelector('[data-slot=merge-refusal]')).toHaveTextContent(
      "its users cannot be managed ('Operation not available')",
    );
    await expect(previewMergeLicenses).not.toHaveBeenCalled();
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
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Merge Licenses?' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'YES' }));
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
