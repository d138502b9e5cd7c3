import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { label: 'Number of Licenses', children: <Input type="number" defaultValue={1} /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Number of Licenses' })).toHaveValue(1);
  },
};

export const Playground: Story = {
  args: { hint: 'How many users the pack holds.', error: '', required: false },
};

export const WithHint: Story = {
  args: { hint: 'How many users the pack holds.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toHaveAccessibleDescription('How many users the pack holds.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    required: true,
    hint: 'The license administrator.',
    error: 'Email is not valid.',
    children: <Input type="email" defaultValue="nobody@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('The license administrator. Email is not valid.');
  },
};
