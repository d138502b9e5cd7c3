import type { ServerModule } from '../module.ts';
import { userRoutes } from './routes.ts';
import type { UserService } from './service.ts';

export { createUserService, displayName, type UserService } from './service.ts';

/** User accounts (spec §2.10): the administrators' users list and role toggles. */
export function usersModule(users: UserService): ServerModule {
  return { name: 'users', routes: userRoutes(users) };
}
