import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { day, packThroughApi } from './api-helpers.ts';
import { currentUserStatus, demo, readOutbox, signIn } from './session-helpers.ts';

// A person's page against the real server: an administrator opens a person from the users list, sees their seats,
// signs them out everywhere, deactivates them (they can no longer sign in), revokes one of the seats kept and
// reactivates them; a pack's manager opens the same person and is offered only a manager's actions. The journey makes
// its own people, on a domain of its own, so no demo account changes.

const stamp = Date.now();
const password = 'Journey!2345';
const holder = { email: `holder.${stamp}@people-journey.example`, firstName: 'Tamsin', lastName: `Okafor${stamp}` };
const boss = { email: `boss.${stamp}@people-journey.example`, firstName: 'Idris', lastName: `Vale${stamp}` };
const fullName = `${holder.firstName} ${holder.lastName}`;

/**
 * Makes an account as the signed-in administrator (a manager when told) and gives it `password` through the reset
 * link its owner asks for (`owner`: a request context of its own, signed out); answers its id.
 */
async function userThroughApi(
  page: Page,
  owner: APIRequestContext,
  person: typeof holder,
  isManager = false,
): Promise<string> {
  const created = await page.request.post('/api/User', { data: { ...person, countryCode: 'US', isManager } });
  expect(created.status(), person.email).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  expect((await owner.post('/api/ForgotPassword', { data: { Email: person.email } })).ok()).toBe(true);
  const link = await readOutbox(owner, person.email, /https?:\/\/\S+\/ResetPassword\?token=\S+/);
  const token = new URL(link).searchParams.get('token') ?? '';
  const reset = await owner.put(`/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent(password)}`);
  expect(reset.ok(), person.email).toBe(true);
  return id;
}

/** The holder, signed in in a browser of their own (another context: their own cookies). */
async function holderBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

/** Answers YES to an action's question, which names the person, and waits for the toast saying what was done. */
async function confirmAction(page: Page, button: string, question: string, done: string) {
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toContainText(holder.email);
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText(done, { exact: true })).toBeVisible();
}

test.describe("a person's page", () => {
  // The manager's part reads the person and the pack the administrator's part made.
  test.describe.configure({ mode: 'serial' });
  let holderId = '';
  let businessPack = '';

  test('an administrator signs a person out everywhere, deactivates them, revokes a seat and reactivates them', async ({
    page,
    browser,
    request,
  }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
    holderId = await userThroughApi(page, request, holder);
    await userThroughApi(page, request, boss, true);
    const seat = { accountName: holder.email, firstName: holder.firstName, lastName: holder.lastName };
    businessPack = await packThroughApi(page, {
      productId: 3,
      seats: 3,
      name: boss.email,
      startDate: day(-10),
      endDate: day(300),
      users: [seat],
    });
    await packThroughApi(page, {
      productId: 1,
      seats: 2,
      name: `other.${stamp}@people-journey.example`,
      startDate: day(-10),
      endDate: day(300),
      users: [seat],
    });

    // The holder signs in elsewhere: a session the administrator can end.
    const elsewhere = await holderBrowser(browser);
    await signIn(elsewhere.page, holder.email, password);
    await expect.poll(() => currentUserStatus(elsewhere.page)).toBe(200);

    // From the users list, the e-mail opens the person's page.
    await page.goto(`/user/list?criteria=${encodeURIComponent(holder.email)}`);
    await page.getByRole('link', { name: `Open the page of ${holder.email}` }).click();
    await expect(page).toHaveURL(new RegExp(`/people/${holderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    const seats = page.getByRole('table', { name: 'Seats held' });
    await expect(
      seats.getByRole('link', { name: `Users of the Docwise Business pack of ${boss.email}` }),
    ).toBeVisible();
    await expect(seats.getByRole('link', { name: /^Users of the Docwise Standard pack of other\./ })).toBeVisible();
    const signInList = page.getByRole('region', { name: 'Sign-in' });
    await expect(signInList.getByText('Active', { exact: true })).toBeVisible();

    await confirmAction(page, 'Sign out everywhere', 'Sign out everywhere?', '1 session was ended.');
    await expect.poll(() => currentUserStatus(elsewhere.page)).toBe(401);

    await confirmAction(page, 'Deactivate', 'Deactivate this account?', 'The account was deactivated.');
    await expect(
      page.getByText('This deactivated account still holds 2 seats. Revoke them or keep them.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate' })).toBeFocused();

    // Deactivated, the right password no longer signs in.
    await signIn(elsewhere.page, holder.email, password);
    await expect(
      elsewhere.page.getByText('This account has been deactivated. Please contact your administrator.'),
    ).toBeVisible();
    expect(await currentUserStatus(elsewhere.page)).toBe(401);

    // One of the seats kept is revoked; the other stays.
    await seats.getByRole('button', { name: /^Revoke the seat in the Docwise Standard pack/ }).click();
    const revoke = page.getByRole('alertdialog', { name: 'Revoke this seat?' });
    await revoke.getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText('The seat was revoked.', { exact: true })).toBeVisible();
    await expect(seats.getByRole('row')).toHaveCount(2);
    await expect(page.getByText('This deactivated account still holds 1 seat. Revoke it or keep it.')).toBeVisible();

    await confirmAction(page, 'Reactivate', 'Reactivate this account?', 'The account was reactivated.');
    await expect(page.getByText(/still holds/)).toHaveCount(0);
    await expect(signInList.getByText('Active', { exact: true })).toBeVisible();

    // Reactivated, the holder signs in again.
    await signIn(elsewhere.page, holder.email, password);
    await expect.poll(() => currentUserStatus(elsewhere.page)).toBe(200);
    await elsewhere.context.close();
  });

  test("a pack's manager reads a seat holder of their pack and is offered only a manager's actions", async ({
    page,
    browser,
  }) => {
    const elsewhere = await holderBrowser(browser);
    await signIn(elsewhere.page, holder.email, password);
    await expect.poll(() => currentUserStatus(elsewhere.page)).toBe(200);

    await signIn(page, boss.email, password);
    await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
    await page.goto(`/license-usage/${businessPack}`);
    // The seat holder's e-mail on the pack's users page opens their page.
    await page
      .getByRole('table', { name: 'Users of the license pack' })
      .getByRole('link', { name: `Open the page of ${holder.email}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/people/${holderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    const seats = page.getByRole('table', { name: 'Seats held' });
    await expect(seats.getByRole('row')).toHaveCount(2);
    await expect(
      seats.getByRole('link', { name: `Users of the Docwise Business pack of ${boss.email}` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button')).toHaveText(['Sign out everywhere']);
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
    await elsewhere.context.close();
  });
});
