import { describe, expect, it } from 'vitest';
import { activeMenuItem, homeTitle } from './menu.ts';

describe('given the menu', () => {
  it.each([
    ['/', 'licenses'],
    ['/Licenses', 'licenses'],
    ['/license/edit/abc', 'licenses'],
    ['/License-Usage/abc', 'licenses'],
    ['/user/my-account', 'myProfile'],
    ['/User/Password-Setting', 'myProfile'],
    ['/user/list', 'users'],
    ['/user/Edit/12', 'users'],
    ['/product', 'products'],
    ['/product/edit/3/', 'products'],
    ['/single-sign-on', 'ssoSites'],
    ['/History', 'history'],
    ['/Single-Sign-On/edit/abc', 'ssoSites'],
    ['/failed-messages', 'failedMessages'],
    ['/Failed-Messages/', 'failedMessages'],
    ['/nowhere', undefined],
  ])('should mark %s as %s', (path, expected) => {
    expect(activeMenuItem(path)).toBe(expected);
  });

  it.each([
    [undefined, 'Licenses'],
    ['Users', 'Users'],
    ['users', 'Users'],
    ['licenses', 'Licenses'],
    ['ManageUsers', 'Manage Users'],
    ['Products', 'Products'],
    ['PasswordSettings', 'Password Setting'],
    ['MyAccount', 'My Profile'],
    ['private', 'Licenses'],
  ])('should title the home detail %s as %s', (detail, title) => {
    expect(homeTitle(detail)).toBe(title);
  });
});
