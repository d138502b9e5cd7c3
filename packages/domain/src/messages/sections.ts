export { aiTokenLimit, products, skus, sso } from './catalog.ts';
export {
  app,
  countryDialog,
  inactivity,
  licenseActions,
  licenseCreate,
  licenseForm,
  licenseGrid,
  menu,
  merge,
  titles,
} from './home.ts';
export { addUser, adminHandover, changeAdmin, cloudSettings, licenseUsers, usersImport } from './license-users.ts';
export { devOutbox, mail } from './mail.ts';
export { bounds, passwordSettings, profile, users } from './people.ts';
export { auth, server, staleEdit, transport } from './server.ts';
export { forgotPassword, login, logout, passwordPolicy, resetPassword, verification } from './sign-in.ts';
