import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { FormDialog } from './form-dialog.tsx';
import { NumberField } from './number-field.tsx';
import { TextField } from './text-field.tsx';

function SkuFields() {
  return (
    <>
      <TextField label="SKU" name="skuId" required />
      <NumberField label="Months" name="months" defaultValue={0} min={0} />
      <NumberField label="Years" name="years" defaultValue={0} min={0} />
      <NumberField label="Quantity" name="quantity" defaultValue={1} min={1} />
    </>
  );
}

const meta = {
  title: 'UI/FormDialog',
  component: FormDialog,
  args: {
    title: 'Add SKU',
    submitLabel: 'Add',
    onSubmit: fn(),
    trigger: <Button variant="secondary">Add SKU</Button>,
    children: <SkuFields />,
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Add SKU' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Add SKU' });
    const sku = within(dialog).getByRole('textbox', { name: 'SKU' });
    await expect(sku).toHaveFocus();
    await userEvent.type(sku, 'LC-STD-12{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { submitting: false, submitDisabled: false, maxBodyHeight: 500 } };

/** Spec §9: the SKU panel is at most 500 pixels tall; more rows scroll inside it. */
export const Scrolling: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: 'Product SKUs',
    description: 'Each SKU sets a duration and a number of users.',
    children: Array.from({ length: 6 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of demo rows.
      <fieldset key={index} className="grid grid-cols-2 gap-3 rounded-card border border-border p-3">
        <legend className="px-1 text-caption font-semibold">SKU {index + 1}</legend>
        <TextField label="SKU" defaultValue={`LC-${index + 1}`} />
        <NumberField label="Quantity" defaultValue={1} />
        <NumberField label="Months" defaultValue={0} />
        <NumberField label="Years" defaultValue={1} />
      </fieldset>
    )),
  },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Product SKUs' });
    const body = dialog.querySelector<HTMLElement>('[data-slot="form-dialog-body"]');
    await expect(body?.clientHeight).toBeLessThanOrEqual(500);
    await expect((body?.scrollHeight ?? 0) > (body?.clientHeight ?? 0)).toBe(true);
    await expect(dialog).toHaveAccessibleDescription('Each SKU sets a duration and a number of users.');
  },
};

export const Submitting: Story = {
  args: { defaultOpen: true, trigger: undefined, submitting: true },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Add SKU' });
    await expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultOpen: true, trigger: undefined, submitDisabled: true, title: 'Add Site', submitLabel: 'Create' },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Add Site' });
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    children: (
      <>
        <TextField label="SKU" defaultValue="LC-STD-12" error="Sku already exists" />
        <NumberField label="Months" defaultValue={undefined} error="You must insert a valid number" />
      </>
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true, trigger: undefined } };
