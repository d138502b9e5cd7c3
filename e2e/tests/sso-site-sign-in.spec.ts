import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

const SITE_URL = 'https://rotation.example.com/sso/callback';

/** What a site does to start a login: a request token it signs with its private key (ES256), iss = its id. */
function siteRequest(privateKeyPem: string, siteId: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode({ iss: siteId, jti: randomUUID(), iat: now, exp: now + 300 })}`;
  const signature = sign('sha256', Buffer.from(unsigned), {
    key: createPrivateKey(privateKeyPem),
    dsaEncoding: 'ieee-p1363',
  });
  return `${unsigned}.${signature.toString('base64url')}`;
}

/** Starts a login as the site would and signs in as the demo user: answers where the console sent the browser. */
async function signInThroughSite(page: Page, privateKeyPem: string, siteId: string): Promise<string | null> {
  let returned: string | null = null;
  // The site itself is not on this machine: the browser's arrival there is caught and recorded.
  await page.route(`${new URL(SITE_URL).origin}/**`, async (route) => {
    returned = route.request().url();
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'site' });
  });
  await page.goto(`/account/login/referer/${siteRequest(privateKeyPem, siteId)}`);
  await page.getByLabel('Email').fill(demo.user.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const refusal = page.getByRole('alert');
  await expect
    .poll(async () => returned ?? ((await refusal.count()) > 0 ? 'refused' : null), { timeout: 10_000 })
    .toBeTruthy();
  await page.unroute(`${new URL(SITE_URL).origin}/**`);
  return returned;
}

test('a site made on the console signs its users in with its key, then with the rotated key, and not once deleted', async ({
  browser,
  page,
}) => {
  const name = `Rotation Portal ${Date.now()}`;
  await signIn(page, demo.admin.email, demo.admin.password, '/single-sign-on/new');
  // The key pair comes with the blank site from the server (GET api/SingleSignOn/new), after the form is drawn.
  const firstKeyBox = page.getByRole('textbox', { name: 'Private Key' });
  await expect(firstKeyBox).toHaveValue(/^-----BEGIN PRIVATE KEY-----\n/);
  const firstKey = await firstKeyBox.inputValue();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'URL' }).fill(SITE_URL);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Created', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter Name' }).fill(name);
  await page.getByRole('link', { name: `Edit: ${name}` }).click();
  const siteId = new URL(page.url()).pathname.split('/').at(-1)!;

  // The site's users sign in with the key the console made (in a browser of their own).
  const visitor = await browser.newPage();
  const first = await signInThroughSite(visitor, firstKey, siteId);
  expect(first).toMatch(new RegExp(`^${SITE_URL}\\?assertion=`));

  // Rotate: a new pair, the old key kept for a day.
  await page.getByRole('button', { name: 'Rotate keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate the key pair' });
  await dialog.getByLabel('Overlap (days)').fill('1');
  await dialog.getByRole('button', { name: 'Rotate' }).click();
  const rotated = page.getByRole('dialog', { name: 'Keys rotated' });
  const newKeyBox = rotated.getByRole('textbox', { name: 'New Private Key' });
  await expect(newKeyBox).toHaveValue(/^-----BEGIN PRIVATE KEY-----\n/);
  const newKey = await newKeyBox.inputValue();
  expect(newKey).not.toBe(firstKey);
  await rotated.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('textbox', { name: 'Previous Public Key' })).toBeVisible();

  await visitor.context().clearCookies();
  expect(await signInThroughSite(visitor, newKey, siteId)).toMatch(/\?assertion=/);
  // The site that has not switched yet still signs in during the overlap.
  await visitor.context().clearCookies();
  expect(await signInThroughSite(visitor, firstKey, siteId)).toMatch(/\?assertion=/);

  // Deleted: its sign-ins end at once, whichever key.
  await page.goto('/single-sign-on');
  await page.getByRole('searchbox', { name: 'Filter Name' }).fill(name);
  await page.getByRole('button', { name: `Delete: ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete SSO?' }).getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Deleted successfully.', { exact: true })).toBeVisible();

  await visitor.context().clearCookies();
  expect(await signInThroughSite(visitor, newKey, siteId)).toBeNull();
  await expect(visitor.getByRole('alert')).toContainText('Please go back to the site and start again.');
  await visitor.close();
});
