import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { type CallDefinition, contract, messages, TEXT_LIMITS } from '@license-console/domain';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { z } from 'zod/mini';
import type { Database } from './db/database.ts';
import { createOutbox, outboxStats } from './db/outbox.ts';
import { createBackgroundTasks } from './lib/background.ts';
import { type RetrySettings, startDelivery } from './lib/delivery.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  errorBody,
  HttpError,
  isDatabaseUnavailable,
  isDataException,
} from './lib/http-error.ts';
import { createMessenger } from './lib/messenger.ts';
import type { SmsProvider } from './lib/sms.ts';
import { createBearerAuth } from './modules/api-tokens/index.ts';
import { createModules } from './modules/index.ts';
import { type ReminderOptions, type Reminders, startReminders } from './modules/reminders/index.ts';
import { countWrongCredential, createSessionStore, type SessionStore } from './modules/session/index.ts';
import type { OidcProviders } from './modules/session/oidc.ts';
import { createSessionCache } from './modules/session/session-cache.ts';
import { registerCompression } from './plugins/compression.ts';
import {
  type ConnectionLimits,
  capConnections,
  connectionLimitOptions,
  DEFAULT_CONNECTION_LIMITS,
} from './plugins/connection-limits.ts';
import { type ContractRoute, registerContractRoutes } from './plugins/contract-routes.ts';
import { refuseCrossSite, SAFE_METHODS } from './plugins/csrf.ts';
import { developmentRoutesOn, registerDevelopmentRoutes } from './plugins/development-routes.ts';
import { answerEmbeddingHost } from './plugins/embed-origins.ts';
import { registerHealthRoutes } from './plugins/health.ts';
import {
  createLogger,
  type LogDestination,
  type LogFormat,
  type LogLevel,
  logWriter,
  newRequestId,
  requestLineWriter,
  requestLogger,
} from './plugins/logging.ts';
import { allowedMethods, refuseOtherMethod } from './plugins/method-not-allowed.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { refuseMultipart } from './plugins/multipart.ts';
import { registerOpenApi } from './plugins/openapi-routes.ts';
import { API_PATH, setAnswerHeaders } from './plugins/security-headers.ts';
import { type BearerAuth, bearerToken, readSession } from './plugins/session.ts';
import { type TrustedProxies, trustProxyOption } from './plugins/trusted-proxies.ts';
import { registerDevRoutes } from './routes/dev.ts';

// The domain's schemas are zod's mini build, which carries no messages of its own: a rule that names none reads
// "Invalid input". The server answers a field of the wrong kind with zod's English message: what it expected, and
// what came.
z.config(z.locales.en());

