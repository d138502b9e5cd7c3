import * as messages from '../messages/sections.ts';
import { wayfindingMessages } from '../messages-wayfinding.ts';
import { historyPaths } from '../paths/audit-log.ts';
import { licenseUsagePaths } from '../paths/license-usages.ts';
import { licensePaths } from '../paths/licenses.ts';
import { failedMessagePaths } from '../paths/outbox.ts';
import { productPaths } from '../paths/products.ts';
import { ssoSitePaths } from '../paths/single-sign-on.ts';
import { userPaths } from '../paths/users.ts';
import type { PermissionActor } from './permissions.ts';
import { type GuardedScreen, mayOpen } from './screens.ts';

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

/** A route item of the menu, with who sees it and which addresses select it. */
interface RouteEntry {
  key: MenuKey;
  label: string;
  href: string;
  /** Other paths that select this item (MenuItem's `aliases`). */
  aliases: string[];
  /** The addresses of the item's other screens: each path itself, or with `/*` every address below it. */
  below: string[];
  /** The screen whose access decides who sees the item; everyone sees it when absent. */
  screen?: GuardedScreen;
}

/**
 * Spec §2.2's route items in display order, each with every address of its screens, from the resources' path tables.
 * The spec's menu has no entry for the single sign-on sites (§2.9), which only administrators manage (§6): they get
 * one, SSO SITES after PRODUCTS, so the sites are reached without typing /single-sign-on (README, notes on the spec).
 * Administrators also get HISTORY, the changes across the console (designed; a pack's managers see its own on its
 * users page), and FAILED MESSAGES, the e-mail and SMS that could not be sent (designed).
 */
const ROUTE_ENTRIES: readonly RouteEntry[] = [
  {
    key: 'licenses',
    label: messages.menu.licenses,
    href: licensePaths.home,
    aliases: [licensePaths.list],
    below: [licensePaths.private, `${licensePaths.section}/*`, `${licenseUsagePaths.section}/*`],
  },
  {
    key: 'myProfile',
    label: messages.menu.myProfile,
    href: userPaths.myAccount,
    aliases: [],
    below: [userPaths.passwordSetting],
  },
  {
    key: 'users',
    label: messages.menu.users,
    href: userPaths.list,
    aliases: [],
    below: [`${userPaths.section}/*`],
    screen: 'users',
  },
  {
    key: 'products',
    label: messages.menu.products,
    href: productPaths.list,
    aliases: [],
    below: [`${productPaths.section}/*`],
    screen: 'products',
  },
  {
    key: 'ssoSites',
    label: wayfindingMessages.ssoSitesMenu,
    href: ssoSitePaths.list,
    aliases: [],
    below: [`${ssoSitePaths.section}/*`],
    screen: 'ssoSites',
  },
  {
    key: 'history',
    label: messages.menu.history,
    href: historyPaths.list,
    aliases: [],
    below: [],
    screen: 'history',
  },
  {
    key: 'failedMessages',
    label: wayfindingMessages.failedMessagesMenu,
    href: failedMessagePaths.list,
    aliases: [],
    below: [],
    screen: 'failedMessages',
  },
];

/** Spec §2.2: the shell's menu for this actor, in display order. The support site's URL is deployment-specific. */
export function menuItems(actor: PermissionActor, options: { supportUrl: string }): MenuItem[] {
  const items: MenuItem[] = ROUTE_ENTRIES.filter(
    (entry) => entry.screen === undefined || mayOpen(actor, entry.screen),
  ).map(({ key, label, href, aliases }) => ({ key, label, kind: 'route', href, aliases: [...aliases] }));
  items.push(
    { key: 'supportAndFaq', label: messages.menu.supportAndFaq, kind: 'external', href: options.supportUrl },
    { key: 'logOut', label: messages.menu.logOut, kind: 'action' },
  );
  return items;
}

/** A path as the routes match it: without its query or fragment, lower-cased, without a trailing slash. */
function normalizePath(path: string): string {
  const lower = path.toLowerCase().split(/[?#]/)[0] ?? '';
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

function selects(address: string, path: string): boolean {
  const wanted = address.toLowerCase();
  return wanted.endsWith('/*') ? path.startsWith(wanted.slice(0, -1)) : path === wanted;
}

/**
 * The menu item a path belongs to, whoever is signed in (paths match case-insensitively, as the routes do): the first
 * item, in display order, whose href, aliases or screens' addresses select it.
 */
export function menuItemAt(path: string): MenuKey | undefined {
  const current = normalizePath(path);
  return ROUTE_ENTRIES.find((entry) =>
    [entry.href, ...entry.aliases, ...entry.below].some((address) => selects(address, current)),
  )?.key;
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
