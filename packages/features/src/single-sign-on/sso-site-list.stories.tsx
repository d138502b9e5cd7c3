import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { fakeRotatingSite, fakeSsoSites } from './fake.ts';
import { SsoSiteList } from './sso-site-list.tsx';

const meta = {
  title: 'Features/SingleSignOn/SsoSiteList',
  component: SsoSiteList,
  args: { user: fakeUsers.administrator, onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SsoSiteList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const toastOf = async (text: string) =>
  (await page.findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(2)
    .map((row) => row.querySelector('td .font-medium')?.textContent);
const contoso = fakeSsoSites.find((site) => site.name === 'Contoso Portal')!;

/** An administrator: the heading, Add Site, the first five sites by name with their columns, and the pages. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Single Sign On Sites' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add Site' })).toHaveAttribute('href', '/single-sign-on/new');
    const table = await canvas.findByRole('table', { name: 'Single Sign On Sites' });
    await expect(await within(table).findByText('Adventure Works Academy')).toBeVisible();
    for (const header of ['Name', 'URL', 'Public Key']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort');
    }
    await expect(names(table)).toEqual(fakeSsoSites.slice(0, 5).map((site) => site.name));
    // The URL column (the name cell repeats the URL only on a phone, where that column gives way).
    const contosoRow = within(table).getByText(contoso.name).closest('tr')!;
    await expect(
      within(contosoRow)
        .getAllByText(contoso.url)
        .filter((cell) => cell.checkVisibility()),
    ).toHaveLength(1);
    await expect(within(table).getAllByText(/^P-256 …[\w+/=]{16}$/, { selector: 'code' })).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: `Edit: ${contoso.name}` })).toHaveAttribute(
      'href',
      `/single-sign-on/edit/${contoso.id}`,
    );
    await expect(canvas.getByRole('button', { name: `Delete: ${contoso.name}` })).toBeVisible();
    await expect(canvas.getByText(`1–5 of ${fakeSsoSites.length}`)).toBeVisible();
    await expect(canvas.getByLabelText('Rows per page')).toHaveValue('5');
  },
};

export const Playground: Story = {};

/** Name and URL filter as typed; a filter that keeps nothing says so. */
export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Single Sign On Sites' });
    await within(table).findByText('Adventure Works Academy');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter URL' }), '.com/sso');
    await waitFor(() => expect(names(table)).toEqual(['Adventure Works Academy', 'Tailspin Toys Support']));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter Name' }), 'TAIL');
    await waitFor(() => expect(names(table)).toEqual(['Tailspin Toys Support']));
    await expect(canvas.queryByRole('navigation', { name: 'Single Sign On Sites pages' })).toBeNull();
  },
};

/** Filters that keep no site say so, not that there is none. */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Single Sign On Sites' });
    await within(table).findByText('Adventure Works Academy');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter Name' }), 'no such site');
    await expect(await within(table).findByText('No SSO site matches the filters.')).toBeVisible();
    await expect(within(table).queryByText('There are no SSO sites to show.')).toBeNull();
  },
};

/** Every column sorts from the keyboard; the header says which way (aria-sort). */
export const Sorted: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Single Sign On Sites' });
    await within(table).findByText('Adventure Works Academy');
    const urlHeader = within(table).getByRole('columnheader', { name: 'URL' });
    within(urlHeader).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(urlHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    await userEvent.keyboard('{Enter}');
    await expect(urlHeader).toHaveAttribute('aria-sort', 'descending');
    const byUrl = [...fakeSsoSites].sort((a, b) => b.url.localeCompare(a.url)).slice(0, 5);
    await waitFor(() => expect(names(table)).toEqual(byUrl.map((site) => site.name)));
  },
};

/** Five rows a page unless chosen: the next page, then 10 rows on one page. */
export const Paging: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Single Sign On Sites' });
    await within(table).findByText('Adventure Works Academy');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names(table)).toEqual(fakeSsoSites.slice(5).map((site) => site.name)));
    await expect(canvas.getByText(`6–${fakeSsoSites.length} of ${fakeSsoSites.length}`)).toBeVisible();
    await expect(
      [...canvas.getByLabelText('Rows per page').querySelectorAll('option')].map((option) => option.value),
    ).toEqual(['5', '10', '15', '20', '25']);
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '10');
    await waitFor(() => expect(names(table)).toHaveLength(fakeSsoSites.length));
    await expect(canvas.queryByRole('button', { name: 'Page 2' })).toBeNull();
  },
};

/** The copy button copies the whole key and says so. */
export const CopyPublicKey: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Copy the public key of ${contoso.name}` }));
    await expect(await canvas.findByText(`The public key of ${contoso.name} was copied.`)).toBeInTheDocument();
    await expect(await navigator.clipboard.readText()).toBe(contoso.publicKey);
  },
};

/** Delete asks first ('Delete SSO?', YES/CANCEL); CANCEL keeps the site. The story stops on the question. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Delete: ${contoso.name}` }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete SSO?' });
    await expect(dialog).toHaveAccessibleDescription(`Are you sure to delete '${contoso.name}' SSO?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText(contoso.name)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Delete: ${contoso.name}` }));
    const again = await page.findByRole('alertdialog', { name: 'Delete SSO?' });
    await expect(within(again).getByRole('button', { name: 'YES' })).toBeVisible();
  },
};

