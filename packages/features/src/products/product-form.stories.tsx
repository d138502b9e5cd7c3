import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { fakeProductList } from './fake.ts';
import { ProductForm } from './product-form.tsx';

const assistant = fakeProductList.find((product) => product.productId === 7)!;

const meta = {
  title: 'Features/Products/ProductForm',
  component: ProductForm,
  args: { user: fakeUsers.administrator, onNavigate: fn(), onSaved: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const toast = async (text: string) =>
  (await within(document.body).findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);

/** A new product: fields blank, the id left to the server, SKUs added through the dialog, then saved. */
export const NewProduct: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
    await expect(canvas.getByText(messages.products.noSkus)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Docwise Spreadsheet');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Download Link' }), 'https://downloads.example.com/sheet');
    await userEvent.click(canvas.getByRole('button', { name: 'Add SKU' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add SKU' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sku' }), 'SHEET-1Y');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Years' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add SKU' }));
    const skus = await canvas.findByRole('table', { name: 'SKUs of the product' });
    // Blank months and quantity took their defaults, 0 and 1.
    await expect(within(skus).getByRole('row', { name: 'SHEET-1Y 0 1 1 Remove SKU SHEET-1Y' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toast(messages.products.created)).toBeVisible();
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({
          productId: 10,
          name: 'Docwise Spreadsheet',
          productSkus: [{ skuId: 'SHEET-1Y', months: 0, years: 1, quantity: 1 }],
        }),
      ),
    );
  },
};

/** The SKU dialog: the id required and unique (ignoring case), the numbers numbers (spec §5). */
export const SkuDialogRules: Story = {
  args: { productId: assistant.encryptedProductId },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByDisplayValue(assistant.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Add SKU' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add SKU' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add SKU' }));
    await expect(await within(dialog).findByText(messages.skus.skuRequired)).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Sku' }),
      assistant.productSkus[0]!.skuId.toLowerCase(),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Months' }), 'twelve');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add SKU' }));
    await expect(await within(dialog).findByText(messages.skus.alreadyExists)).toBeVisible();
    await expect(within(dialog).getByText(messages.skus.invalidNumber)).toBeVisible();
  },
};

/** Edit: the product's fields and SKUs loaded, the id read-only; a SKU removed and the product saved. */
export const EditProduct: Story = {
  args: { productId: assistant.encryptedProductId },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    await expect(await canvas.findByDisplayValue(assistant.name)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Product Id' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Limit Tokens' })).toHaveValue('1000000');
    const trial = assistant.productSkus[2]!.skuId;
    await userEvent.click(canvas.getByRole('button', { name: `Remove SKU ${trial}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toast(messages.products.updated)).toBeVisible();
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ productId: 7, productSkus: assistant.productSkus.slice(0, 2) }),
      ),
    );
  },
};

/** A blank name and a link that is no URL are refused in place; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Download Link' }), 'downloads');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Limit Tokens' }), '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.products.nameRequired)).toBeVisible();
    await expect(canvas.getByText(messages.products.downloadLinkFormat)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Limit Tokens' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** An id in use: the server's message shows under the field, and what was typed stays. */
export const IdTaken: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Product Id' }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Docwise Again');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.products.idTaken(3))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Docwise Again');
  },
};

/** An id of no product (deleted meanwhile): said plainly. */
export const NotFound: Story = {
  args: { productId: 'AAAAAAAAAAAAAAAAAAAAAA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This product does not exist (it may have been deleted).')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { productId: assistant.encryptedProductId },
  parameters: { consoleApi: { products: { productForEdit: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the product...')).toBeVisible();
  },
};

const refusedSave = fn(async () => {
  throw new ApiError(500, 'Internal Server Error');
});

/** A save that fails for another reason keeps the form and shows the generic message, in a toast and in place. */
export const SaveFailed: Story = {
  args: { productId: assistant.encryptedProductId },
  parameters: { consoleApi: { products: { updateProduct: refusedSave } } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByDisplayValue(assistant.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toast(messages.transport.genericError)).toBeVisible();
    await expect(canvas.getByDisplayValue(assistant.name)).toBeVisible();
    // The reason stays beside Save once the toast has gone, as the button's description.
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveAccessibleDescription(messages.transport.genericError));
    await expect(
      canvas.getByText(messages.transport.genericError, { selector: '[data-slot=save-error]' }),
    ).toBeVisible();
  },
};

/** Anyone but an administrator reads 'Access Denied'. */
export const NotAdministrator: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Access Denied')).toBeVisible();
  },
};

/** Editing a product on a phone: one field to a row, the SKU panel scrolls inside the screen. */
export const Phone: Story = {
  ...phoneStory,
  args: { productId: assistant.encryptedProductId },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(await canvas.findByDisplayValue(assistant.name)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