export interface AppOptions {
  db: Database;
  /** Built console served on the same origin, with every other GET answered by its index.html. */
  consoleDir?: string | undefined;
  /** Log every request, to standard output or to this destination, with credentials redacted. */
  logger?: boolean | LogDestination;
  /** How log lines are written (json unless told). */
  logFormat?: LogFormat;
  /** The lowest level of the lines written, request lines (info) included; info unless told. */
  logLevel?: LogLevel;
  /** A scraper presenting this bearer token gets /metrics from anywhere; without it, loopback clients only. */
  metricsToken?: string | undefined;
  /** Check every answer against the contract (on in tests: a drifting answer fails loudly). */
  validateResponses?: boolean;
  sessionIdleMinutes?: number;
  sessionMaxHours?: number;
  /**
   * How long a process keeps a session it verified before asking the database again (10; 0 asks every time).
   * Ended or changed sessions are forgotten by every process at once, whatever this is.
   */
  sessionCacheSeconds?: number;
  /** The console's address as users reach it, for links in e-mails. */
  publicUrl?: string;
  smtpUrl?: string | undefined;
  /** The From of every e-mail. */
  mailFrom?: string | undefined;
  /** Where SMS go; without one they stay in the outbox (the demo). */
  sms?: SmsProvider | undefined;
  /** How failed messages are tried again (lib/delivery.ts's defaults unless told; shorter in tests). */
  deliveryRetry?: RetrySettings;
  /** Production requires the secrets and never serves the development-only routes. */
  production?: boolean;
  /** The development-only routes (/dev/outbox, /dev/sso-demo), for loopback clients only; off unless asked for. */
  devRoutes?: boolean;
  /**
   * The reverse proxies in front (a hop count, or their addresses): the client address is then the entry of
   * X-Forwarded-For the nearest trusted proxy wrote (the per-address limits use it).
   */
  trustProxy?: TrustedProxies;
  /** The company site the external-login pages link back to (GET /external-login/urlData). */
  portalUrl?: string;
  /** OpenID Connect providers of the external sign-in; a provider left out is not offered. */
  oidcProviders?: OidcProviders;
  /** HS256 secret of the support-desk JWT; outside production a random per-process one stands in. */
  supportDeskJwtSecret?: string | undefined;
  /** The support desk's JWT sign-in address, where the browser posts the token; unset, the development stand-in. */
  supportDeskUrl?: string | undefined;
  /** Secret that seals the SSO sites' private keys; outside production a fixed development key stands in. */
  ssoKeySecret?: string | undefined;
  /** Timeouts and caps of the HTTP server. */
  connectionLimits?: ConnectionLimits;
  /** Mail each pack's administrator these many days before its end (REMINDER_DAYS); none unless told. */
  reminders?: Pick<ReminderOptions, 'days' | 'clock' | 'intervalMs'>;
  /**
   * The host pages that may call the API from a browser with the session cookie (EMBED_ORIGINS, exact origins):
   * CORS for them, the cross-site guard lets them through, and the session cookie becomes SameSite=None; Secure;
   * Partitioned. None unless told: same-origin only.
   */
  embedOrigins?: readonly string[];
}

