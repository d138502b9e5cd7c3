import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NumberField } from './number-field.tsx';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Number of Licenses', min: 1, defaultValue: 1 },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Number of Licenses' });
    await expect(field).toHaveAttribute('min', '1');
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    await expect(field).toHaveValue(25);
  },
};

export const Playground: Story = { args: { disabled: false, required: true, max: 1000, step: 1 } };

export const WithHint: Story = { args: { label: 'Months', min: 0, defaultValue: 0, hint: 'Blank means 0.' } };

export const WithError: Story = {
  args: { label: 'Quantity', defaultValue: undefined, error: 'You must insert a valid number' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('You must insert a valid number');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Number of Licenses' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    fieldClassName: 'max-w-xs',
    label: 'Maximum number of simultaneous sessions for every user of this license pack',
    defaultValue: 123456789,
    hint: 'Sessions beyond this count are signed out, oldest first.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { hint: 'At least 1.', error: undefined } };
