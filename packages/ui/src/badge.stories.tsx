import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, licenseBadgeVariant } from './badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Active', variant: 'success' },
  argTypes: { variant: { control: 'select', options: ['neutral', 'success', 'destructive', 'info', 'warning'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toHaveAttribute('data-variant', 'success');
  },
};

export const Playground: Story = { args: { variant: 'neutral', children: 'Badge' } };

/** The license grid's STATUS and TYPE words (spec §4). */
export const LicenseStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {(['Active', 'Expired', 'Trial', 'Full'] as const).map((word) => (
        <Badge key={word} variant={licenseBadgeVariant[word]}>
          {word}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired')).toHaveAttribute('data-variant', 'destructive');
    await expect(canvas.getByText('Trial')).toHaveAttribute('data-variant', 'warning');
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="neutral">Standard User</Badge>
      <Badge variant="success">Active</Badge>
      <Badge variant="destructive">Expired</Badge>
      <Badge variant="info">Full</Badge>
      <Badge variant="warning">Trial</Badge>
    </div>
  ),
};

export const LongText: Story = { args: { variant: 'info', children: 'IM Super Administrator of Subsidiary Holdings' } };

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };
