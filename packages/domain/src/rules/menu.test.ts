import { describe, expect, it } from 'vitest';
import { HOME_DETAILS, homeDetailTitle, isHomeDetail, menuItemAt, menuItems } from './menu.ts';

const supportUrl = 'https://support.example.com';

describe('given the shell menu', () => {
  it('should show an administrator every item in order', () => {
    const items = menuItems({ administrator: true, isManager: false }, { supportUrl });
    expect(items.map((item) => item.label)).toEqual([
      'LICENSES',
      'MY PROFILE',
      'USERS',
      'PRODUCTS',
      'SSO SITES',
      'HISTORY',
      'FAILED MESSAGES',
      'SUPPORT & FAQ',
      'LOG OUT',
    ]);
  });

  it.each([[{ administrator: false, isManager: false }], [{ administrator: false, isManager: true }]])(
    'should hide USERS, PRODUCTS, SSO SITES, HISTORY and FAILED MESSAGES from %o',
    (actor) => {
      const labels = menuItems(actor, { supportUrl }).map((item) => item.label);
      expect(labels).toEqual(['LICENSES', 'MY PROFILE', 'SUPPORT & FAQ', 'LOG OUT']);
    },
  );

  it('should route each item as spec §2.2 says, and the SSO sites (§2.9) beside them', () => {
    const items = menuItems({ administrator: true, isManager: false }, { supportUrl });
    expect(items).toEqual([
      { key: 'licenses', label: 'LICENSES', kind: 'route', href: '/', aliases: ['/Licenses'] },
      { key: 'myProfile', label: 'MY PROFILE', kind: 'route', href: '/user/my-account', aliases: [] },
      { key: 'users', label: 'USERS', kind: 'route', href: '/user/list', aliases: [] },
      { key: 'products', label: 'PRODUCTS', kind: 'route', href: '/product', aliases: [] },
      { key: 'ssoSites', label: 'SSO SITES', kind: 'route', href: '/single-sign-on', aliases: [] },
      { key: 'history', label: 'HISTORY', kind: 'route', href: '/history', aliases: [] },
      { key: 'failedMessages', label: 'FAILED MESSAGES', kind: 'route', href: '/failed-messages', aliases: [] },
      { key: 'supportAndFaq', label: 'SUPPORT & FAQ', kind: 'external', href: supportUrl },
      { key: 'logOut', label: 'LOG OUT', kind: 'action' },
    ]);
  });
});

describe('given a home detail name', () => {
  it.each([
    ['Users', 'Users'],
    ['Licenses', 'Licenses'],
    ['ManageUsers', 'Manage Users'],
    ['Products', 'Products'],
    ['PasswordSettings', 'Password Setting'],
    ['MyAccount', 'My Profile'],
    ['License', 'Licenses'],
    [undefined, 'Licenses'],
    ['Nonsense', 'Licenses'],
  ])('should title %s as %s', (detail, title) => {
    expect(homeDetailTitle(detail)).toBe(title);
  });

  it('should know the six details of spec §2.1', () => {
    expect(HOME_DETAILS).toHaveLength(6);
    expect(isHomeDetail('ManageUsers')).toBe(true);
    expect(isHomeDetail('License')).toBe(false);
  });
});

describe('given a path', () => {
  it.each([
    ['/', 'licenses'],
    ['/Licenses', 'licenses'],
    ['/private?status=all', 'licenses'],
    ['/license/edit/abc', 'licenses'],
    ['/License-Usage/abc', 'licenses'],
    ['/user/my-account', 'myProfile'],
    ['/User/Password-Setting/', 'myProfile'],
    ['/user/list', 'users'],
    ['/user/Edit/12', 'users'],
    ['/product', 'products'],
    ['/product/edit/3/', 'products'],
    ['/single-sign-on', 'ssoSites'],
    ['/Single-Sign-On/edit/abc', 'ssoSites'],
    ['/History#top', 'history'],
    ['/failed-messages', 'failedMessages'],
    ['/license', undefined],
    ['/productsheet', undefined],
    ['/nowhere', undefined],
  ])('should select for %s the menu item %s, from the items’ own addresses', (path, expected) => {
    expect(menuItemAt(path)).toBe(expected);
  });
});
