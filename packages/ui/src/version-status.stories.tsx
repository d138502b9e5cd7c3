import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VersionStatus, versionStatusOf } from './version-status.tsx';

const meta = {
  title: 'UI/VersionStatus',
  component: VersionStatus,
  args: { status: 'match', version: '24.3.1' },
  argTypes: { status: { control: 'radio', options: ['match', 'needs-update', 'unknown'] } },
} satisfies Meta<typeof VersionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Sighted users see the icon; screen readers hear the words.
    await expect(canvasElement).toHaveTextContent('24.3.1(Up to date)');
  },
};

export const Playground: Story = { args: { showLabel: false } };

export const NeedsUpdate: Story = {
  args: { status: versionStatusOf(0), version: '23.9.0' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('23.9.0(Needs update)');
  },
};

export const Empty: Story = {
  args: { status: versionStatusOf(null), version: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No version reported');
  },
};

export const WithLabel: Story = {
  render: () => (
    <div className="grid gap-2">
      <VersionStatus status="match" version="24.3.1" showLabel />
      <VersionStatus status="needs-update" version="23.9.0" showLabel />
      <VersionStatus status="unknown" showLabel />
    </div>
  ),
};

export const LongText: Story = {
  args: { status: 'needs-update', version: '2024.11.28-preview+build.20241128.1733' },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: WithLabel.render };
