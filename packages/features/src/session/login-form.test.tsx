import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { fakeUsers } from './fake.ts';
import { ForgotPassword } from './forgot-password.tsx';
import { LoginForm } from './login-form.tsx';
import { Verification } from './verification.tsx';

const globals = globalThis as { PasswordCredential?: unknown };
const browsersOwn = globals.PasswordCredential;

describe('given the Remember Password option', () => {
  afterEach(() => {
    globals.PasswordCredential = browsersOwn;
  });

  it('should be offered where the browser can keep the password', async () => {
    expect(browsersOwn).toBeDefined();
    const screen = await render(<LoginForm />, { wrapper: FakeConsoleProviders });
    await expect.element(screen.getByRole('checkbox', { name: 'Remember Password' })).toBeVisible();
    await expect.element(screen.getByText('Your password will be stored in this browser.')).toBeVisible();
  });

  it('should not be offered (nor its promise made) where the browser cannot keep it', async () => {
    delete globals.PasswordCredential;
    const screen = await render(<LoginForm />, { wrapper: FakeConsoleProviders });
    await expect.element(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Remember Password' }).query()).toBeNull();
    expect(screen.getByText('Your password will be stored in this browser.').query()).toBeNull();
  });
});

describe('given a sign-in form as it appears', () => {
  it('should put the focus in its first field, the e-mail, so typing begins at once', async () => {
    const screen = await render(<LoginForm />, { wrapper: FakeConsoleProviders });
    await expect.element(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('should put the focus in the code field of the code step', async () => {
    const screen = await render(
      <Verification user={fakeUsers.needsVerification} onVerified={() => {}} onLoggedOut={() => {}} />,
      { wrapper: FakeConsoleProviders },
    );
    await expect.element(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it('should put the focus in the e-mail of the forgotten-password form', async () => {
    const screen = await render(<ForgotPassword />, { wrapper: FakeConsoleProviders });
    await expect.element(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});
