import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { messages, TEXT_LIMITS } from '@license-console/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database.ts';
import { errorBody, HttpError, isDataException } from './http-error.ts';
import { type ContractRoute, registerContractRoutes } from './plugins/contract-routes.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { registerSessions } from './plugins/session.ts';
import { createSessionStore } from './repositories/sessions.ts';
import { createUserRepository } from './repositories/users.ts';
import { registerDevRoutes } from './routes/dev.ts';
import { externalLoginRoutes, registerOidcCallback, registerSsoDemoSite } from './routes/external-login.ts';
import { licenseRoutes } from './routes/licenses.ts';
import { sessionRoutes } from './routes/session.ts';
import { createAuthService } from './services/auth-service.ts';
import { createBackgroundTasks } from './services/background.ts';
import { createCredentialCheck } from './services/credential-check.ts';
import { createLicenseService } from './services/license-service.ts';
import { createMessenger, createOutbox } from './services/messenger.ts';
import { createOidcService, type OidcProviders } from './services/oidc.ts';
import { createPasswordService } from './services/password-service.ts';
import { createRateLimiter } from './services/rate-limit.ts';
import { createSsoKeyBox, createSsoLoginService } from './services/sso-login.ts';
import { createSupportDeskService } from './services/support-desk.ts';

export interface AppOptions {
  db: Database;
  /** Built console served on the same origin, with every other GET answered by its index.html. */
  consoleDir?: string | undefined;
  logger?: boolean;
  /** Check every answer against the contract (on in tests: a drifting answer fails loudly). */
  validateResponses?: boolean;
  sessionIdleMinutes?: number;
  sessionMaxHours?: number;
  /** The console's address as users reach it, for links in e-mails. */
  publicUrl?: string;
  smtpUrl?: string | undefined;
  /** Production turns off the development-only routes (the outbox reader). */
  production?: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (the per-address limits use it). */
  trustProxy?: boolean;
  /** The company site the external-login pages link back to (GET /external-login/urlData). */
  portalUrl?: string;
  /** OpenID Connect providers of the external sign-in; a provider left out is not offered. */
  oidcProviders?: OidcProviders;
  /** HS256 secret of the support-desk JWT; outside production a random per-process one stands in. */
  supportDeskJwtSecret?: string | undefined;
  /** Secret that seals the SSO sites' private keys; outside production a fixed development key stands in. */
  ssoKeySecret?: string | undefined;
}

export interface App {
  server: FastifyInstance;
  /** Every contract route this server serves, for the contract test and the docs. */
  routes: readonly ContractRoute[];
}

export async function buildApp(options: AppOptions): Promise<App> {
  const server = Fastify({
    logger: options.logger ?? false,
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      // A path parameter may be a signed JWT (an SSO site's tokenExternalId), far longer than the default 100.
      maxParamLength: TEXT_LIMITS.signedToken,
    },
    trustProxy: options.trustProxy ?? false,
  });
  const sessions = createSessionStore(options.db, {
    idleMinutes: options.sessionIdleMinutes ?? 30,
    maxHours: options.sessionMaxHours ?? 12,
  });
  const users = createUserRepository(options.db);
  const outbox = createOutbox(options.db);
  const messenger = createMessenger({ outbox, smtpUrl: options.smtpUrl, log: server.log });
  const passwords = createPasswordService({ db: options.db });
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const limiter = createRateLimiter(options.db);
  const background = createBackgroundTasks(server.log);
  server.addHook('onClose', background.drain);
  const auth = createAuthService({
    db: options.db,
    users,
    sessions,
    passwords,
    limiter,
    messenger,
    publicUrl,
    background,
  });

  await server.register(fastifyCookie);
  await server.register(fastifyFormbody);
  registerCsrfGuard(server);
  registerSessions(server, sessions);
  registerErrorHandling(server);

  const production = options.production ?? false;
  const checkCredentials = createCredentialCheck({
    users,
    passwords,
    limiter,
    sendResetLink: auth.sendResetLink,
  });
  const oidc = createOidcService({
    db: options.db,
    providers: options.oidcProviders ?? {},
    sessions,
    publicUrl,
  });
  const ssoKeyBox = createSsoKeyBox({ secret: options.ssoKeySecret, production, log: server.log });
  const external = externalLoginRoutes({
    oidc,
    supportDesk: createSupportDeskService({
      checkCredentials,
      secret: options.supportDeskJwtSecret,
      production,
      log: server.log,
    }),
    ssoLogin: createSsoLoginService({ db: options.db, keyBox: ssoKeyBox, checkCredentials, publicUrl }),
    sessions,
    portalUrl: options.portalUrl ?? 'https://www.example.com',
    publicUrl,
  });
  registerOidcCallback(server, oidc);
  if (!production) registerSsoDemoSite(server, { db: options.db, keyBox: ssoKeyBox, publicUrl });

  const licenses = createLicenseService(options.db, { messenger, publicUrl });
  const routes = [...sessionRoutes({ auth, sessions, passwords }), ...licenseRoutes({ licenses }), ...external];
  if (!options.production) registerDevRoutes(server, outbox);
  registerContractRoutes(server, routes, { validateResponses: options.validateResponses ?? false });
  if (options.consoleDir && existsSync(join(options.consoleDir, 'index.html'))) {
    await serveConsole(server, options.consoleDir);
  }
  return { server, routes };
}

function registerErrorHandling(server: FastifyInstance) {
  server.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      const retryAfter = error.extra?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.extra));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(status, error.message));
    if (isDataException(error)) {
      // Bad input, not a fault: a line without a stack, so callers cannot flood the log with them.
      request.log.warn({ sqlState: error.code }, 'the database refused a value of the request');
      return reply.code(400).send(errorBody(400, messages.bounds.requestInvalid));
    }
    // Never leak internals: the log keeps the detail, the caller gets a plain 500.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong on the server.'));
  });
}

async function serveConsole(server: FastifyInstance, consoleDir: string) {
  await server.register(fastifyStatic, {
    root: consoleDir,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      const hashed = path.includes(`${join(consoleDir, 'assets')}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  server.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/api(\/|$)/i.test(request.url);
    if (!isPage) return reply.code(404).send(errorBody(404, 'Not Found'));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
