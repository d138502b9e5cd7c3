import { licensesModule } from './licenses/index.ts';
import type { ModuleContext, ServerModule } from './module.ts';
import { passwordSettingsModule } from './password-settings/index.ts';
import { createPasswordSettingsService } from './password-settings/service.ts';
import { createProductService } from './products/service.ts';
import { sessionModule } from './session/index.ts';
import { createSsoKeyBox, createSsoSiteService, singleSignOnModule } from './single-sign-on/index.ts';
import { createUserService, usersModule } from './users/index.ts';

/**
 * Every module of the server, in the order the app registers them. A service that one module offers another is
 * built once, here, and handed to the modules that use it.
 */
export function createModules(context: ModuleContext): ServerModule[] {
  const { db, production } = context;
  const users = createUserService(db);
  const passwordSettings = createPasswordSettingsService({ db, users });
  const ssoSites = createSsoSiteService({
    db,
    keyBox: createSsoKeyBox({ secret: context.ssoKeySecret, production, log: context.log }),
  });
  return [
    sessionModule(context, { users, passwordSettings, ssoSites }),
    passwordSettingsModule(passwordSettings),
    licensesModule(context, { users, products: createProductService(db) }),
    singleSignOnModule(context, ssoSites),
    usersModule(users),
  ];
}
