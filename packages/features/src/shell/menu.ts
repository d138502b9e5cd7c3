import { HOME_DETAILS, homeDetailTitle, type MenuKey, menuItemAt } from '@license-console/domain';

/** Which menu item the path belongs to (paths match case-insensitively, as the routes do). */
function activeMenuItem(path: string): MenuKey | undefined {
  return menuItemAt(path);
}

/** The title of a home detail (spec §2.1 `/{detailName}`), its name matched case-insensitively as routes are. */
function homeTitle(detailName: string | undefined): string {
  const wanted = detailName?.toLowerCase();
  return homeDetailTitle(HOME_DETAILS.find((detail) => detail.toLowerCase() === wanted));
}

export { activeMenuItem, homeTitle };
