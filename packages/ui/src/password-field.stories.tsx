import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './password-field.tsx';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password', onVisibleChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Secret!1');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(toggle);
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true, expect.anything());
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Secret!1');
    // The keyboard works the same: Space on the focused toggle hides it again.
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Playground: Story = {
  args: { hint: 'At least 8 characters.', error: '', required: false, disabled: false, toggleLabel: 'Show password' },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'Visible!2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Visible!2026');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A consumer's handler runs first and may keep the password hidden. */
export const PreventedToggle: Story = {
  args: {
    onVisibleChange: fn((_visible: boolean, event: React.MouseEvent<HTMLButtonElement>) => event.preventDefault()),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { label: 'New Password', required: true, error: 'Password did not match Password Policy!' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New Password');
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Password did not match Password Policy!');
  },
};

export const WithHint: Story = {
  args: { hint: 'Your password will be stored in this browser.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Your password will be stored in this browser.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Secret!1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Confirm the new password of the license administrator account',
    defaultValue: 'a-very-long-passphrase-that-keeps-going-well-past-the-width-of-the-field-2026!',
    defaultVisible: true,
  },
};
