import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from './input.tsx';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': 'Help me look for:', placeholder: 'e-mail part' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Help me look for:' });
    await userEvent.type(input, 'acme');
    await expect(input).toHaveValue('acme');
  },
};

export const Playground: Story = { args: { disabled: false, type: 'text' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'read only' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'not-an-email' } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="grid max-w-xs gap-3">
      <Input aria-label="Email" placeholder="Email" />
      <Input aria-label="First Name" defaultValue="Ada" />
      <Input aria-label="Last Name" defaultValue="Lovelace" disabled />
      <Input aria-label="Company" aria-invalid defaultValue="?" />
    </div>
  ),
};
