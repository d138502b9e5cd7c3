import type { ModuleContext, ServerModule } from '../module.ts';
import { registerSsoDemoSite } from './demo-site.ts';
import { singleSignOnRoutes } from './routes.ts';
import type { SsoSiteService } from './service.ts';

export { createSsoKeyBox, generateSiteKeyPair, type SsoKeyBox } from './keys.ts';
export { createSsoSiteService, type SsoSiteRecord, type SsoSiteService } from './service.ts';

/**
 * The SSO sites (spec §2.9): the administrators' list, new, create, read, update and delete; with development routes
 * on, the seeded demo site has its stand-in.
 */
export function singleSignOnModule(context: ModuleContext, sites: SsoSiteService): ServerModule {
  return {
    name: 'single-sign-on',
    routes: singleSignOnRoutes(sites),
    registerDevelopment(server) {
      registerSsoDemoSite(server, { sites, publicUrl: context.publicUrl });
    },
  };
}
