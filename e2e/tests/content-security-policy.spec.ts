import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

/**
 * Collects every Content-Security-Policy violation the page reports: the `securitypolicyviolation` events
 * (passed on through the console) and Chromium's own console errors about the policy.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  return violations;
}

/** Opens a screen and checks the document came with the console's policy. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("script-src 'self'");
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options'], path).toBe('DENY');
}

test.describe('the Content-Security-Policy', () => {
  test('the console runs under it: the signed-out screens, sign-in and the main screens report no violation', async ({
    page,
  }) => {
    test.slow(); // a dozen screens in one journey
    const violations = await watchViolations(page);

    await open(page, '/ForgotPassword');
    await expect(page.getByRole('heading', { level: 1, name: 'Having trouble signing in' })).toBeVisible();
    await open(page, '/ResetPassword?token=not-a-real-token');
    await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
    await open(page, '/');
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(page.getByRole('table', { name: 'Licenses' }).getByRole('link', { name: /^Edit: / })).not.toHaveCount(
      0,
      {
        timeout: 20_000,
      },
    );

    // A menu and a modal dialog: their scroll lock adds a style element at run time.
    await page.getByRole('button', { name: 'Manage Licenses' }).click();
    await expect(page.getByRole('menuitem', { name: 'Merge License' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page
      .getByRole('table', { name: 'Licenses' })
      .getByRole('link', { name: /^Edit: / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit License' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete License' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'CANCEL' }).click();
    await expect(confirm).toHaveCount(0);

    for (const path of ['/license/new', '/license/merging', '/product/new', '/single-sign-on/new', '/user/list']) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await open(page, '/user/my-account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The development outbox is a server-rendered page under the same policy.
    await open(page, '/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();

    expect(violations).toEqual([]);
  });

  test('the API reference runs under it: Swagger UI draws every resource, its start-up allowed by a nonce', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/api/reference');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { name: /License Console API/ }).first()).toBeVisible({ timeout: 20_000 });
    for (const tag of ['Session', 'Licenses', 'Products', 'Users']) {
      await expect(page.getByRole('heading', { name: new RegExp(`^${tag} `) }).first()).toBeVisible();
    }
    // An operation opens with its parameters and answers, read from /api/openapi.json.
    await page
      .locator('.opblock-summary-path', { hasText: /^\/api\/CurrentUser$/ })
      .first()
      .click();
    await expect(page.getByText('Responses', { exact: true }).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