/** YES deletes: 'Deleted successfully.', and the site leaves the list. */
export const Deleted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Delete: ${contoso.name}` }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete SSO?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await expect(await toastOf('Deleted successfully.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(contoso.name)).toBeNull());
  },
};

/**
 * During a key rotation's overlap a site shows both keys: the new one, and under it the previous one with its end
 * (UTC), each copied whole by its own button.
 */
export const DuringRotation: Story = {
  parameters: {
    consoleApi: {
      singleSignOn: {
        listSsoSites: async () =>
          fakeSsoSites.map((site) => (site.id === fakeRotatingSite.id ? fakeRotatingSite : site)),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Single Sign On Sites' });
    const row = (await within(table).findByText(contoso.name)).closest('tr')!;
    await expect(within(row).getByText('Previous key, valid until 03/17/2026 12:00 UTC')).toBeVisible();
    await expect(within(row).getAllByText(/^P-256 …[\w+/=]{16}$/, { selector: 'code' })).toHaveLength(2);
    await expect(within(table).getAllByText(/^Previous key, valid until/)).toHaveLength(1);
    await userEvent.click(within(row).getByRole('button', { name: `Copy the previous public key of ${contoso.name}` }));
    await expect(await canvas.findByText(`The previous public key of ${contoso.name} was copied.`)).toBeInTheDocument();
    await expect(await navigator.clipboard.readText()).toBe(contoso.publicKey);
    await userEvent.click(within(row).getByRole('button', { name: `Copy the public key of ${contoso.name}` }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(fakeRotatingSite.publicKey));
  },
};

/** No site yet. */
export const Empty: Story = {
  parameters: { consoleApi: { singleSignOn: { listSsoSites: async () => [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no SSO sites to show.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add Site' })).toBeVisible();
  },
};

/** The first read is under way. */
export const Loading: Story = {
  parameters: { consoleApi: { singleSignOn: { listSsoSites: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Loading SSO sites...'))[0]).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Single Sign On Sites' })).toHaveAttribute('aria-busy', 'true');
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** The read failed: said as such (never as an empty list), with a retry that reads again. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { singleSignOn: { listSsoSites: failingRead } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The SSO sites could not be read.')).toBeVisible();
    await expect(canvas.queryByText('There are no SSO sites to show.')).toBeNull();
    const reads = failingRead.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBe(reads + 1));
  },
};

/** Anyone but an administrator reads 'Access Denied', and nothing is read. */
export const NotAdministrator: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Single Sign On Sites' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access Denied');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * On a phone: each site's name with its address under it, the key's copy button and one menu of its actions; the
 * URL column left out. The name filter's hint fits its box, and an address wraps after its slashes.
 */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    const table = await canvas.findByRole('table', { name: 'Single Sign On Sites' });
    const site = fakeSsoSites.find((each) => each.name === 'Adventure Works Academy')!;
    await expect(await within(table).findByText(site.name)).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways, nor does the grid.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const box = table.parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    // The hint is drawn whole: its text is no wider than the box inside its padding.
    const filter = within(table).getByPlaceholderText('Filter names');
    const style = getComputedStyle(filter);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = filter.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    await expect(context.measureText('Filter names').width).toBeLessThanOrEqual(room);
    // The address under the name may break after each slash, and reads (and copies) as it is.
    const address = within(table).getAllByText(
      (_, element) => element?.textContent === site.url && element.tagName === 'SPAN',
    )[0]!;
    await expect(address).toBeVisible();
    // https://academy.adventure-works.com/sso/callback: after `https://`, `.com/` and `sso/`.
    await expect(site.url).toBe('https://academy.adventure-works.com/sso/callback');
    await expect(address.querySelectorAll('wbr')).toHaveLength(3);
    // Edit and Delete share one menu a row.
    await userEvent.click(within(table).getByRole('button', { name: `Actions: ${site.name}` }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/single-sign-on/edit/${encodeURIComponent(site.id)}`,
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete SSO?' });
    await expect(dialog).toHaveAccessibleDescription(`Are you sure to delete '${site.name}' SSO?`);
  },
};

/**
 * On a phone, while a delete is on its way: the row's menu button spins but still opens, its Edit still leads to the
 * form, and its Delete waits.
 */
export const PhoneDeleting: Story = {
  ...phoneStory,
  parameters: {
    ...phoneStory.parameters,
    consoleApi: { singleSignOn: { deleteSsoSite: () => new Promise<void>(() => {}) } },
  },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Single Sign On Sites' });
    // The menu's button is drawn anew once its menu mounts: found again each time.
    const actions = () => within(table).getByRole('button', { name: `Actions: ${contoso.name}` });
    await userEvent.click(await within(table).findByRole('button', { name: `Actions: ${contoso.name}` }));
    await userEvent.click(within(await page.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(actions()).toHaveAttribute('aria-busy', 'true'));
    await expect(actions()).toBeEnabled();
    await expect(actions().querySelector('[data-slot=spinner]')).not.toBeNull();
    await userEvent.click(actions());
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/single-sign-on/edit/${encodeURIComponent(contoso.id)}`,
    );
  },
};
