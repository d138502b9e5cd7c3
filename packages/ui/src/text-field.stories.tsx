import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'username' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const Playground: Story = {
  args: { hint: 'We never share it.', error: '', required: false, disabled: false, placeholder: 'name@company.com' },
};

export const WithHint: Story = {
  args: { hint: 'The password is stored in this browser.', label: 'Password', type: 'password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password is stored in this browser.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Email is required.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Email is required.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Company name of the license administrator as registered with the purchase',
    defaultValue: 'A very long organization name that keeps going well past the width of the field',
    hint: 'Read-only unless isManager.',
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="grid max-w-sm gap-4">
      <TextField {...args} hint="The license administrator." />
      <TextField {...args} label="First Name" error="First Name is a required field" />
      <TextField {...args} label="Last Name" disabled defaultValue="Lovelace" />
    </div>
  ),
};
