import type { CurrentUser } from '@license-console/domain';
import { type ConsoleApi, createSessionStore } from '@license-console/features';
import {
  createFakeConsoleApi,
  EXPIRED_RESET_TOKEN,
  FAKE_EXTERNAL_CODE,
  FAKE_EXTERNAL_SITE_LOCATION,
  FAKE_HANDOVER_RECIPIENT,
  FAKE_HANDOVER_TOKENS,
  FAKE_PASSWORD,
  FAKE_RESET_TOKEN,
  FAKE_VERIFICATION_CODE,
  fakeUsers,
  LOCKED_EMAIL,
} from '@license-console/features/testing';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ConsoleApp } from './console-app.tsx';
import { INACTIVITY_OVERRIDE_KEY } from './inactivity.ts';
import { returnPath } from './routes/private-guard.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderConsole(
  path: string,
  signedInAs: CurrentUser | null,
  api?: ConsoleApi,
  leave: (url: string) => void = vi.fn(),
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleApp api={api ?? createFakeConsoleApi({}, { signedInAs })} leave={leave} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const locationOf = (screen: Awaited<ReturnType<typeof renderConsole>>) =>
  screen.getByTestId('location').element().textContent;

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  localStorage.clear();
  await cookieStore.delete({ name: 'ExternalLogin', path: '/' });
  vi.restoreAllMocks();
});

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
    ['/Logout', 'Logout'],
    ['/Logout/Workplace', 'Workplace'],
    ['/external-login-verify', 'External login'],
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
    await expect.poll(() => screen.getByTestId('location').element().textContent).toBe('/private');
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

describe('given the private-area guard (spec §2.1)', () => {
  it('should send a first visit to /Login and, once signed in, back to the address asked for', async () => {
    const screen = await renderConsole('/user/list?criteria=ann', null);
    await expect.poll(() => locationOf(screen)).toBe('/Login');
    await expect.element(screen.getByText('Your session has ended. Please log in again.')).not.toBeInTheDocument();
    await screen.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await screen.getByLabelText('Password').fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/user/list');
  });

  it('should take a signed-out visitor at a handover link to sign in, then back to the link to accept it', async () => {
    const screen = await renderConsole(`/license-admin/accept?token=${FAKE_HANDOVER_TOKENS.pending}`, null);
    await expect.poll(() => locationOf(screen)).toBe('/Login');
    await screen.getByRole('textbox', { name: 'Email' }).fill(FAKE_HANDOVER_RECIPIENT);
    await screen.getByLabelText('Password').fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'License administrator change' })).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/license-admin/accept');
    await screen.getByRole('button', { name: 'Accept' }).click();
    await expect.element(screen.getByText('The license administrator was successfully changed.')).toBeVisible();
    await screen.getByRole('link', { name: 'Manage Users' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  });

  it('should send a visitor whose session was lost to /not-authenticated, saying so, and back after signing in', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const session = createSessionStore();
    const screen = await render(
      <MemoryRouter initialEntries={['/user/list']}>
        <ConsoleApp
          api={createFakeConsoleApi({}, { signedInAs: fakeUsers.administrator })}
          queryClient={queryClient}
          session={session}
          leave={vi.fn()}
        />
        <LocationProbe />
      </MemoryRouter>,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    // What the HTTP adapter does on a 401 answer.
    session.signedOut();
    await expect.poll(() => locationOf(screen)).toBe('/not-authenticated');
    await expect.element(screen.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await screen.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await screen.getByLabelText('Password').fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => locationOf(screen)).toBe('/user/list');
  });

  it.each(['//evil.example/phish', '/\\evil.example', 'https://evil.example/'])(
    'should never return to another site (%s)',
    (from) => {
      expect(returnPath({ from })).toBeUndefined();
    },
  );

  it('should return to a path of the console', () => {
    expect(returnPath({ from: '/license/edit/abc?x=1' })).toBe('/license/edit/abc?x=1');
    expect(returnPath(null)).toBeUndefined();
  });
});

describe('given the support desk entrance', () => {
  it.each([
    ['signed out', null],
    ['awaiting a code', fakeUsers.needsVerification],
    ['signed in', fakeUsers.user],
  ])('should ask for the console credentials at /support-desk when %s', async (_state, signedInAs) => {
    const screen = await renderConsole('/support-desk?return_to=https%3A%2F%2Fdesk.example.com%2Fhc', signedInAs);
    await expect.element(screen.getByText(/continue to the support desk/)).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/support-desk');
  });
});

describe('given a signed-out visitor on the sign-in screens', () => {
  it('should show the server message when the account is locked out (429)', async () => {
    const screen = await renderConsole('/login', null);
    await screen.getByRole('textbox', { name: 'Email' }).fill(LOCKED_EMAIL);
    await screen.getByLabelText('Password').fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(screen.getByRole('alert')).toMatchTextContent('Too many attempts. Please wait 15 minutes');
  });

  it('should say the external sign-in failed when the ExternalLogin cookie is false, then forget it', async () => {
    await cookieStore.set({ name: 'ExternalLogin', value: 'false', path: '/' });
    const screen = await renderConsole('/Login', null);
    await expect
      .element(screen.getByRole('alert'))
      .toMatchTextContent('Sign in failed! Please check your credentials and try again.');
    // The cookie is forgotten through the asynchronous Cookie Store API, so it goes a moment after the message shows.
    await expect.poll(() => document.cookie).not.toContain('ExternalLogin=false');
  });

  it('should send a reset link from /ForgotPassword and come back to the login', async () => {
    const screen = await renderConsole('/login', null);
    await screen.getByRole('link', { name: 'Forgot Password' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Having trouble signing in' })).toBeVisible();
    await screen.getByRole('textbox', { name: 'Email' }).fill('user@example.com');
    await screen.getByRole('button', { name: 'Email me' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Email Sent' })).toHaveFocus();
    await expect.element(screen.getByText(/check your spam folder/)).toBeVisible();
    await screen.getByRole('link', { name: 'Return to login' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/login');
  });

  it('should reset the password with the live policy checklist and go to / with a note', async () => {
    const resetPassword = vi.fn(async () => ({ ok: true as const }));
    const api = createFakeConsoleApi({ session: { resetPassword } }, { signedInAs: null });
    const screen = await renderConsole(`/ResetPassword?token=${FAKE_RESET_TOKEN}`, null, api);
    const password = screen.getByLabelText('New Password');
    await password.fill('short');
    const checklist = screen.getByRole('group', { name: 'Password policy' });
    await expect.element(checklist).toBeVisible();
    await expect.element(checklist.getByText(/At least 8 characters/)).toBeVisible();
    await expect.element(screen.getByLabelText('Confirm Password')).not.toBeInTheDocument();
    await password.fill('Brand-new-2026');
    await screen.getByLabelText('Confirm Password').fill('Brand-new-2026');
    await screen.getByRole('button', { name: 'Save Password' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect
      .element(screen.getByText('Your password was changed. Please log in with your new password.'))
      .toBeVisible();
    expect(resetPassword).toHaveBeenCalledWith({ token: FAKE_RESET_TOKEN, password: 'Brand-new-2026' });
    // Spec §2.3: to /, where the private-area guard sends a signed-out visitor on to /Login.
    await expect.poll(() => locationOf(screen)).toBe('/Login');
  });

  it('should show the server text for a used or expired reset link', async () => {
    const screen = await renderConsole(`/ResetPassword?token=${EXPIRED_RESET_TOKEN}`, null);
    await expect
      .element(screen.getByRole('alert'))
      .toMatchTextContent('This password reset link is invalid or has expired.');
    await expect
      .element(screen.getByRole('link', { name: 'Request a new link' }))
      .toHaveAttribute('href', '/ForgotPassword');
  });

  it('should check an external sign-in code and land on the console home', async () => {
    const screen = await renderConsole(`/external-login-verify?code=${FAKE_EXTERNAL_CODE}`, null);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/private');
  });

  it('should show why an external sign-in code was refused', async () => {
    const screen = await renderConsole('/external-login-verify?code=stale', null);
    await expect.element(screen.getByRole('alert')).toMatchTextContent('This sign-in link is invalid or has expired.');
  });

  it('should sign in for an external site and send the browser to the answer Location', async () => {
    const leave = vi.fn();
    const screen = await renderConsole('/account/login/referer/site-token', null, undefined, leave);
    await expect.element(screen.getByRole('checkbox', { name: 'Remember Password' })).not.toBeInTheDocument();
    await screen.getByRole('textbox', { name: 'Email' }).fill('user@example.com');
    await screen.getByLabelText('Password').fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => leave.mock.calls[0]?.[0]).toBe(FAKE_EXTERNAL_SITE_LOCATION);
  });

  it('should show the logout page for a kind, with its message, and go home on Return to home', async () => {
    const leave = vi.fn();
    const screen = await renderConsole(
      '/Logout/error?message=Your%20session%20was%20ended.&url-home=https%3A%2F%2Fhome.example.org%2F',
      null,
      undefined,
      leave,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect.element(screen.getByText('Your session was ended.')).toBeVisible();
    await expect.element(screen.getByText(/Please contact support/)).toBeVisible();
    await screen.getByRole('link', { name: 'Return to home' }).click();
    expect(leave).toHaveBeenCalledWith('https://home.example.org/');
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

  it('should go to the verification screen after signing in as such a user', async () => {
    const screen = await renderConsole('/login', null);
    await screen.getByRole('textbox', { name: 'Email' }).fill('verify@example.com');
    await screen.getByLabelText('Password').fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Verify Code' })).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/verification-code');
  });

  it('should send a code by e-mail, refuse a wrong one with the server text, and accept the right one', async () => {
    const screen = await renderConsole('/verification-code', fakeUsers.needsVerification);
    await screen.getByRole('button', { name: 'Email', exact: true }).click();
    await expect.element(screen.getByText('A code was sent to your email.')).toBeVisible();
    await screen.getByRole('textbox', { name: 'Code' }).fill('000000');
    await screen.getByRole('button', { name: 'Verify Code' }).click();
    await expect.element(screen.getByRole('alert')).toMatchTextContent('The code sent is incorrect.');
    await screen.getByRole('textbox', { name: 'Code' }).fill(FAKE_VERIFICATION_CODE);
    await screen.getByRole('button', { name: 'Verify Code' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/private');
  });

  it('should send a deep link to /verification-code and come back to it once verified', async () => {
    const screen = await renderConsole('/user/list', fakeUsers.needsVerification);
    await expect.poll(() => locationOf(screen)).toBe('/verification-code');
    await screen.getByRole('textbox', { name: 'Code' }).fill(FAKE_VERIFICATION_CODE);
    await screen.getByRole('button', { name: 'Verify Code' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/user/list');
  });

  it('should finish with the code an identity provider sent back, not ask for a code again (regression)', async () => {
    const screen = await renderConsole(
      `/external-login-verify?code=${FAKE_EXTERNAL_CODE}`,
      fakeUsers.needsVerification,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/private');
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
    ['/license/new', 'Add License'],
    ['/License/Edit/abc', 'Edit License'],
    ['/license-usage/abc', 'Manage Users'],
    ['/single-sign-on', 'Single Sign On Sites'],
    ['/single-sign-on/new', 'Add Site'],
    ['/user/my-account', 'My Profile'],
    ['/user/list', 'Users'],
    ['/user/password-setting', 'Password Settings'],
    ['/user/Edit/7', 'Edit User'],
    ['/user/new', 'Add User'],
    ['/product', 'Products'],
    ['/Products', 'Products'],
    ['/product/new', 'Add Product'],
    ['/product/edit/fake-product-3', 'Edit Product'],
    ['/failed-messages', 'Failed Messages'],
    ['/history', 'History'],
    ['/people/person-riley-chenxxxxx', 'Riley Chen'],
  ])('should show %s titled %s inside the shell', async (path, title) => {
    const screen = await renderConsole(path, fakeUsers.administrator);
    await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('should list the SSO sites, add one from the new form and come back to the list with Created', async () => {
    const screen = await renderConsole('/single-sign-on', fakeUsers.administrator);
    const table = screen.getByRole('table', { name: 'Single Sign On Sites' });
    await expect.element(table.getByText('Contoso Portal')).toBeVisible();
    await screen.getByRole('link', { name: 'Add Site' }).click();
    await expect.poll(() => locationOf(screen)).toBe('/single-sign-on/new');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Add Site' })).toBeVisible();
    await expect
      .poll(() => (screen.getByRole('textbox', { name: 'Private Key' }).query() as HTMLTextAreaElement | null)?.value)
      .toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    await screen.getByRole('textbox', { name: 'Name' }).fill('Litware Learning');
    await screen.getByRole('textbox', { name: 'URL' }).fill('https://learning.litware.com/sso');
    await screen.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => locationOf(screen)).toBe('/single-sign-on');
    await expect.element(screen.getByText('Created', { exact: true })).toBeVisible();
    await screen.getByRole('searchbox', { name: 'Filter Name' }).fill('litware');
    await expect.element(table.getByText('Litware Learning')).toBeVisible();
  });

  it('should open an SSO site from its Edit link and come back to the list with Updated', async () => {
    const screen = await renderConsole('/single-sign-on', fakeUsers.administrator);
    await screen.getByRole('link', { name: 'Edit: Contoso Portal' }).click();
    await expect.poll(() => locationOf(screen)).toMatch(/^\/single-sign-on\/edit\/[\w-]{22}$/);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveValue('Contoso Portal');
    expect(screen.getByRole('textbox', { name: 'Private Key' }).query()).toBeNull();
    await name.fill('Contoso Partners');
    await screen.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => locationOf(screen)).toBe('/single-sign-on');
    await expect.element(screen.getByText('Updated', { exact: true })).toBeVisible();
    await expect.element(screen.getByRole('table').getByText('Contoso Partners')).toBeVisible();
  });

  it('should say an SSO site that is gone does not exist at its edit address', async () => {
    const screen = await renderConsole('/single-sign-on/edit/AAAAAAAAAAAAAAAAAAAAAA', fakeUsers.administrator);
    await expect.element(screen.getByText('This SSO site does not exist. It may have been deleted.')).toBeVisible();
    await screen.getByRole('link', { name: 'Back to the SSO sites' }).click();
    await expect.poll(() => locationOf(screen)).toBe('/single-sign-on');
  });

  it('should show an administrator the accounts locked out of sign-in on the users list, with Unlock', async () => {
    const screen = await renderConsole('/user/list', fakeUsers.administrator);
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Locked accounts' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Unlock grace.hopper@example.com' })).toBeVisible();
  });

  it('should show an administrator the messages that failed for good, and take one off on Retry', async () => {
    const screen = await renderConsole('/failed-messages', fakeUsers.administrator);
    const table = screen.getByRole('table', { name: 'Messages that failed' });
    await expect.element(table.getByText('jamie.doe@example.com')).toBeVisible();
    await screen.getByRole('button', { name: 'Retry the message to jamie.doe@example.com' }).click();
    await expect.element(table.getByText('jamie.doe@example.com')).not.toBeInTheDocument();
  });

  it('should refuse the users list to anyone but an administrator', async () => {
    const screen = await renderConsole('/user/list', fakeUsers.manager);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Access Denied');
    await expect.element(screen.getByRole('heading', { name: 'Locked accounts' })).not.toBeInTheDocument();
  });

  it("should refuse a person's page to anyone but an administrator or a manager", async () => {
    const screen = await renderConsole('/people/person-riley-chenxxxxx', fakeUsers.user);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Person' })).toBeVisible();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Access Denied');
  });

  const adminRoutes = [
    ['/product', 'Products'],
    ['/product/new', 'Products'],
    ['/product/edit/abc', 'Products'],
    ['/single-sign-on', 'Single Sign On Sites'],
    ['/single-sign-on/new', 'Single Sign On Sites'],
    ['/single-sign-on/edit/abc', 'Single Sign On Sites'],
    ['/license/new', 'Add License'],
    ['/license/edit/abc', 'Edit License'],
    ['/failed-messages', 'Failed Messages'],
    ['/history', 'History'],
  ] as const;
  it.each(
    adminRoutes.flatMap(([path, title]) => [
      [path, title, 'manager', fakeUsers.manager] as const,
      [path, title, 'ordinary user', fakeUsers.user] as const,
    ]),
  )('should refuse the administrators’ %s (%s) to a %s, by URL', async (path, title, _role, user) => {
    const screen = await renderConsole(path, user);
    await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Access Denied');
  });

  it('should show No match for an unknown path under a section', async () => {
    const screen = await renderConsole('/license/nothing/here', fakeUsers.administrator);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'No match' })).toBeVisible();
    await expect.element(screen.getByText('No match for /license/nothing/here')).toBeVisible();
  });

  it('should send any other unknown path to /not-found, which names the path that was asked for', async () => {
    const screen = await renderConsole('/no/such/page', fakeUsers.administrator);
    await expect.element(screen.getByTestId('location')).toHaveTextContent('/not-found');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'No match' })).toBeVisible();
    await expect.element(screen.getByText('No match for /no/such/page')).toBeVisible();
  });

  it('should redirect the root to /private, keeping a shared view of the license list', async () => {
    const screen = await renderConsole('/?status=all&page=2', fakeUsers.administrator);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/private');
    await expect.element(screen.getByRole('table', { name: 'Licenses' })).toBeVisible();
  });

  it.each([
    ['/Users', 'Users'],
    ['/ManageUsers', 'Manage Users'],
  ])('should show the users list at the home detail %s, titled %s', async (path, title) => {
    const screen = await renderConsole(path, fakeUsers.administrator);
    await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.element(screen.getByRole('table', { name: 'Users' })).toBeVisible();
  });

  it('should name the screen in the document title and move the focus to its heading after a navigation', async () => {
    const screen = await renderConsole('/', fakeUsers.administrator);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect.poll(() => document.title).toBe('Licenses - License Console');
    expect(document.activeElement?.tagName).not.toBe('H1');
    await screen.getByRole('link', { name: 'USERS', exact: true }).click();
    const heading = screen.getByRole('heading', { level: 1, name: 'Users' });
    await expect.element(heading).toBeVisible();
    await expect.poll(() => document.title).toBe('Users - License Console');
    await expect.poll(() => document.activeElement).toBe(heading.element());
  });

  it.each(['/product', '/Products'])('should list the products at %s, each with its Edit link', async (path) => {
    const screen = await renderConsole(path, fakeUsers.administrator);
    await expect.element(screen.getByRole('table', { name: 'Products' })).toBeVisible();
    await screen.getByRole('link', { name: 'Edit: Docwise Business' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    await expect.element(screen.getByTestId('location')).toHaveTextContent('/product/edit/fake-product-3');
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Docwise Business');
  });

  it("should open a pack's users from Manage Users, name the screen, and close back to the licenses", async () => {
    const screen = await renderConsole('/', fakeUsers.manager);
    await screen.getByRole('link', { name: /^Manage Users: .*Business/ }).click();
    await expect.poll(() => locationOf(screen)).toBe('/license-usage/fake-license-business');
    const heading = screen.getByRole('heading', { level: 1, name: 'Manage Users' });
    await expect.element(heading).toBeVisible();
    await expect.element(screen.getByRole('table', { name: 'Users of the license pack' })).toBeVisible();
    await expect.element(screen.getByRole('row', { name: /jordan\.lee@example\.com/ })).toBeVisible();
    await expect.poll(() => document.title).toBe('Manage Users - License Console');
    await expect.poll(() => document.activeElement).toBe(heading.element());
    await screen.getByRole('link', { name: 'Close' }).click();
    await expect.poll(() => locationOf(screen)).toBe('/Licenses');
    await expect.element(screen.getByRole('table', { name: 'Licenses' })).toBeVisible();
  });

  it('should open the idle seats from the home, name the screen, and reach a pack from a seat', async () => {
    const screen = await renderConsole('/', fakeUsers.manager);
    await screen.getByRole('link', { name: 'Idle seats' }).click();
    await expect.poll(() => locationOf(screen)).toBe('/license/idle-seats');
    const heading = screen.getByRole('heading', { level: 1, name: 'Idle seats' });
    await expect.element(heading).toBeVisible();
    await expect.poll(() => document.title).toBe('Idle seats - License Console');
    await expect.element(screen.getByRole('row', { name: /sam\.patel@example\.com/ })).toBeVisible();
    await screen
      .getByRole('row', { name: /sam\.patel@example\.com/ })
      .getByRole('link')
      .click();
    await expect.poll(() => locationOf(screen)).toBe('/license-usage/fake-license-standard');
  });

  it('should offer an ordinary user no way to the idle seats, and refuse them the screen', async () => {
    const screen = await renderConsole('/', fakeUsers.user);
    await expect.element(screen.getByRole('link', { name: 'MY PROFILE' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Idle seats' })).not.toBeInTheDocument();
    const refused = await renderConsole('/license/idle-seats', fakeUsers.user);
    await expect.element(refused.getByText('Access Denied').first()).toBeVisible();
  });

  it('should go back to the products list after a product is saved', async () => {
    const screen = await renderConsole('/product/edit/fake-product-8', fakeUsers.administrator);
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Docwise Basic');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByRole('table', { name: 'Products' })).toBeVisible();
    await expect.poll(() => locationOf(screen)).toBe('/product');
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
    // A deliberate LOG OUT is not a lost session: no note, and nothing kept for whoever signs in next.
    await expect.element(screen.getByText('Your session has ended. Please log in again.')).not.toBeInTheDocument();
    await screen.getByRole('textbox', { name: 'Email' }).fill('user@example.com');
    await screen.getByLabelText('Password').fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => locationOf(screen)).toBe('/private');
  });

  it('should end the session at /Logout/{provider} and then show the logout page', async () => {
    const logout = vi.fn(async () => ({ ok: true as const }));
    const api = createFakeConsoleApi({ session: { logout } }, { signedInAs: fakeUsers.user });
    const screen = await renderConsole('/Logout/Workplace', fakeUsers.user, api);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Workplace' })).toBeVisible();
    await expect.element(screen.getByText('you are logged out from the provider')).toBeVisible();
    expect(logout).toHaveBeenCalledOnce();
  });

  it('should reset a password from a link inside the shell', async () => {
    const screen = await renderConsole(`/ResetPassword?token=${FAKE_RESET_TOKEN}`, fakeUsers.user);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

describe('given a signed-in user without a country', () => {
  const noCountry = { ...fakeUsers.user, countryCode: null };

  it('should ask to update the country once and go to My Profile on Update Country', async () => {
    const screen = await renderConsole('/', noCountry);
    const dialog = screen.getByRole('dialog', { name: 'Your country' });
    await expect.element(dialog).toMatchTextContent('Please update your country in your profile.');
    await dialog.getByRole('link', { name: 'Update Country' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => locationOf(screen)).toBe('/user/my-account');
  });

  it('should close on Maybe Later and not ask again until the next sign-in', async () => {
    const screen = await renderConsole('/', noCountry);
    await screen.getByRole('button', { name: 'Maybe Later' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    // A reload of the same sign-in (a fresh console over the same session) does not ask again.
    await screen.rerender(
      <MemoryRouter key="reloaded" initialEntries={['/']}>
        <ConsoleApp api={createFakeConsoleApi({}, { signedInAs: noCountry })} leave={vi.fn()} />
      </MemoryRouter>,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('should not ask a user who has a country', async () => {
    const screen = await renderConsole('/', fakeUsers.user);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('given a signed-in user who does nothing', () => {
  it('should log out after the (test-shortened) inactivity timeout', async () => {
    // Long enough for the home to show first on a busy machine (its route loads lazily), short enough for a test.
    localStorage.setItem(INACTIVITY_OVERRIDE_KEY, '4000');
    const logout = vi.fn(async () => ({ ok: true as const }));
    const api = createFakeConsoleApi({ session: { logout } }, { signedInAs: fakeUsers.user });
    const screen = await renderConsole('/', fakeUsers.user, api);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    expect(logout).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' }), { timeout: 8000 }).toBeVisible();
    expect(logout).toHaveBeenCalledOnce();
    await expect.poll(() => locationOf(screen)).toBe('/login');
    await expect
      .element(screen.getByText('You were signed out after 30 minutes without activity. Please log in again.'))
      .toBeVisible();
  });
});
