import type { CurrentUser } from '@license-console/domain';
import { type ConsoleApi, createFakeConsoleApi, FAKE_PASSWORD, fakeUsers } from '@license-console/features';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ConsoleApp } from './console-app.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderConsole(path: string, signedInAs: CurrentUser | null, api?: ConsoleApi) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleApp api={api ?? createFakeConsoleApi({}, { signedInAs })} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('given a signed-out visitor', () => {
  it.each(['/', '/user/list', '/Login/Workplace', '/account/login/referer/abc', '/anything/at/all'])(
    'should show the login screen at %s',
    async (path) => {
      const screen = await renderConsole(path, null);
      await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    },
  );

  it.each([
    ['/ForgotPassword', 'Having trouble signing in'],
    ['/FORGOTPASSWORD', 'Having trouble signing in'],
    ['/resetpassword', 'Reset Password'],
    ['/Logout/Workplace', 'Logout'],
  ])('should show %s with its heading, matching paths case-insensitively', async (path, heading) => {
    const screen = await renderConsole(path, null);
    await expect.element(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it('should sign in from /login and land on the console home', async () => {
    const screen = await renderConsole('/login', null);
    await screen.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await screen.getByLabelText('Password').fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'USERS' })).toBeVisible();
    await expect.poll(() => screen.getByTestId('location').element().textContent).toBe('/');
  });

  it('should stay on a deep link after signing in there', async () => {
    const screen = await renderConsole('/user/list', null);
    await screen.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await screen.getByLabelText('Password').fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  it('should show the Login Error box for wrong credentials', async () => {
    const screen = await renderConsole('/login', null);
    await screen.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await screen.getByLabelText('Password').fill('wrong');
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(screen.getByRole('alert').getByRole('heading', { name: 'Login Error' })).toBeVisible();
    await expect
      .element(screen.getByText('Sign in failed! Please check your credentials and try again.'))
      .toBeVisible();
  });
});

describe('given a user who still needs a verification code', () => {
  it('should show the verification screen on any other path', async () => {
    const screen = await renderConsole('/license/new', fakeUsers.needsVerification);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Verify Code' })).toBeVisible();
  });

  it('should still reach forgot password and log out', async () => {
    const screen = await renderConsole('/ForgotPassword', fakeUsers.needsVerification);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Having trouble signing in' })).toBeVisible();
  });

  it('should log out from the verification screen', async () => {
    const screen = await renderConsole('/verification-code', fakeUsers.needsVerification);
    await screen.getByRole('button', { name: 'LOG OUT' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect.element(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('given a signed-in user', () => {
  it.each([
    ['/', 'Licenses'],
    ['/private', 'Licenses'],
    ['/Users', 'Users'],
    ['/manageusers', 'Manage Users'],
    ['/MyAccount', 'My Profile'],
    ['/PasswordSettings', 'Password Setting'],
    ['/license/new', 'Licenses'],
    ['/License/Edit/abc', 'Licenses'],
    ['/license-usage/abc', 'Manage Users'],
    ['/single-sign-on', 'Single Sign On Sites'],
    ['/user/my-account', 'My Profile'],
    ['/user/list', 'Users'],
    ['/user/password-setting', 'Password Settings'],
    ['/user/Edit/7', 'Edit User'],
    ['/product', 'Products'],
    ['/product/edit/3', 'Products'],
  ])('should show %s titled %s inside the shell', async (path, title) => {
    const screen = await renderConsole(path, fakeUsers.administrator);
    await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('should show No match for an unknown path under a section', async () => {
    const screen = await renderConsole('/license/nothing/here', fakeUsers.administrator);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'No match' })).toBeVisible();
    await expect.element(screen.getByText('No match for /license/nothing/here')).toBeVisible();
  });

  it('should send any other unknown path to /not-found', async () => {
    const screen = await renderConsole('/no/such/page', fakeUsers.administrator);
    await expect.element(screen.getByTestId('location')).toHaveTextContent('/not-found');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'No match' })).toBeVisible();
  });

  it('should show an ordinary user neither USERS nor PRODUCTS', async () => {
    const screen = await renderConsole('/', fakeUsers.user);
    await expect.element(screen.getByRole('link', { name: 'MY PROFILE' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'USERS' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('link', { name: 'PRODUCTS' })).not.toBeInTheDocument();
  });

  it('should move between screens through the menu', async () => {
    const screen = await renderConsole('/', fakeUsers.administrator);
    await screen.getByRole('link', { name: 'PRODUCTS' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect.element(screen.getByTestId('location')).toHaveTextContent('/product');
  });

  it('should log out to the login screen', async () => {
    const screen = await renderConsole('/user/list', fakeUsers.manager);
    await screen.getByRole('button', { name: 'LOG OUT' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect.element(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
