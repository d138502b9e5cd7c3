import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { FAKE_MANAGER_BUSINESS_PACK } from '../licenses/fake.ts';
import { fakeUsers } from '../session/fake.ts';
import { LicenseUsers } from './license-users.tsx';

const m = messages.cloudSettings;
/** In another customer's organization (the first dialog), and in the manager's other one (the second). */
const OTHER_CUSTOMER = 'taylor.brooks@northwind.example';
const MANAGER_ORGANIZATION = 'drew.park@labs.example';

/** The add-user row's organization dialogs (spec §4), on the manager's Business pack (linked to Example Corp). */
const meta = {
  title: 'Features/LicenseUsers/OrganizationConflict',
  component: LicenseUsers,
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK, onNavigate: fn() },
  parameters: { layout: 'fullscreen', fakeApi: { signedInAs: fakeUsers.manager } },
} satisfies Meta<typeof LicenseUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const toast = async (text: string) =>
  (await body().findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
const seats = (canvas: ReturnType<typeof within>) => canvas.getByText(/ seats used$/);
/** The organization question, titled by what YES does: move the user, or move the pack. */
const question = (title: string = m.moveUserTitle) => body().findByRole('alertdialog', { name: title });

/** Fills the add-user row with `email` and sends it, once the pack's users are read. */
async function addUser(
  canvas: ReturnType<typeof within>,
  userEvent: { type(element: Element, text: string): Promise<void>; click(element: Element): Promise<void> },
  email: string,
) {
  await canvas.findByRole('table', { name: 'Users of the license pack' });
  await waitFor(() => expect(seats(canvas)).toHaveTextContent('3 of 5 seats used'));
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Org');
  await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Member');
  await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
}

/**
 * The server's 'User is part of other organization' (another customer's): "Move the user to this license's
 * organization?", YES/CANCEL. The seat counted at once goes back while
 * the question is asked; YES sends the row again with the answer, and the user is added.
 */
export const MoveUser: Story = {
  play: async ({ canvas, userEvent }) => {
    await addUser(canvas, userEvent, OTHER_CUSTOMER);
    const dialog = await question();
    await expect(dialog).toHaveAccessibleDescription(m.moveUserQuestion(OTHER_CUSTOMER, null));
    await expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toHaveFocus();
    await expect(seats(canvas)).toHaveTextContent('3 of 5 seats used');
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await expect(await toast(messages.licenseUsers.assigned)).toBeVisible();
    const grid = canvas.getByRole('table', { name: 'Users of the license pack' });
    await expect(await within(grid).findByRole('row', { name: /taylor\.brooks@northwind\.example/ })).toBeVisible();
    await expect(seats(canvas)).toHaveTextContent('4 of 5 seats used');
  },
};

/** CANCEL: nobody is added, the seat stays free, and the row keeps what was typed, the e-mail focused. */
export const MoveUserCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await addUser(canvas, userEvent, OTHER_CUSTOMER);
    await userEvent.click(within(await question()).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue(OTHER_CUSTOMER);
    await expect(seats(canvas)).toHaveTextContent('3 of 5 seats used');
    await expect(canvas.queryByRole('row', { name: /taylor\.brooks/ })).toBeNull();
  },
};

/**
 * The server's 'User is part of other organization2' (another of the manager's organizations): "Change this
 * license's organization?", YES/NO, naming it. NO adds
 * nobody; YES updates the license's organization and adds the user.
 */
export const UpdateLicenseOrganization: Story = {
  play: async ({ canvas, userEvent }) => {
    await addUser(canvas, userEvent, MANAGER_ORGANIZATION);
    let dialog = await question(m.updateLicenseTitle);
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(m.updateLicenseQuestion(MANAGER_ORGANIZATION, 'Example Labs')),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(seats(canvas)).toHaveTextContent('3 of 5 seats used');
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    dialog = await question(m.updateLicenseTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await expect(await toast(messages.licenseUsers.assigned)).toBeVisible();
    await expect(seats(canvas)).toHaveTextContent('4 of 5 seats used');
  },
};

let refuseAnswer: (error: unknown) => void = () => {};

/** The answer refused (the pack filled meanwhile): the seat counted while it was sent goes back, 'Usage Error'. */
export const AnswerRefused: Story = {
  parameters: {
    consoleApi: {
      licenseUsages: {
        assignWithOrganization: () =>
          new Promise((_, reject) => {
            refuseAnswer = reject;
          }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await addUser(canvas, userEvent, OTHER_CUSTOMER);
    await userEvent.click(within(await question()).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(seats(canvas)).toHaveTextContent('4 of 5 seats used'));
    refuseAnswer(
      new ApiError(400, messages.licenseUsers.noSeatsLeft, {
        body: { statusCode: 400, error: 'Bad Request', message: messages.licenseUsers.noSeatsLeft },
      }),
    );
    const text = messages.licenseUsers.assignFailed(OTHER_CUSTOMER, messages.licenseUsers.noSeatsLeft);
    const description = await toast(text);
    await expect(within(description!.closest('[data-slot=toast]')!).getByText('Usage Error')).toBeVisible();
    await waitFor(() => expect(seats(canvas)).toHaveTextContent('3 of 5 seats used'));
  },
};

/** An administrator is told the other customer's organization by name. */
export const AdministratorSeesOrganization: Story = {
  parameters: { fakeApi: { signedInAs: fakeUsers.administrator, latencyMs: 100 } },
  play: async ({ canvas, userEvent }) => {
    await addUser(canvas, userEvent, OTHER_CUSTOMER);
    const dialog = await question();
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(m.moveUserQuestion(OTHER_CUSTOMER, 'Northwind Traders')),
    );
  },
};

/** On a phone: the question and its answers side by side, within the screen. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    await addUser(canvas, userEvent, MANAGER_ORGANIZATION);
    const dialog = await question(m.updateLicenseTitle);
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(m.updateLicenseQuestion(MANAGER_ORGANIZATION, 'Example Labs')),
    );
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    const yes = within(dialog).getByRole('button', { name: 'YES' });
    const no = within(dialog).getByRole('button', { name: 'NO' });
    await expect(yes.getBoundingClientRect().top).toBe(no.getBoundingClientRect().top);
  },
};
