import { aiTokensModule } from './ai-tokens/index.ts';
import { apiTokensModule } from './api-tokens/index.ts';
import { auditLogModule } from './audit-log/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { createSeatRelease, licenseUsagesModule } from './license-usages/index.ts';
import { createLicenseService, licensesModule } from './licenses/index.ts';
import type { ModuleContext, ServerModule } from './module.ts';
import { organizationsModule } from './organizations/index.ts';
import { outboxModule } from './outbox/index.ts';
import { passwordSettingsModule } from './password-settings/index.ts';
import { createPasswordSettingsService } from './password-settings/service.ts';
import { createPeopleService, peopleModule } from './people/index.ts';
import { createProductService, productsModule } from './products/index.ts';
import { searchModule } from './search/index.ts';
import { createAccountOwnerChecks, createResetLinks, sessionModule } from './session/index.ts';
import { createSsoKeyBox, createSsoSiteService, singleSignOnModule } from './single-sign-on/index.ts';
import { createAccountService, createUserService, usersModule } from './users/index.ts';

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
  const products = createProductService(db);
  const resetLinks = createResetLinks({ db, users, messenger: context.messenger, publicUrl: context.publicUrl });
  const licenses = createLicenseService({
    db,
    users,
    products,
    messenger: context.messenger,
    resetLinks,
    publicUrl: context.publicUrl,
    seats: createSeatRelease(),
  });
  return [
    sessionModule(context, { users, passwordSettings, ssoSites, resetLinks }),
    passwordSettingsModule(passwordSettings),
    licensesModule(licenses),
    licenseUsagesModule(context, licenses),
    organizationsModule({ db, packs: licenses }),
    aiTokensModule(context, licenses),
    productsModule(products),
    singleSignOnModule(context, ssoSites),
    outboxModule(db),
    apiTokensModule(db),
    auditLogModule({ db, licenses }),
    dashboardModule(context),
    searchModule(db),
    peopleModule(createPeopleService({ db, passwordSettings, resetLinks })),
    usersModule(
      users,
      createAccountService({
        db,
        passwordSettings,
        resetLinks,
        messenger: context.messenger,
        publicUrl: context.publicUrl,
        owner: createAccountOwnerChecks(context, users),
      }),
    ),
  ];
}
