import { wayfindingMessages } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FAKE_MANAGER_STANDARD_PACK } from '../licenses/fake.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { LicenseUsers } from './license-users.tsx';

const reason = wayfindingMessages.submitBlocked('Add User');

/** The Standard pack's users page (10 seats, 2 used), once its list is in. */
async function addUserRow() {
  const screen = await render(
    <FakeConsoleProviders>
      <LicenseUsers licenseId={FAKE_MANAGER_STANDARD_PACK} onNavigate={() => undefined} />
    </FakeConsoleProviders>,
  );
  await expect.element(screen.getByRole('table', { name: 'Users of the license pack' })).toBeVisible();
  const row = screen.getByRole('form', { name: 'Add a user' });
  return {
    row,
    add: row.getByRole('button', { name: 'Add User' }),
    email: row.getByRole('textbox', { name: /Email/ }),
    firstName: row.getByRole('textbox', { name: /First Name/ }),
    lastName: row.getByRole('textbox', { name: /Last Name/ }),
  };
}

describe('given the add-user row of a pack with free seats', () => {
  it('should tell screen readers why Add User is disabled, and show no standing hint while the row is empty', async () => {
    const { row, add } = await addUserRow();
    await expect.element(add).toBeDisabled();
    await expect.element(add).toHaveAccessibleDescription(reason);
    expect(row.getByText(reason).query()).not.toBeVisible();
  });

  it('should show the reason once something is typed that is not yet a valid e-mail, and drop it once the row is valid', async () => {
    const { row, add, email, firstName, lastName } = await addUserRow();
    await email.fill('casey.new@');
    await expect.element(row.getByText(reason)).toBeVisible();
    await expect.element(add).toHaveAccessibleDescription(reason);
    // Not yet left, so the e-mail's own message waits (spec §5 shows it once the field is left).
    expect(row.getByText(messages.addUser.emailInvalid).query()).toBeNull();

    await email.fill('casey.new@example.com');
    await firstName.fill('Casey');
    await lastName.fill('New');
    await expect.element(add).toBeEnabled();
    expect(row.getByText(reason).query()).not.toBeVisible();
    await expect.element(add).toHaveAccessibleDescription('');
  });

  it('should hide the reason again once what was typed is erased', async () => {
    const { row, add, email } = await addUserRow();
    await email.fill('x');
    await expect.element(row.getByText(reason)).toBeVisible();
    await email.clear();
    await expect.poll(() => row.getByText(reason).query()).not.toBeVisible();
    await expect.element(add).toHaveAccessibleDescription(reason);
  });
});
