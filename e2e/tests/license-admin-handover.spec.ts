import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import { demo, readOutbox, signIn } from './session-helpers.ts';

// The newest toast of that text: an earlier one may still be showing (toasts stay 5 s).
const toast = (page: Page, text: string) => page.locator('[data-slot=toast-description]', { hasText: text }).last();
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Change License Admin' });
const currentAdministrator = (page: Page) => dialog(page).locator('[data-slot=change-license-admin-current]');
const history = (page: Page) => dialog(page).getByRole('table', { name: 'Administrators of the license pack so far' });
const ACCEPT_LINK = /https?:\/\/\S+\/license-admin\/accept\?token=\S+/;
const SET_PASSWORD_LINK = /https?:\/\/\S+\/ResetPassword\?token=\S+/;
const PASSWORD = 'Handover!2345';

async function openChangeLicenseAdmin(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Change License Admin' }).click();
  await expect(dialog(page)).toBeVisible();
}

/** A new account has no country: the console asks for one once after signing in (spec §2.2); not now. */
async function notNowForCountry(page: Page) {
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page.getByRole('button', { name: 'Maybe Later' })).toHaveCount(0);
}

/** Signed in to the API as the administrator. */
async function administratorApi(baseURL: string | undefined): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const signedIn = await api.post('/api/Authenticate', {
    data: { Email: demo.admin.email, Password: demo.admin.password },
  });
  expect(signedIn.ok()).toBe(true);
  return api;
}