export interface App {
  server: FastifyInstance;
  /** Every contract route this server serves, for the contract test and the docs. */
  routes: readonly ContractRoute[];
  /** The server's logger (Fastify's own `server.log` writes nothing: createLogger). */
  log: FastifyBaseLogger;
  /** Begins a shutdown's drain: readiness answers 503 and every answer closes its connection (shutdown.ts). */
  beginDrain: () => void;
  /** The expiry reminders' scheduler, when the options asked for one; stopped when the server closes. */
  reminders: Reminders | undefined;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const limits = options.connectionLimits ?? DEFAULT_CONNECTION_LIMITS;
  const logger = options.logger ?? false;
  const writer = logger === false ? undefined : logWriter(logger === true ? undefined : logger, options.logFormat);
  const log = createLogger(writer, options.logLevel);
  const writeRequestLine = requestLineWriter(writer, options.logLevel);
  const server = Fastify({
    ...connectionLimitOptions(limits),
    // No logger of Fastify's own: each request's logger is made when it first writes (createLogger), and its one line
    // is written by the onSend hook below instead of Fastify's two; ids unique across processes.
    logger: false,
    childLoggerFactory: requestLogger(log),
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: newRequestId,
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      // A path parameter may be a signed JWT (an SSO site's tokenExternalId), far longer than the default 100.
      maxParamLength: TEXT_LIMITS.signedToken,
    },
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    // A path the router refuses before any route (a parameter past maxParamLength, a malformed escape) answers in
    // the API's error shape: Fastify's own would repeat the whole path, which may be 300,000 characters or carry a
    // link's token.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as FastifyReply).code(status).send(errorBody(status, messages.server.requestInvalid));
    },
  });
  capConnections(server, limits);
  const sessionCache = await createSessionCache(options.db, (options.sessionCacheSeconds ?? 10) * 1000);
  server.addHook('onClose', () => sessionCache.close());
  const sessions = createSessionStore(
    options.db,
    { idleMinutes: options.sessionIdleMinutes ?? 30, maxHours: options.sessionMaxHours ?? 12 },
    sessionCache,
  );
  const outbox = createOutbox(options.db);
  const messenger = createMessenger({ outbox, log });
  const delivery = await startDelivery({
    db: options.db,
    outbox,
    log,
    smtpUrl: options.smtpUrl,
    mailFrom: options.mailFrom ?? DEFAULT_MAIL_FROM,
    sms: options.sms,
    retry: options.deliveryRetry,
  });
  server.addHook('onClose', () => delivery.stop());
  const background = createBackgroundTasks(log);
  server.addHook('onClose', background.drain);
  const reminders = options.reminders
    ? startReminders({ ...options.reminders, db: options.db, outbox, log, publicUrl: options.publicUrl ?? DEFAULT_URL })
    : undefined;
  if (reminders) server.addHook('onClose', () => reminders.stop());

  // Once a shutdown begins (its drain, or the close itself), readiness turns 503 and every answer still going out
  // closes its connection, so a keep-alive client does not hold the server open after its request is done.
  let shuttingDown = false;
  server.addHook('preClose', async () => {
    shuttingDown = true;
  });
  const metrics = registerMetrics(server, {
    db: options.db,
    outboxDepth: () => outboxStats(options.db),
    token: options.metricsToken,
    behindProxy: (options.trustProxy ?? false) !== false,
  });
  server.addHook('onSend', (request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    // A change made here is seen by this process's very next request (the database's announcement may come later).
    if (!SAFE_METHODS.has(request.method)) sessionCache.clear();
    writeRequestLine?.(request, reply, payload);
    metrics.observe(request, reply);
    done();
  });

  const embedOrigins = new Set(options.embedOrigins ?? []);
  server.decorate('crossSiteCookies', embedOrigins.size > 0);
  registerRequestChecks(server, sessions, createBearerAuth(options.db, countWrongCredential(options.db)), embedOrigins);
  // Answers above 1 KB go out compressed, gzip first when the client takes both: on a page of licenses brotli saves
  // 80 of 8,000 bytes and costs the two sides together about 0.6 ms more than gzip (bench/license-search.ts). The
  // built console's own assets are compressed at build time, brotli first, and sent as they are.
  registerCompression(server, {
    thresholdBytes: COMPRESSION_THRESHOLD_BYTES,
    syncBytes: 64 * 1024,
    brotliQuality: 4,
  });
  await server.register(fastifyFormbody);
  refuseMultipart(server);
  registerErrorHandling(server);
  registerHealthRoutes(server, { db: options.db, shuttingDown: () => shuttingDown });

  const modules = createModules({
    db: options.db,
    log,
    sessions,
    messenger,
    background,
    publicUrl: options.publicUrl ?? DEFAULT_URL,
    production: options.production ?? false,
    portalUrl: options.portalUrl ?? 'https://www.example.com',
    oidcProviders: options.oidcProviders ?? {},
    supportDeskJwtSecret: options.supportDeskJwtSecret,
    supportDeskUrl: options.supportDeskUrl,
    devRoutes: developmentRoutesOn(options),
    ssoKeySecret: options.ssoKeySecret,
  });
  for (const module of modules) module.register?.(server);
  if (developmentRoutesOn(options)) {
    await registerDevelopmentRoutes(server, (scope) => {
      registerDevRoutes(scope, outbox);
      for (const module of modules) module.registerDevelopment?.(scope);
    });
  }
  const routes = modules.flatMap((module) => module.routes);
  await registerContractRoutes(server, routes, { validateResponses: options.validateResponses ?? false });
  registerOpenApi(server, routes, callNames);
  const allowed = allowedMethods(routes);
  if (options.consoleDir && existsSync(join(options.consoleDir, 'index.html'))) {
    await serveConsole(server, options.consoleDir, allowed);
  } else {
    // The API alone: a call's path under another method answers 405, any other path the API's own 404, as beside
    // the console (Fastify's would repeat the path and its query in the answer).
    server.setNotFoundHandler((request, reply) => {
      if (refuseOtherMethod(allowed, request, reply)) return reply;
      return reply.code(404).send(errorBody(404, messages.server.notFound));
    });
  }
  return {
    server,
    routes,
    log,
    beginDrain: () => {
      shuttingDown = true;
    },
    reminders,
  };
}

