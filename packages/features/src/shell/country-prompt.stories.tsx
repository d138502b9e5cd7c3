import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetCountryPrompt } from '../api/country-prompt-store.ts';
import { fakeUsers } from '../session/fake.ts';
import { CountryPrompt } from './country-prompt.tsx';

const page = within(document.body);

const meta = {
  title: 'Features/Shell/CountryPrompt',
  component: CountryPrompt,
  args: { user: { ...fakeUsers.user, countryCode: null }, onNavigate: fn() },
  // Every story is a fresh sign-in.
  beforeEach: () => {
    resetCountryPrompt();
    return resetCountryPrompt;
  },
} satisfies Meta<typeof CountryPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Your country' });
    await expect(dialog).toHaveAccessibleDescription('Please update your country in your profile.');
    await expect(within(dialog).getByRole('button', { name: 'Maybe Later' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Update Country' })).toHaveAttribute(
      'href',
      '/user/my-account',
    );
  },
};

export const Playground: Story = {};

export const UpdateCountry: Story = {
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Your country' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Update Country' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/user/my-account');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MaybeLater: Story = {
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Your country' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const Escape: Story = {
  play: async () => {
    await page.findByRole('dialog', { name: 'Your country' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A user with a country is never asked. */
export const HasCountry: Story = {
  args: { user: fakeUsers.user },
  play: async () => {
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