/** A new Standard pack administered by `email` (an account made without a password if new), by the administrator. */
async function newPack(api: APIRequestContext, email: string): Promise<string> {
  const products = (await (await api.get('/api/Product')).json()) as {
    productId: number;
    encryptedProductId: string;
  }[];
  const created = await api.post('/api/licenses', {
    data: {
      userCount: 5,
      name: email,
      startDate: '01/01/2030',
      endDate: '01/01/2031',
      sharepointIntegration: false,
      advancedTemplate: false,
      encryptedProductId: products.find((product) => product.productId === 1)!.encryptedProductId,
      names: { firstName: 'Hana', lastName: 'Handover' },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { encryptedId: string }).encryptedId;
}

/** Gives a passwordless account its first password through a mailed reset link (the API's side of the page). */
async function setPasswordThroughLink(api: APIRequestContext, link: string) {
  const token = new URL(link).searchParams.get('token')!;
  const set = await api.put(`/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent(PASSWORD)}`);
  expect(set.ok()).toBe(true);
}

async function administratorOf(api: APIRequestContext, pack: string): Promise<string> {
  return ((await (await api.get(`/api/Licenses/encrypted/${pack}`)).json()) as { name: string }).name;
}

/** The journey's packs go when it ends: other journeys (the merge's) pick packs from the whole list. */
async function deletePacks(api: APIRequestContext, packs: readonly string[]) {
  for (const pack of packs) expect((await api.delete(`/api/licenses/${pack}`)).ok()).toBe(true);
  await api.dispose();
}

/** A page of its own (its own cookies), for a second person in the same journey. */
async function newPerson(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

// The journey makes its own manager (two packs, so §6 row 5 lets them hand one over) and its own successor, and
// deletes the packs at the end: the demo accounts' packs stay as other journeys count them.
test('a manager of two packs hands one over; the new administrator sets a password, signs in through the mailed link and accepts; the link replayed is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const manager = `handover.manager.${stamp}@handover-journey.example`;
  const successor = `handover.successor.${stamp}@handover-journey.example`;
  const admin = await administratorApi(baseURL);
  const pack = await newPack(admin, manager);
  const kept = await newPack(admin, manager);
  const anonymous = await request.newContext({ baseURL });
  expect((await anonymous.post('/api/ForgotPassword', { data: { Email: manager } })).ok()).toBe(true);
  await setPasswordThroughLink(anonymous, await readOutbox(anonymous, manager, SET_PASSWORD_LINK));

  // The manager asks: the change waits, and the dialog shows the request waiting.
  await signIn(page, manager, PASSWORD);
  await notNowForCountry(page);
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
  await page.goto(`/license-usage/${pack}`);
  await openChangeLicenseAdmin(page);
  await expect(currentAdministrator(page)).toHaveText(manager);
  await dialog(page).getByRole('textbox', { name: "New administrator's email" }).fill(successor);
  await dialog(page).getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, `An e-mail was sent to ${successor}.`)).toBeVisible();
  await expect(dialog(page).getByText(`${successor} has not accepted yet.`)).toBeVisible();
  expect(await administratorOf(admin, pack)).toBe(manager);

  // The new administrator's mail: a first password, then the accept link.
  const link = await readOutbox(anonymous, successor, ACCEPT_LINK);
  await setPasswordThroughLink(anonymous, await readOutbox(anonymous, successor, SET_PASSWORD_LINK));

  // Signed out, the link leads through the sign-in and back to itself.
  const newcomer = await newPerson(browser);
  await newcomer.goto(link);
  await expect(newcomer).toHaveURL(/\/Login$/);
  await newcomer.getByLabel('Email').fill(successor);
  await newcomer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await newcomer.getByRole('button', { name: 'Log in' }).click();
  await notNowForCountry(newcomer);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'License administrator change' })).toBeVisible();
  await expect(newcomer).toHaveURL(/\/license-admin\/accept\?token=/);
  await expect(
    newcomer.getByText(`${manager} asks you to become the administrator of this license pack.`),
  ).toBeVisible();
  await newcomer.getByRole('button', { name: 'Accept' }).click();
  await expect(
    newcomer.getByText('The license administrator was successfully changed.', { exact: true }),
  ).toBeVisible();
  await newcomer.getByRole('link', { name: 'Manage Users' }).click();
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  await expect(newcomer.getByText('Standard license pack')).toBeVisible();
  expect(await administratorOf(admin, pack)).toBe(successor);

  // The link is spent: opened again, it says so and changes nothing.
  await newcomer.goto(link);
  await expect(newcomer.getByText('This link was already used: the license pack has been handed over.')).toBeVisible();
  await expect(newcomer.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The former manager no longer manages the pack, nor sees it: its address is not found for them.
  await page.reload();
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No match' })).toBeVisible();
  await newcomer.context().close();
  await deletePacks(admin, [pack, kept]);
  await anonymous.dispose();
});

test("an administrator's change applies at once and shows in the pack's administrator history", async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now();
  const first = `history.first.${stamp}@handover-journey.example`;
  const next = `history.next.${stamp}@handover-journey.example`;
  const admin = await administratorApi(baseURL);
  const pack = await newPack(admin, first);

  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
  await page.goto(`/license-usage/${pack}`);
  await openChangeLicenseAdmin(page);
  await expect(history(page).getByRole('row', { name: new RegExp(first.replace(/\./g, '\\.')) })).toBeVisible();

  // §5: the current administrator's own address is refused with the rule's message.
  const email = dialog(page).getByRole('textbox', { name: "New administrator's email" });
  await email.fill(first.toUpperCase());
  await dialog(page).getByRole('button', { name: 'Change Admin' }).click();
  await expect(email).toHaveAccessibleDescription(
    /Please specify a valid email address different to the current admin license\./,
  );

  await email.fill(next);
  await dialog(page).getByRole('button', { name: 'Change Admin' }).click();
  await expect(toast(page, 'The license administrator was successfully changed.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  expect(await administratorOf(admin, pack)).toBe(next);

  await openChangeLicenseAdmin(page);
  await expect(currentAdministrator(page)).toHaveText(next);
  const rows = history(page).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(next);
  await expect(rows.nth(2)).toContainText(first);
  await deletePacks(admin, [pack]);
});
