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

/**
 * A field that cannot be typed in (read-only here, disabled above) is drawn on the muted surface, not as a box to fill
 * in; an editable one keeps the surface.
 */
export const ReadOnly: Story = {
  render: () => (
    <div className="grid max-w-xs gap-3">
      <Input aria-label="Product" readOnly defaultValue="Docwise Business" />
      <Input aria-label="Number of Licenses" defaultValue="5" />
    </div>
  ),
  play: async ({ canvas }) => {
    const background = (name: string) => getComputedStyle(canvas.getByRole('textbox', { name })).backgroundColor;
    const muted = getComputedStyle(document.documentElement).getPropertyValue('--color-muted').trim();
    await expect(background('Product')).not.toBe(background('Number of Licenses'));
    await expect(muted).not.toBe('');
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--color-muted)';
    document.body.append(probe);
    try {
      await expect(background('Product')).toBe(getComputedStyle(probe).backgroundColor);
    } finally {
      probe.remove();
    }
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
