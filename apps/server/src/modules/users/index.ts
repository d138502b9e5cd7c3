import type { ServerModule } from '../module.ts';
import type { AccountService } from './accounts.ts';
import { userRoutes } from './routes.ts';
import type { UserService } from './service.ts';

export { type AccountService, createAccountService } from './accounts.ts';
export { createUserService, displayName, type UserService } from './service.ts';

/**
 * User accounts (spec §2.10): the administrators' users list and role toggles, the countries, My Profile with its
 * e-mail confirmation, and the administrators' Edit User and new user.
 */
export function usersModule(users: UserService, accounts: AccountService): ServerModule {
  return { name: 'users', routes: userRoutes(users, accounts) };
}
