import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { InactivityWarningView, type InactivityWarningViewProps } from './inactivity-warning.tsx';

/** The warning `msLeft` before the logout, reckoned from when the story renders (the clock may be frozen). */
function WarningAt({ msLeft, ...props }: Omit<InactivityWarningViewProps, 'deadline'> & { msLeft: number | null }) {
  const [deadline] = useState(() => (msLeft === null ? null : Date.now() + msLeft));
  return <InactivityWarningView deadline={deadline} {...props} />;
}

const page = within(document.body);

const meta = {
  title: 'Features/Shell/InactivityWarning',
  component: WarningAt,
  args: { msLeft: 60_000, staySignedIn: fn(), logout: fn() },
} satisfies Meta<typeof WarningAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A minute before the inactivity logout: the countdown, with 'Stay signed in' focused. */
export const Warning: Story = {
  play: async () => {
    const dialog = await page.findByRole('alertdialog', { name: 'Are you still there?' });
    await expect(dialog).toHaveAccessibleDescription(/you will be signed out in (59|60) seconds because you have been/);
    await expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  },
};

export const StaySignedIn: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await expect(args.staySignedIn).toHaveBeenCalled();
    await expect(args.logout).not.toHaveBeenCalled();
  },
};

/** Escape closes the warning: the user is evidently there, so it counts as staying. */
export const EscapeStays: Story = {
  play: async ({ args, userEvent }) => {
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.staySignedIn).toHaveBeenCalledOnce();
  },
};

export const LogOutNow: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out now' }));
    await expect(args.logout).toHaveBeenCalledOnce();
  },
};

export const NothingToWarnOf: Story = {
  args: { msLeft: null },
  play: async () => {
    await expect(page.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The last second's wording is singular. */
export const LastSecond: Story = {
  args: { msLeft: 900 },
  parameters: { visual: { disable: true } },
  play: async () => {
    const dialog = await page.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(/signed out in (1 second|0 seconds) because/);
  },
};
