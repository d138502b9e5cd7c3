import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select, SelectField } from './select.tsx';

const products = [
  { value: '1', label: 'Standard' },
  { value: '2', label: 'for Outlook' },
  { value: '3', label: 'Business' },
  { value: '7', label: 'AI Assistant' },
];

const meta = {
  title: 'UI/Select',
  component: SelectField,
  args: { label: 'Product', options: products, placeholder: 'Select a product', onValueChange: fn() },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Product' });
    await userEvent.selectOptions(select, 'Business');
    await expect(select).toHaveValue('3');
    await expect(args.onValueChange).toHaveBeenCalledWith('3');
  },
};

export const Playground: Story = { args: { disabled: false, required: false, hint: 'The product of the pack' } };

export const WithValue: Story = { args: { defaultValue: '2' } };

export const WithError: Story = {
  args: { error: 'Please select your Country', label: 'Country', options: [], placeholder: 'Select...' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select your Country');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { options: [], placeholder: 'No products' } };

export const LongText: Story = {
  args: {
    fieldClassName: 'max-w-xs',
    label: 'Organization to link with this license pack after the administrator confirms',
    options: [{ value: 'a', label: 'Subsidiary Example Company International Holdings, Research Division' }],
    defaultValue: 'a',
  },
};

export const Bare: Story = {
  render: () => <Select aria-label="Status" options={[{ value: 'Active', label: 'Active' }]} placeholder="All" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: '3', hint: 'The product of the pack' } };
