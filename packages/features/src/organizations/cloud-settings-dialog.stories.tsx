import { type LicenseUsageSettings, NO_USAGE_SETTINGS } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { LicenseUsers } from '../license-usages/index.ts';
import { FAKE_MANAGER_BUSINESS_PACK } from '../licenses/fake.ts';
import { fakeUsers } from '../session/fake.ts';
import { CloudSettingsDialog } from './cloud-settings-dialog.tsx';

const m = messages.cloudSettings;

/** What the server grants on the manager's Business pack: an administrator everything, the manager no linking. */
const grants = (overrides: Partial<LicenseUsageSettings> = {}): LicenseUsageSettings => ({
  ...NO_USAGE_SETTINGS,
  cloudSettings: true,
  renameOrganization: true,
  changeOrganization: true,
  linkOrganization: true,
  ...overrides,
});
const asManager = { fakeApi: { signedInAs: fakeUsers.manager } };

const meta = {
  title: 'Features/LicenseUsers/CloudSettings',
  component: CloudSettingsDialog,
  args: {
    licenseId: FAKE_MANAGER_BUSINESS_PACK,
    settings: grants(),
    used: 3,
    total: 5,
    open: true,
    onOpenChange: fn(),
    onChanged: fn(),
  },
} satisfies Meta<typeof CloudSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: 'Cloud Settings' });
const toast = async (text: string) =>
  (await body().findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
/** The organization the dialog shows for the pack. */
const shownOrganization = async (panel: HTMLElement) =>
  (await within(panel).findByText(m.organization)).nextElementSibling?.textContent;

/**
 * An administrator (spec §6 rows 4, 9): the organization, then rename, change and link; once read, typing starts
 * in the rename field.
 */
export const Administrator: Story = {
  play: async () => {
    const panel = await dialog();
    await waitFor(async () => expect(await shownOrganization(panel)).toBe('Example Corp'));
    const name = within(panel).getByRole('textbox', { name: 'Organization Name' });
    await expect(name).toHaveValue('Example Corp');
    await waitFor(() => expect(name).toHaveFocus());
    const choices = within(panel).getByRole('combobox', { name: 'New Organization' });
    await expect(
      within(choices)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select...', 'Example Labs']);
    await expect(within(panel).getByRole('button', { name: 'Change Organization' })).toBeDisabled();
    await expect(within(panel).getByRole('heading', { name: 'Link Organization' })).toBeVisible();
    await expect(within(panel).getByRole('searchbox', { name: 'Search by Name' })).toBeVisible();
  },
};

/** The dialog as the caller is granted it. */
export const Playground: Story = {};

/** The pack's manager (more than one organization): rename and change, but no linking (spec §6 row 4). */
export const Manager: Story = {
  args: { settings: grants({ linkOrganization: false }) },
  parameters: asManager,
  play: async () => {
    const panel = await dialog();
    await waitFor(async () => expect(await shownOrganization(panel)).toBe('Example Corp'));
    await expect(within(panel).getByRole('heading', { name: 'Rename' })).toBeVisible();
    await expect(within(panel).getByRole('heading', { name: 'Change Organization' })).toBeVisible();
    await expect(within(panel).queryByRole('heading', { name: 'Link Organization' })).toBeNull();
  },
};

/** A caller granted neither (one organization only): the organization, read only. */
export const ReadOnly: Story = {
  args: { settings: grants({ renameOrganization: false, changeOrganization: false, linkOrganization: false }) },
  parameters: asManager,
  play: async () => {
    const panel = await dialog();
    await waitFor(async () => expect(await shownOrganization(panel)).toBe('Example Corp'));
    await expect(within(panel).queryByRole('textbox')).toBeNull();
    await expect(within(panel).queryByRole('combobox')).toBeNull();
    await expect(within(panel).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** A pack linked to no organization: nothing to rename or change; an administrator may link it, typing at once. */
export const NotLinked: Story = {
  parameters: {
    consoleApi: {
      organizations: {
        licenseOrganizationsForEdit: async () => ({ value: { organization: null, choices: [] }, etag: '"v1"' }),
      },
    },
  },
  play: async () => {
    const panel = await dialog();
    await waitFor(async () => expect(await shownOrganization(panel)).toBe(m.notLinked));
    await expect(within(panel).queryByRole('heading', { name: 'Rename' })).toBeNull();
    await expect(within(panel).queryByRole('heading', { name: 'Change Organization' })).toBeNull();
    await expect(within(panel).getByRole('heading', { name: 'Link Organization' })).toBeVisible();
    await waitFor(() => expect(within(panel).getByRole('searchbox', { name: 'Search by Name' })).toHaveFocus());
  },
};

/** Rename: the new name saved, 'The license organization name was successfully changed.' (spec §8), and shown. */
export const Rename: Story = {
  play: async ({ args, userEvent }) => {
    const panel = await dialog();
    const name = await within(panel).findByRole('textbox', { name: 'Organization Name' });
    await waitFor(() => expect(name).toHaveValue('Example Corp'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Example Corporation{Enter}');
    await expect(await toast(messages.licenseUsers.organizationNameChanged)).toBeVisible();
    await waitFor(async () => expect(await shownOrganization(panel)).toBe('Example Corporation'));
    await expect(args.onChanged).toHaveBeenCalled();
  },
};

const renameNeverSent = fn();

/** A blank name is refused before it is sent, with the rule's message on the field. */
export const RenameBlank: Story = {
  parameters: { consoleApi: { organizations: { changeOrganizationName: renameNeverSent } } },
  play: async ({ userEvent }) => {
    const panel = await dialog();
    const name = await within(panel).findByRole('textbox', { name: 'Organization Name' });
    await waitFor(() => expect(name).toHaveValue('Example Corp'));
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(m.nameRequired)));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(renameNeverSent).not.toHaveBeenCalled();
  },
};

/** The manager's change, asked once: what moves, and which entries the manager loses by it. */
const changeQuestion = `Move this license pack from 'Example Corp' to 'Example Labs'? Afterwards Rename and Change Organization will no longer be available to you for it.`;

/** Chooses the manager's other organization and asks for the change; answers the question asked. */
async function askChange(userEvent: {
  click: (element: Element) => Promise<void>;
  selectOptions: (element: Element, value: string) => Promise<void>;
}) {
  const panel = await dialog();
  await userEvent.selectOptions(
    await within(panel).findByRole('combobox', { name: 'New Organization' }),
    'Example Labs',
  );
  await userEvent.click(within(panel).getByRole('button', { name: 'Change Organization' }));
  const question = await body().findByRole('alertdialog', { name: 'Change Organization' });
  return { panel, question };
}

/**
 * The manager's change no longer applies on one click: the server works it out first, and the question names the
 * organization before and after and what the manager loses (both packs then in one organization: Rename and Change
 * Organization). Nothing is changed while it is asked.
 */
export const ChangeQuestion: Story = {
  args: { settings: grants({ linkOrganization: false }) },
  parameters: asManager,
  play: async ({ args, userEvent }) => {
    const { panel, question } = await askChange(userEvent);
    await expect(question).toHaveAccessibleDescription(changeQuestion);
    await expect(within(question).getByRole('button', { name: 'CANCEL' })).toHaveFocus();
    await expect(await shownOrganization(panel)).toBe('Example Corp');
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** CANCEL: the pack stays where it was, the choice stays made. */
export const ChangeCancelled: Story = {
  args: { settings: grants({ linkOrganization: false }) },
  parameters: asManager,
  play: async ({ args, userEvent }) => {
    const { panel, question } = await askChange(userEvent);
    await userEvent.click(within(question).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(await shownOrganization(panel)).toBe('Example Corp');
    await expect(within(panel).getByRole('combobox', { name: 'New Organization' })).toHaveValue('fake-organization-2');
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** YES: the manager's other organization, 'The license organization was successfully changed.' */
export const Change: Story = {
  args: { settings: grants({ linkOrganization: false }) },
  parameters: asManager,
  play: async ({ userEvent }) => {
    const { panel, question } = await askChange(userEvent);
    await userEvent.click(within(question).getByRole('button', { name: 'YES' }));
    await expect(await toast(messages.licenseUsers.organizationChanged)).toBeVisible();
    await waitFor(async () => expect(await shownOrganization(panel)).toBe('Example Labs'));
  },
};

/** Spec §8: a change refused with a 400 carrying an embedded status 401 shows the embedded message. */
export const ChangeRefused: Story = {
  args: { settings: grants({ linkOrganization: false }) },
  parameters: {
    ...asManager,
    consoleApi: {
      organizations: {
        changeOrganization: async () => {
          const body = {
            statusCode: 400,
            error: 'Bad Request',
            message: m.changeRefused,
            embedded: { status: 401, message: m.changeUnauthorized },
          };
          throw new ApiError(400, m.changeRefused, { body });
        },
      },
    },
  },
  play: async ({ args, userEvent }) => {
    const { panel, question } = await askChange(userEvent);
    await userEvent.click(within(question).getByRole('button', { name: 'YES' }));
    const choices = within(panel).getByRole('combobox', { name: 'New Organization' });
    await waitFor(() => expect(choices).toHaveAccessibleDescription(expect.stringContaining(m.changeUnauthorized)));
    await expect(choices).toHaveAttribute('aria-invalid', 'true');
    await expect(await shownOrganization(panel)).toBe('Example Corp');
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/**
 * Linking, in two steps (spec §4): search by name, select one found, confirm. CANCEL leaves the pack as it was; YES
 * links it, 'The license organization was successfully linked.' (spec §8).
 */
export const Link: Story = {
  play: async ({ userEvent }) => {
    const panel = await dialog();
    await waitFor(async () => expect(await shownOrganization(panel)).toBe('Example Corp'));
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Search by Name' }), 'example{Enter}');
    const found = await within(panel).findByRole('combobox', { name: 'Organizations found' });
    await expect(
      within(found)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select...', 'Example Corp', 'Example Holdings', 'Example Labs']);
    const link = within(panel).getByRole('button', { name: 'Link Organization' });
    await expect(link).toBeDisabled();
    await userEvent.selectOptions(found, 'Example Holdings');
    await userEvent.click(link);
    const question = await body().findByRole('alertdialog', { name: 'Link Organization' });
    await expect(question).toHaveAccessibleDescription(m.linkQuestion('Example Holdings'));
    await userEvent.click(within(question).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(await shownOrganization(panel)).toBe('Example Corp');
    await userEvent.click(link);
    await userEvent.click(
      within(await body().findByRole('alertdialog', { name: 'Link Organization' })).getByRole('button', {
        name: 'YES',
      }),
    );
    await expect(await toast(messages.licenseUsers.organizationLinked)).toBeVisible();
    await waitFor(async () => expect(await shownOrganization(panel)).toBe('Example Holdings'));
  },
};

/** A search that finds nothing says so; a blank one is refused with the rule's message. */
export const LinkSearchFindsNothing: Story = {
  play: async ({ userEvent }) => {
    const panel = await dialog();
    const search = await within(panel).findByRole('searchbox', { name: 'Search by Name' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search).toHaveAccessibleDescription(expect.stringContaining(m.searchRequired)));
    await userEvent.type(search, 'zzz{Enter}');
    await expect(await within(panel).findByText(m.noMatches('zzz'))).toBeVisible();
    await expect(within(panel).queryByRole('combobox', { name: 'Organizations found' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { organizations: { licenseOrganizationsForEdit: () => new Promise(() => {}) } } },
  play: async () => {
    await expect(await within(await dialog()).findByText(m.loading)).toBeVisible();
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed read says so, with a retry. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { organizations: { licenseOrganizationsForEdit: failingRead } } },
  play: async ({ userEvent }) => {
    const panel = await dialog();
    await expect(await within(panel).findByText(m.loadFailed)).toBeVisible();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** Reached from the Business pack's page: Settings, then Cloud Settings; Escape returns to the menu's button. */
export const FromSettingsMenu: Story = {
  render: () => <LicenseUsers licenseId={FAKE_MANAGER_BUSINESS_PACK} />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Cloud Settings' }));
    const panel = await dialog();
    await waitFor(async () => expect(await shownOrganization(panel)).toBe('Example Corp'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus());
  },
};

/** On a phone: each field above its button, all within the screen. */
export const Phone: Story = {
  ...phoneStory,
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const panel = await dialog();
    await waitFor(async () => expect(await shownOrganization(panel)).toBe('Example Corp'));
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    const rename = within(panel).getByRole('button', { name: 'Rename' });
    await expect(rename.getBoundingClientRect().top).toBeGreaterThan(
      within(panel).getByRole('textbox', { name: 'Organization Name' }).getBoundingClientRect().bottom,
    );
  },
};

/**
 * The organization renamed by another administrator right after the dialog read it: a rename based on the name
 * before is refused (412), and the stale-edit dialog shows both names over Cloud Settings.
 */
export const RenamedElsewhere: Story = {
  parameters: {
    fakeApi: {
      organizationEditedElsewhere: {
        licenseId: FAKE_MANAGER_BUSINESS_PACK,
        organizationName: 'Example Corp International',
        by: 'admin.two@example.com',
        at: '2026-03-10T14:05:00.000Z',
      },
    },
  },
  play: async ({ userEvent }) => {
    const panel = await dialog();
    const name = await within(panel).findByRole('textbox', { name: 'Organization Name' });
    await waitFor(() => expect(name).toHaveValue('Example Corp'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Example Corp Europe');
    await userEvent.click(within(panel).getByRole('button', { name: 'Rename' }));
    const stale = await body().findByRole('alertdialog', { name: messages.staleEdit.title });
    const rows = within(stale).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'OrganizationExample Corp InternationalExample Corp Europe',
    ]);
  },
};
