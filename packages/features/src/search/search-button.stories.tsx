import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { SearchButton } from './search-button.tsx';
import { searchStrings as strings } from './strings.ts';

const onNavigate = fn();

const meta = {
  title: 'Features/Search/Header search',
  component: SearchButton,
  args: { user: fakeUsers.administrator, onNavigate },
  // The header the button sits in: its dark bar, the button at its end.
  decorators: [
    (Story, context) => (
      <div className="flex min-h-header items-center justify-end gap-2 bg-header px-gutter py-2 text-header-foreground">
        <Story />
        <span className="text-caption text-header-muted">{context.args.user.name}</span>
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = () => screen.getByRole('button', { name: /^Search/ });
const dialog = () => screen.findByRole('dialog', { name: strings.title });
const box = () => screen.getByRole('combobox', { name: strings.inputLabel });
const listbox = () => screen.findByRole('listbox', { name: strings.title });

/** The answer never comes: what shows while it is on its way. */
const pending = () => new Promise<never>(() => undefined);

/** The header's button: its name, its shortcut shown and announced, nothing open. */
export const Default: Story = {
  play: async () => {
    await expect(button()).toBeVisible();
    await expect(button()).toHaveTextContent(strings.shortcutOther);
    await expect(button()).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await expect(button()).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Every prop from the controls. */
export const Playground: Story = {};

/**
 * Ctrl-K opens the dialog from anywhere with the focus in its box; the arrow keys move through the results (the box
 * keeps the focus and names the option reached), Enter opens it, and the focus goes back where it was.
 */
export const OpenByKeyboard: Story = {
  play: async ({ userEvent }) => {
    onNavigate.mockClear();
    button().focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    await dialog();
    await waitFor(() => expect(box()).toHaveFocus());
    await expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('manager@ex');
    const results = await listbox();
    await expect(within(results).getByRole('group', { name: strings.groups.packs })).toBeVisible();
    const options = within(results).getAllByRole('option');
    await expect(options.length).toBeGreaterThan(1);
    await expect(box()).toHaveAttribute('aria-expanded', 'true');
    await expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(box()).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith(options[0]!.getAttribute('href'));
    await expect(options[0]!.getAttribute('href')).toMatch(/^\/license-usage\//);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button()).toHaveFocus());
  },
};

/** A click on a result opens its page too; the button says its dialog is open meanwhile. */
export const OpenAResult: Story = {
  play: async ({ userEvent }) => {
    onNavigate.mockClear();
    await userEvent.click(button());
    await dialog();
    // The page behind the dialog is hidden from assistive technology while it is open.
    await expect(screen.getByRole('button', { name: /^Search/, hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.type(box(), 'intranet');
    const site = within(await listbox()).getByRole('option', { name: /Fabrikam Intranet/ });
    await userEvent.click(site);
    await expect(onNavigate).toHaveBeenCalledWith(site.getAttribute('href'));
    await expect(site.getAttribute('href')).toMatch(/^\/single-sign-on\/edit\//);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Escape closes the dialog and the focus goes back to the button; the next opening starts from an empty box. */
export const EscapeCloses: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(button());
    await dialog();
    await userEvent.type(box(), 'riley');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button()).toHaveFocus());
    await userEvent.keyboard('{Control>}k{/Control}');
    await dialog();
    await expect(box()).toHaveValue('');
    await expect(screen.getByRole('status')).toHaveTextContent(strings.prompt);
  },
};

/** Opened with nothing typed: what to type. */
export const Prompt: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(button());
    await dialog();
    await expect(screen.getByRole('status')).toHaveTextContent(strings.prompt);
    await userEvent.type(box(), 'a');
    await expect(screen.getByRole('status')).toHaveTextContent(strings.prompt);
    await expect(box()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** An administrator's results of every kind: packs, user accounts, products and SSO sites, each opening its page. */
export const Administrator: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(button());
    await dialog();
    const find = async (text: string, group: string, option: RegExp) => {
      await userEvent.clear(box());
      await userEvent.type(box(), text);
      const found = await within(await listbox()).findByRole('group', { name: group });
      return within(found).getByRole('option', { name: option });
    };
    await expect((await find('ada', strings.groups.people, /Ada Lovelace/)).getAttribute('href')).toMatch(
      /^\/people\//,
    );
    await expect((await find('tailspin', strings.groups.ssoSites, /Tailspin Toys/)).getAttribute('href')).toMatch(
      /^\/single-sign-on\/edit\//,
    );
    await expect(
      (await find('manager@', strings.groups.packs, /Business · manager@example\.com/)).getAttribute('href'),
    ).toMatch(/^\/license-usage\//);
    await expect((await find('business', strings.groups.products, /Docwise Business/)).getAttribute('href')).toMatch(
      /^\/product\/edit\//,
    );
  },
};

/** A pack manager: their packs found by a seat holder, and the person, whose result opens their pack's users. */
export const Manager: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ userEvent }) => {
    await userEvent.click(button());
    await dialog();
    await userEvent.type(box(), 'riley');
    const results = await listbox();
    const packs = within(results).getByRole('group', { name: strings.groups.packs });
    await expect(within(packs).getByRole('option', { name: /Seat holder: Riley Chen/ })).toBeVisible();
    const people = within(results).getByRole('group', { name: strings.groups.people });
    const riley = within(people).getByRole('option', { name: /Riley Chen/ });
    await expect(riley).toHaveTextContent(strings.seatIn('Standard'));
    await expect(riley.getAttribute('href')).toBe('/license-usage/fake-license-standard');
    await expect(within(results).queryByRole('group', { name: strings.groups.ssoSites })).toBeNull();
  },
};

/** An ordinary user: the products of their packs, leading to the license list filtered by them; no people. */
export const OrdinaryUser: Story = {
  args: { user: fakeUsers.user },
  parameters: { fakeApi: { signedInAs: fakeUsers.user } },
  play: async ({ userEvent }) => {
    await userEvent.click(button());
    await dialog();
    await userEvent.type(box(), 'business');
    const results = await listbox();
    const product = within(results).getByRole('option', { name: /Business/ });
    await expect(product).toHaveTextContent(strings.yourPacksOf);
    await expect(product.getAttribute('href')).toBe('/?product=3&status=all');
    await expect(within(results).queryByRole('group', { name: strings.groups.people })).toBeNull();
  },
};

/** Nothing matches: said so, naming the text. */
export const Empty: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(button());
    await dialog();
    await userEvent.type(box(), 'zzqx');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(strings.nothingFound('zzqx')));
    await expect(box()).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
};

/** While the first answer is on its way. */
export const Loading: Story = {
  parameters: { consoleApi: { search: { search: pending } } },
  play: async ({ userEvent }) => {
    await userEvent.click(button());
    await dialog();
    await userEvent.type(box(), 'riley');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(strings.searching));
  },
};

const search = fn(async () => {
  throw new ApiError(500, 'Internal Server Error');
});

/** The search failed: said so, with Try again, which asks again. */
export const Failed: Story = {
  parameters: { consoleApi: { search: { search } } },
  play: async ({ userEvent }) => {
    search.mockClear();
    await userEvent.click(button());
    await dialog();
    await userEvent.type(box(), 'riley');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(strings.failed));
    const calls = search.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: strings.retry }));
    await waitFor(() => expect(search.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** A text longer than a search takes: refused in the dialog, nothing asked. */
export const TooLong: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(button());
    await dialog();
    box().focus();
    await userEvent.paste('x'.repeat(101));
    await expect(screen.getByRole('status')).toHaveTextContent(strings.tooLong(100));
    await expect(box()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** On a phone the button is its magnifying glass, still named Search, and the dialog takes the width. */
export const Phone: Story = {
  ...phoneStory,
  args: { user: fakeUsers.manager },
  parameters: { ...phoneStory.parameters, fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ userEvent }) => {
    await expect(button()).toBeVisible();
    await expect(button().getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await userEvent.click(button());
    await dialog();
    await userEvent.type(box(), 'ex');
    await expect(await listbox()).toBeVisible();
    // A touch screen has no Escape: the dialog's own button closes it.
    await userEvent.click(screen.getByRole('button', { name: strings.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(button());
    await userEvent.type(await waitFor(() => box()), 'riley');
    await expect(await listbox()).toBeVisible();
  },
};