const DEFAULT_MAIL_FROM = 'License Console <no-reply@license-console.example>';
const DEFAULT_URL = 'http://localhost:3000';

/** Each contract call's name, for the OpenAPI document's operation ids. */
/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

const callNames: ReadonlyMap<CallDefinition, string> = new Map(
  Object.entries(contract as Record<string, CallDefinition>).map(([name, call]) => [call, name]),
);

/**
 * Every request's checks, in one onRequest hook and in this order: its answer's fixed headers and, for a listed
 * host page, its CORS headers (so every refusal carries them; that host's preflight is answered here), the
 * cross-site guard, then the session or API token, the one check that may wait on the database. One hook rather
 * than one each: Fastify's step from hook to hook costs every request about as much as the checks themselves.
 */
function registerRequestChecks(
  server: FastifyInstance,
  sessions: SessionStore,
  bearer: BearerAuth,
  embedOrigins: ReadonlySet<string>,
) {
  server.decorateRequest('session', null);
  server.decorateRequest('receivedAt', 0);
  server.addHook('onRequest', (request, reply, done) => {
    request.receivedAt = performance.now();
    setAnswerHeaders(request, reply);
    // Answered already: Fastify takes a hook's reply as the answer when the hook does not call done.
    if (answerEmbeddingHost(request, reply, embedOrigins) === 'preflight-answered') return;
    refuseCrossSite(request, embedOrigins);
    readSession(sessions, bearer, request, done);
  });
}

/** The WWW-Authenticate challenge of a 401 (RFC 6750): the API takes a bearer token, or the console's session cookie. */
function authenticateChallenge(request: FastifyRequest): string {
  return bearerToken(request) === undefined
    ? 'Bearer realm="License Console"'
    : 'Bearer realm="License Console", error="invalid_token"';
}

function registerErrorHandling(server: FastifyInstance) {
  server.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      const retryAfter = error.extra?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      // RFC 9110: a 401 names the scheme that would authenticate. A bearer token that was refused is named invalid
      // (RFC 6750), so a client tells a revoked or expired token from a missing one.
      if (error.statusCode === 401) reply.header('www-authenticate', authenticateChallenge(request));
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.extra));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(status, error.message));
    if (isDataException(error)) {
      // Bad input, not a fault: a line without a stack, so callers cannot flood the log with them.
      request.log.warn({ sqlState: error.code }, 'the database refused a value of the request');
      return reply.code(400).send(errorBody(400, messages.server.requestInvalid));
    }
    if (isDatabaseUnavailable(error)) {
      // A moment's fault of the database: the transaction was rolled back, the pool reconnects by itself.
      request.log.warn(
        { code: (error as { code?: unknown }).code, reason: error.message },
        'the database is unavailable',
      );
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(errorBody(503, messages.server.databaseUnavailable));
    }
    // Never leak internals: the log keeps the detail, the caller gets a plain 500.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, messages.server.internalError));
  });
}

async function serveConsole(server: FastifyInstance, consoleDir: string, allowed: (url: string) => string[]) {
  await server.register(fastifyStatic, {
    root: consoleDir,
    wildcard: false,
    index: false,
    // The build's .br and .gz copies (apps/console/build/precompress.ts), chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, path) {
      const hashed = path.includes(`${join(consoleDir, 'assets')}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  server.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !API_PATH.test(request.url);
    if (!isPage && refuseOtherMethod(allowed, request, reply)) return reply;
    if (!isPage) return reply.code(404).send(errorBody(404, messages.server.notFound));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
