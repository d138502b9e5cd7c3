import { expect, request, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

/**
 * A person creates a token on My Profile, a script (a plain HTTP client with no cookie, from another origin) lists
 * the person's licenses with it, and once the token is revoked on My Profile the same call answers 401.
 */
test('a token made on My Profile lists licenses with no cookie, and answers 401 once revoked', async ({
  page,
  baseURL,
}) => {
  const name = `Export script ${Date.now()}`;
  await signIn(page, demo.manager.email, demo.manager.password, '/user/my-account');
  const section = page.getByRole('region', { name: 'API tokens', exact: true });
  await section.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create token' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Expires in').selectOption('7');
  await expect(dialog.getByLabel('Role')).toHaveValue('manager');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API token' });
  await expect(shown.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const token = await shown.getByLabel('Token').inputValue();
  expect(token).toMatch(/^lc_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = section.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Never');
  await expect(page.getByText(token)).toHaveCount(0);

  const script = await request.newContext({ baseURL });
  try {
    const listLicenses = () =>
      script.get('/api/Licenses/Users', {
        headers: { authorization: `Bearer ${token}`, origin: 'https://scripts.example' },
      });
    const listed = await listLicenses();
    expect(listed.status()).toBe(200);
    const licenses = (await listed.json()) as { name: string }[];
    expect(licenses.length).toBeGreaterThan(0);

    await page.reload();
    await expect(section.getByRole('row', { name: new RegExp(name) })).not.toContainText('Never');
    await section.getByRole('button', { name: `Revoke the token ${name}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Revoke this token?' });
    await question.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Token revoked.').first()).toBeVisible();
    await expect(section.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

    const refused = await listLicenses();
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toBe('This API token is not valid. It may be revoked or expired.');
  } finally {
    await script.dispose();
  }
});
