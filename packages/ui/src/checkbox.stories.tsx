import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox, CheckboxField } from './checkbox.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: CheckboxField,
  args: {
    label: 'Remember Password',
    hint: 'The password is stored in this browser.',
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember Password' });
    await expect(checkbox).toHaveAccessibleDescription('The password is stored in this browser.');
    await userEvent.click(canvas.getByText('Remember Password'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { args: { disabled: false, defaultChecked: false } };

export const Checked: Story = {
  args: { label: 'SharePoint Integration', hint: undefined, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'SharePoint Integration' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { label: 'Advanced Template', hint: undefined, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Advanced Template' })).toBeDisabled();
  },
};

export const Bare: Story = {
  render: () => <Checkbox aria-label="MERGE" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'MERGE' }));
    await expect(canvas.getByRole('checkbox', { name: 'MERGE' })).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="grid gap-3">
      <CheckboxField {...args} />
      <CheckboxField {...args} label="Advanced Template" defaultChecked />
      <CheckboxField {...args} label="Disabled" disabled />
    </div>
  ),
};
