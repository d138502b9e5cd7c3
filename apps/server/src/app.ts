import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database.ts';
import { errorBody, HttpError } from './http-error.ts';
import { type ContractRoute, registerContractRoutes } from './plugins/contract-routes.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { registerSessions } from './plugins/session.ts';
import { createSessionStore } from './repositories/sessions.ts';
import { createUserRepository } from './repositories/users.ts';
import { sessionRoutes } from './routes/session.ts';
import { createAuthService } from './services/auth-service.ts';

export interface AppOptions {
  db: Database;
  /** Built console served on the same origin, with every other GET answered by its index.html. */
  consoleDir?: string | undefined;
  logger?: boolean;
  /** Check every answer against the contract (on in tests: a drifting answer fails loudly). */
  validateResponses?: boolean;
  sessionIdleMinutes?: number;
  sessionMaxHours?: number;
}

export interface App {
  server: FastifyInstance;
  /** Every contract route this server serves, for the contract test and the docs. */
  routes: readonly ContractRoute[];
}

export async function buildApp(options: AppOptions): Promise<App> {
  const server = Fastify({
    logger: options.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: true,
  });
  const sessions = createSessionStore(options.db, {
    idleMinutes: options.sessionIdleMinutes ?? 30,
    maxHours: options.sessionMaxHours ?? 12,
  });
  const users = createUserRepository(options.db);
  const auth = createAuthService({ users, sessions });

  await server.register(fastifyCookie);
  await server.register(fastifyFormbody);
  registerCsrfGuard(server);
  registerSessions(server, sessions);
  registerErrorHandling(server);

  const routes = [...sessionRoutes({ auth, sessions })];
  registerContractRoutes(server, routes, { validateResponses: options.validateResponses ?? false });
  if (options.consoleDir && existsSync(join(options.consoleDir, 'index.html'))) {
    await serveConsole(server, options.consoleDir);
  }
  return { server, routes };
}

function registerErrorHandling(server: FastifyInstance) {
  server.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.extra));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(status, error.message));
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
