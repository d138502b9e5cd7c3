import { HOME_DETAILS, homeDetailTitle, type MenuKey } from '@license-console/domain';

const normalize = (path: string) => {
  const lower = path.toLowerCase().split(/[?#]/)[0] ?? '';
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
};

/** Which menu item the path belongs to (paths match case-insensitively, as the routes do). */
function activeMenuItem(path: string): MenuKey | undefined {
  const current = normalize(path);
  if (current === '/user/my-account' || current === '/user/password-setting') return 'myProfile';
  if (current.startsWith('/user/')) return 'users';
  if (current === '/product' || current.startsWith('/product/')) return 'products';
  if (current === '/single-sign-on' || current.startsWith('/single-sign-on/')) return 'ssoSites';
  if (current === '/history') return 'history';
  if (current === '/failed-messages') return 'failedMessages';
  if (
    current === '/' ||
    current === '/licenses' ||
    current === '/private' ||
    current.startsWith('/license/') ||
    current.startsWith('/license-usage/')
  ) {
    return 'licenses';
  }
  return undefined;
}

/** The title of a home detail (spec §2.1 `/{detailName}`), its name matched case-insensitively as routes are. */
function homeTitle(detailName: string | undefined): string {
  const wanted = detailName?.toLowerCase();
  return homeDetailTitle(HOME_DETAILS.find((detail) => detail.toLowerCase() === wanted));
}

export { activeMenuItem, homeTitle };
