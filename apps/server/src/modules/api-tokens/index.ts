import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { apiTokenRoutes } from './routes.ts';
import { createApiTokenService } from './service.ts';

export { createBearerAuth } from './bearer.ts';
export { revokeTokensOfAccount } from './service.ts';

/** API tokens: created, listed and revoked here; read on every request that carries one (bearer.ts, app.ts). */
export function apiTokensModule(db: Database): ServerModule {
  return { name: 'api-tokens', routes: apiTokenRoutes(createApiTokenService(db)) };
}
