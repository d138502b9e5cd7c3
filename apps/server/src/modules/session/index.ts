import type { Queryable } from '../../db/database.ts';
import type { ModuleContext, ServerModule } from '../module.ts';
import type { PasswordSettingsService } from '../password-settings/service.ts';
import type { SsoSiteService } from '../single-sign-on/service.ts';
import type { UserService } from '../users/service.ts';
import { createAccountLockService } from './account-locks.ts';
import { externalLoginRoutes, registerOidcCallback } from './external-routes.ts';
import { createOidcService } from './oidc.ts';
import { createRateLimiter, enforceLimit } from './rate-limit.ts';
import { createSessionRepository } from './repository.ts';
import type { ResetLinks } from './reset-links.ts';
import { accountLockRoutes, sessionRoutes } from './routes.ts';
import { createSessionService } from './service.ts';
import { createSsoLoginService } from './sso-login.ts';
import { createSupportDeskService, DEV_SUPPORT_DESK_PATH, registerSupportDeskStandIn } from './support-desk.ts';

export { type AccountOwnerChecks, createAccountOwnerChecks } from './account-owner.ts';
export { ACCOUNT_LOCKS } from './rate-limit.ts';
export { createResetLinks, type ResetLinks } from './reset-links.ts';
export { createSessionStore, type SessionStore } from './session-store.ts';

/**
 * Counts a wrong credential other than a password (an unknown API token) against the password sign-in's limit of its
 * client address: 429 with the wait once it is used up, as for wrong passwords from that address.
 */
export function countWrongCredential(db: Queryable): (address: string) => Promise<void> {
  const limiter = createRateLimiter(createSessionRepository(db));
  return (address) => enforceLimit(limiter, 'signInPerAddress', { address });
}

/**
 * Signing in: the console's password, code and reset calls, the external sign-ins (providers, support desk, SSO
 * sites), and the locks that keep an account out.
 */
export function sessionModule(
  context: ModuleContext,
  deps: {
    users: UserService;
    passwordSettings: PasswordSettingsService;
    ssoSites: SsoSiteService;
    resetLinks: ResetLinks;
  },
): ServerModule {
  const { db, sessions, publicUrl, production } = context;
  const repository = createSessionRepository(db);
  const limiter = createRateLimiter(repository);
  const accountLocks = createAccountLockService({
    db,
    users: deps.users,
    limiter,
    messenger: context.messenger,
    background: context.background,
    publicUrl,
  });
  const session = createSessionService({
    db,
    sessions,
    users: deps.users,
    passwordSettings: deps.passwordSettings,
    limiter,
    accountLocks,
    messenger: context.messenger,
    resetLinks: deps.resetLinks,
    background: context.background,
  });
  const oidc = createOidcService({
    providers: context.oidcProviders,
    sessions,
    repository,
    users: deps.users,
    publicUrl,
  });
  const supportDesk = createSupportDeskService({
    checkCredentials: session.checkCredentials,
    secret: context.supportDeskJwtSecret,
    // Without an address, a development server with its stand-in routes sends the token to the stand-in.
    url: context.supportDeskUrl ?? (context.devRoutes && !production ? DEV_SUPPORT_DESK_PATH : undefined),
    production,
    log: context.log,
  });
  const external = externalLoginRoutes({
    oidc,
    supportDesk,
    ssoLogin: createSsoLoginService({
      sites: deps.ssoSites,
      repository,
      users: deps.users,
      checkCredentials: session.checkCredentials,
      publicUrl,
    }),
    sessions,
    portalUrl: context.portalUrl,
    publicUrl,
  });
  return {
    name: 'session',
    routes: [...sessionRoutes({ session, sessions }), ...external, ...accountLockRoutes(accountLocks)],
    register: (server) => registerOidcCallback(server, oidc),
    registerDevelopment: (server) => registerSupportDeskStandIn(server, supportDesk),
  };
}
