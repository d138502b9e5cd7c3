import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** What a shutdown needs of the process: its signals and its exit (tests hand in stand-ins). */
export interface ShutdownProcess {
  once(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): void;
}

export interface GracefulShutdownOptions {
  server: FastifyInstance;
  /** Where the shutdown's steps are logged (the app's logger, buildApp's `log`). */
  log: FastifyBaseLogger;
  /** Closed after the last in-flight request has been answered. */
  close: () => Promise<void>;
  /** How long the in-flight requests get, once the drain is over, before the process exits anyway (exit code 1). */
  deadlineMs: number;
  /**
   * How long the server goes on answering after the signal, with readiness 503 and every answer closing its
   * connection, so that a load balancer has stopped sending it requests by the time it stops listening (0: none).
   */
  drainMs?: number;
  /** Begins the drain: readiness answers 503, answers close their connections (buildApp's `beginDrain`). */
  beginDrain?: () => void;
  signals?: readonly NodeJS.Signals[];
  process?: ShutdownProcess;
}

/**
 * Graceful shutdown on SIGTERM or SIGINT: first the drain, `drainMs` in which readiness answers 503 and the server
 * answers every request as usual but closes each connection after its answer (a keep-alive client opens a new one,
 * which a load balancer that saw the 503 sends elsewhere); then stop accepting connections (Fastify answers 503 to
 * requests that still arrive on open ones), let every request already under way finish, close the database, exit 0.
 * Past the deadline, counted from the drain's end, the process exits 1 with what was still open; a second signal
 * exits 1 at once, in the drain too.
 */
export function installGracefulShutdown({
  server,
  log,
  close,
  deadlineMs,
  drainMs = 0,
  beginDrain,
  signals = ['SIGTERM', 'SIGINT'],
  process: host = process,
}: GracefulShutdownOptions) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting at once');
      host.exit(1);
      return;
    }
    stopping = true;
    beginDrain?.();
    if (drainMs > 0) {
      log.info({ signal, drainMs }, 'draining: readiness 503, answering with Connection: close');
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    log.info({ signal, deadlineMs }, 'shutting down: finishing the requests under way');
    const deadline = setTimeout(() => {
      log.error({ deadlineMs }, 'shutdown deadline passed: exiting with requests still open');
      host.exit(1);
    }, deadlineMs);
    deadline.unref();
    try {
      await server.close();
      await close();
      clearTimeout(deadline);
      log.info('shut down cleanly');
      host.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      host.exit(1);
    }
  };
  for (const signal of signals) {
    // Listen again after each signal, so the second one is seen too.
    const listen = () =>
      host.once(signal, () => {
        listen();
        void stop(signal);
      });
    listen();
  }
}
