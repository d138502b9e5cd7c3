import { messages } from '../messages.ts';
import { wayfindingMessages } from '../messages-wayfinding.ts';
import { can, type PermissionActor } from './permissions.ts';

export type MenuKey =
  | 'licenses'
  | 'myProfile'
  | 'users'
  | 'products'
  | 'ssoSites'
  | 'history'
  | 'failedMessages'
  | 'supportAndFaq'
  | 'logOut';

export type MenuItem =
  | {
      key: MenuKey;
      label: string;
      kind: 'route';
      href: string /** Other paths that select this item. */;
      aliases: string[];
    }
  | { key: MenuKey; label: string; kind: 'external'; href: string }
  | { key: MenuKey; label: string; kind: 'action' };

/**
 * Spec §2.2: the shell's menu for this actor, in display order. The support site's URL is deployment-specific. The
 * spec's menu has no entry for the single sign-on sites (§2.9), which only administrators manage (§6): they get one,
 * SSO SITES after PRODUCTS, so the sites are reached without typing /single-sign-on (README, notes on the spec).
 * Administrators also get HISTORY, the changes across the console (designed; a pack's managers see its own on its
 * users page), and FAILED MESSAGES, the e-mail and SMS that could not be sent (designed).
 */
export function menuItems(actor: PermissionActor, options: { supportUrl: string }): MenuItem[] {
  const items: MenuItem[] = [
    { key: 'licenses', label: messages.menu.licenses, kind: 'route', href: '/', aliases: ['/Licenses'] },
    { key: 'myProfile', label: messages.menu.myProfile, kind: 'route', href: '/user/my-account', aliases: [] },
  ];
  if (can(actor, 'listUsers')) {
    items.push({ key: 'users', label: messages.menu.users, kind: 'route', href: '/user/list', aliases: [] });
  }
  if (can(actor, 'manageProducts')) {
    items.push({ key: 'products', label: messages.menu.products, kind: 'route', href: '/product', aliases: [] });
  }
  if (can(actor, 'manageSsoSites')) {
    items.push({
      key: 'ssoSites',
      label: wayfindingMessages.ssoSitesMenu,
      kind: 'route',
      href: '/single-sign-on',
      aliases: [],
    });
  }
  if (actor.administrator) {
    items.push(
      { key: 'history', label: messages.menu.history, kind: 'route', href: '/history', aliases: [] },
      {
        key: 'failedMessages',
        label: wayfindingMessages.failedMessagesMenu,
        kind: 'route',
        href: '/failed-messages',
        aliases: [],
      },
    );
  }
  items.push(
    { key: 'supportAndFaq', label: messages.menu.supportAndFaq, kind: 'external', href: options.supportUrl },
    { key: 'logOut', label: messages.menu.logOut, kind: 'action' },
  );
  return items;
}

/** Spec §2.1: the console home's detail names (/{detailName}). */
export const HOME_DETAILS = ['Users', 'Licenses', 'ManageUsers', 'Products', 'PasswordSettings', 'MyAccount'] as const;
export type HomeDetail = (typeof HOME_DETAILS)[number];

const homeDetailTitles: Readonly<Record<HomeDetail, string>> = {
  Users: messages.titles.users,
  Licenses: messages.titles.licenses,
  ManageUsers: messages.titles.manageUsers,
  Products: messages.titles.products,
  PasswordSettings: messages.titles.passwordSetting,
  MyAccount: messages.titles.myProfile,
};

export function isHomeDetail(name: string | undefined): name is HomeDetail {
  return (HOME_DETAILS as readonly string[]).includes(name ?? '');
}

/** The title of a home detail; anything else (the default "License" included) is the license list. */
export function homeDetailTitle(detailName?: string): string {
  return isHomeDetail(detailName) ? homeDetailTitles[detailName] : messages.titles.licenses;
}
