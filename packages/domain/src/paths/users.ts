import { fillPath } from './route-path.ts';

const section = '/user';
/** The section's screens below `section`, as its router matches them. */
const routes = {
  myAccount: 'my-account',
  list: 'list',
  passwordSetting: 'password-setting',
  edit: 'Edit/:userId',
  add: 'new',
} as const;

/** Spec §2.10: My Profile, the users list, the password settings, a user's form and a new user. */
export const userPaths = {
  section,
  routes,
  myAccount: `${section}/${routes.myAccount}`,
  list: `${section}/${routes.list}`,
  passwordSetting: `${section}/${routes.passwordSetting}`,
  add: `${section}/${routes.add}`,
  edit: (userId: string) => fillPath(`${section}/${routes.edit}`, { userId }),
} as const;
