import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch, SwitchField } from './switch.tsx';

const meta = {
  title: 'UI/Switch',
  component: SwitchField,
  args: {
    label: 'Password history',
    hint: 'Keeps the last five passwords from being used again.',
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof SwitchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Password history' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/last five passwords/);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByText('Password history'));
    await expect(toggle).not.toBeChecked();
  },
};

export const Playground: Story = { args: { disabled: false, defaultChecked: false, size: 'md' } };

export const Checked: Story = {
  args: { label: 'Two-factor authentication', hint: undefined, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Two-factor authentication' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Password history' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, hint: 'Two-factor needs a phone number on the profile.' },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Switch aria-label="Small" size="sm" defaultChecked />
      <Switch aria-label="Medium" size="md" defaultChecked />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    fieldClassName: 'max-w-sm',
    label: 'Require every user of this license to change the password when it is older than the expiration period',
    hint: 'Users are asked at their next sign-in; a password-expired login sends the reset e-mail automatically.',
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="grid max-w-sm gap-4">
      <SwitchField {...args} />
      <SwitchField {...args} label="Two-factor authentication" hint={undefined} defaultChecked />
      <SwitchField {...args} label="Disabled" hint={undefined} disabled />
    </div>
  ),
};
