import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { BackgroundTasks } from '../lib/background.ts';
import type { Messenger } from '../lib/messenger.ts';
import type { ContractRoute } from '../plugins/contract-routes.ts';
import type { OidcProviders } from './session/oidc.ts';
import type { SessionStore } from './session/session-store.ts';

/** What the app hands every module: the shared infrastructure and this server's settings. */
export interface ModuleContext {
  db: Database;
  log: FastifyBaseLogger;
  sessions: SessionStore;
  messenger: Messenger;
  background: BackgroundTasks;
  /** The console's address as users reach it, for links in e-mails and the issuer of assertions. */
  publicUrl: string;
  /** Production serves no development stand-in and refuses to sign without its secrets. */
  production: boolean;
  portalUrl: string;
  oidcProviders: OidcProviders;
  supportDeskJwtSecret: string | undefined;
  /** The support desk's JWT sign-in address; unset, the development stand-in's when devRoutes is on. */
  supportDeskUrl: string | undefined;
  /** Whether the development-only routes (and their stand-ins) are served. */
  devRoutes: boolean;
  ssoKeySecret: string | undefined;
}

/** One resource's server side, as the app registers it. */
export interface ServerModule {
  name: string;
  /** The contract calls it serves. */
  routes: readonly ContractRoute[];
  /** Its routes that are no contract call (a provider's way back, a development stand-in). */
  register?(server: FastifyInstance): void;
  /** Its development-only routes (DEV_ROUTES=true, loopback clients only). */
  registerDevelopment?(server: FastifyInstance): void;
}
