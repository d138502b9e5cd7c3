import { DEFAULT_LICENSE_SORT } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { licenseGridSearchFromParams } from '../licenses/index.ts';
import { fakeUsers } from '../session/fake.ts';
import { fakeProductList, fakeProductPacks } from './fake.ts';
import { ProductList } from './product-list.tsx';

const meta = {
  title: 'Features/Products/ProductList',
  component: ProductList,
  args: { user: fakeUsers.administrator, onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

const toast = async (text: string) =>
  (await within(document.body).findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);

/** Every product with its SKU, pack and seat counts, Edit and Delete, and Add Product. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Products' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(fakeProductList.length + 1));
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(expect.arrayContaining(['SKUs', 'Packs', 'Seats']));
    const standard = within(grid).getByRole('row', { name: /Docwise Standard/ });
    await expect(within(standard).getByRole('link', { name: '12 license packs of Docwise Standard' })).toBeVisible();
    await expect(within(standard).getByRole('cell', { name: String(fakeProductPacks[1]!.seatCount) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/product/new');
    const assistant = fakeProductList.find((product) => product.productId === 7)!;
    await expect(canvas.getByRole('link', { name: `Edit: ${assistant.name}` })).toHaveAttribute(
      'href',
      `/product/edit/${assistant.encryptedProductId}`,
    );
  },
};

/**
 * Designed ("Beyond the spec"): each product's packs link to the license grid filtered by the product with any
 * status (the packs counted, ended and merged ones included); a product without packs shows 0 and no link.
 */
export const PacksAndSeats: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const grid = await canvas.findByRole('table', { name: 'Products' });
    const onPrem = await within(grid).findByRole('link', { name: '1 license pack of Docwise On-Prem' });
    await expect(onPrem).toHaveTextContent(/^1$/);
    await expect(onPrem).toHaveAttribute('href', '/?product=9&status=all');
    // The href opens the view the license grid reads from its URL: the product's packs, any status, page 1.
    const search = licenseGridSearchFromParams(new URL(onPrem.getAttribute('href')!, 'http://console').searchParams);
    await expect(search).toEqual({
      emailPart: '',
      type: '',
      status: '',
      productId: 9,
      pageNumber: 1,
      expiringWithinDays: 0,
      sort: DEFAULT_LICENSE_SORT,
    });

    const basic = within(grid).getByRole('row', { name: /Docwise Basic/ });
    await expect(within(basic).queryByRole('link', { name: /license pack/ })).toBeNull();
    await expect(within(basic).getAllByRole('cell', { name: '0' })).toHaveLength(2);

    const assistant = fakeProductList.find((product) => product.productId === 7)!;
    const packs = fakeProductPacks[7]!.packCount;
    await userEvent.click(within(grid).getByRole('link', { name: `${packs} license packs of ${assistant.name}` }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/?product=7&status=all');
  },
};

/** The name filter narrows as it is typed; special characters are refused with the §5 message. */
export const Filter: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('table', { name: 'Products' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(fakeProductList.length + 1));
    const filter = canvas.getByRole('searchbox', { name: 'Product name' });
    await userEvent.type(filter, 'outlook');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await userEvent.type(filter, '%');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.products.invalidFilter);
    await expect(filter).toHaveAttribute('aria-invalid', 'true');
    // The rows stay as the last valid filter left them.
    await expect(within(grid).getAllByRole('row')).toHaveLength(2);
  },
};

/** A filter nothing matches says so. */
export const NoMatch: Story = {
  args: { defaultFilter: 'Spreadsheet' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No product name contains 'Spreadsheet'.")).toBeVisible();
  },
};

/** Delete asks first; a product no license uses goes, with 'Deleted successfully.'. */
export const DeleteUnused: Story = {
  play: async ({ canvas, userEvent }) => {
    const basic = fakeProductList.find((product) => product.productId === 8)!;
    await userEvent.click(await canvas.findByRole('button', { name: `Delete: ${basic.name}` }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(messages.products.confirmDelete(basic.name))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await expect(await toast(messages.products.deleted)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Delete: ${basic.name}` })).toBeNull());
  },
};

/** A product that licenses use stays, and the server's reason says how many packs use it. */
export const DeleteInUse: Story = {
  play: async ({ canvas, userEvent }) => {
    const standard = fakeProductList.find((product) => product.productId === 1)!;
    await userEvent.click(await canvas.findByRole('button', { name: `Delete: ${standard.name}` }));
    await userEvent.click(within(document.body).getByRole('button', { name: 'YES' }));
    await expect(await toast(messages.products.inUse(12))).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Delete: ${standard.name}` })).toBeVisible();
  },
};

/** Keyboard: ArrowRight and ArrowLeft move between a row's actions, as in a toolbar. */
export const ActionsByArrowKeys: Story = {
  play: async ({ canvas, userEvent }) => {
    const basic = fakeProductList.find((product) => product.productId === 8)!;
    const edit = await canvas.findByRole('link', { name: `Edit: ${basic.name}` });
    const remove = canvas.getByRole('button', { name: `Delete: ${basic.name}` });
    edit.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(remove).toHaveFocus();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** CANCEL keeps the product. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    const basic = fakeProductList.find((product) => product.productId === 8)!;
    await userEvent.click(await canvas.findByRole('button', { name: `Delete: ${basic.name}` }));
    await userEvent.click(within(document.body).getByRole('button', { name: 'CANCEL' }));
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: `Delete: ${basic.name}` })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { products: { listProducts: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Loading products...'))[0]).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { consoleApi: { products: { listProducts: async () => [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.products.noProducts)).toBeVisible();
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed load says so, with a retry, never the empty state. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { products: { listProducts: failingRead } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The products could not be loaded.')).toBeVisible();
    await expect(canvas.queryByText(messages.products.noProducts)).toBeNull();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

const refusedRead = fn(async () => {
  throw new ApiError(403, 'Access Denied');
});

/** Anyone but an administrator reads 'Access Denied', and nothing is asked of the server. */
export const NotAdministrator: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager }, consoleApi: { products: { listProducts: refusedRead } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Access Denied')).toBeVisible();
    await expect(refusedRead).not.toHaveBeenCalled();
  },
};

/** On a phone: name and the Packs link with each row's actions; secondary columns left out. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    const grid = await canvas.findByRole('table', { name: 'Products' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(fakeProductList.length + 1));
    await expect(within(grid).queryByRole('columnheader', { name: 'Seats' })).toBeNull();
    await expect(within(grid).queryByRole('columnheader', { name: /SKUs/i })).toBeNull();
    // Nothing reaches past the screen's edge: the page never scrolls sideways, nor does the grid to its actions.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const box = grid.parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    // Edit and Delete share one menu a row: the buttons themselves are not shown.
    const [first] = fakeProductList;
    await expect(within(grid).getByRole('link', { name: `Edit: ${first!.name}`, hidden: true })).not.toBeVisible();
    await userEvent.click(within(grid).getByRole('button', { name: `Actions: ${first!.name}` }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/product/edit/${encodeURIComponent(first!.encryptedProductId)}`,
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete Product?' });
    await expect(dialog).toHaveAccessibleDescription(`Are you sure to delete '${first!.name}' product?`);
  },
};
