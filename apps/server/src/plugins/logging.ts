import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { type Bindings, pino } from 'pino';

/** Where log lines go: standard output, or a test's capture. */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * Query parameters that carry a credential: the reset token and new password (`t`, `p`), verification and
 * one-time codes, OpenID Connect's code and state, SSO assertions, and the usual token names.
 */
const SECRET_PARAMETERS = [
  't',
  'p',
  'code',
  'token',
  'password',
  'state',
  'assertion',
  'jwt',
  'id_token',
  'access_token',
  'refresh_token',
  'client_secret',
];

// A value ends at the next parameter, fragment, space or the closing quote of the JSON string it sits in.
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_PARAMETERS.join('|')})=)(?:[^&#\\s"\\\\]|\\\\.)*`, 'gi');
// A JWT anywhere, e.g. an SSO site's request token in the path of /account/login/referer/{token}.
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

/** The line with every credential in it replaced by `[redacted]`. */
export function redactSecrets(line: string): string {
  return line.replace(SECRET_QUERY, '$1[redacted]').replace(JWT, '[redacted]');
}

/** How log lines are written: one JSON object per line (for collectors), or one readable line (development). */
export type LogFormat = 'json' | 'pretty';

/** The lowest level written (LOG_LEVEL): pino's levels, from the most to the least said; `silent` writes nothing. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Whether a line of `level` is written under the configured LOG_LEVEL. */
export function levelEnabled(configured: LogLevel, level: Exclude<LogLevel, 'silent'>): boolean {
  return configured !== 'silent' && LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(configured);
}

/**
 * Process warnings (process.emitWarning: the server's own, Node's and the packages' deprecations) written as the
 * logger's warn lines, so that LOG_LEVEL and LOG_FORMAT hold for them too: Node's own printer, which writes each one
 * to standard error whatever the level, is removed. For the server's process only; commands keep Node's printer.
 */
export function logProcessWarnings(log: FastifyBaseLogger) {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log.warn({ warning: warning.name }, warning.message));
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields a readable line shows in its own way, or not at all. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'method', 'route', 'path', 'status']);

/**
 * A request line as a person reads it at a terminal: time, method, route (the path when no route matched), status
 * and milliseconds, e.g. `12:00:01.005 GET /api/Licenses 200 1.5 ms`. The request id stays in the JSON line and the
 * answer's X-Request-Id.
 */
function requestLine(time: string, entry: Record<string, unknown>): string {
  const took = typeof entry.durationMs === 'number' ? `${entry.durationMs} ms` : '';
  return `${[time, entry.method, entry.route ?? entry.path, entry.status, took].filter((part) => part !== '' && part !== undefined && part !== null).join(' ')}\n`;
}

/**
 * One JSON log line as a person reads it: time, level, the request's method, route and status, message, the rest; a
 * request's own line, shorter (requestLine).
 */
export function prettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = new Date(Number(entry.time)).toISOString().slice(11, 23);
  // A request's own line (requestLineWriter's), the one every request writes: short, as a terminal shows many.
  if (entry.msg === 'request' && entry.method && Number(entry.level) === 30) return requestLine(time, entry);
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const request = entry.method ? `${entry.method} ${entry.route ?? entry.path} ${entry.status ?? ''}`.trim() : '';
  const rest = Object.entries(entry)
    .filter(([key]) => !SHOWN_APART.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const id = entry.reqId ? `[${entry.reqId}]` : '';
  return `${[time, level, id, request, entry.msg, ...rest].filter(Boolean).join(' ')}\n`;
}

let standardOutput: LogDestination | undefined;

/** The bytes of lines standard output holds before it writes them at once (about 200 request lines). */
export const OUTPUT_BUFFER_BYTES = 64 * 1024;

/**
 * Standard output, written once per turn of the event loop with every line that turn wrote (under load, one system
 * call for many requests' lines instead of one each), in order; what is still pending is written as the process
 * exits, whatever makes it exit (a signal's graceful shutdown, process.exit, an uncaught error).
 *
 * Each line becomes bytes in a buffer as it is written, so no line is held as a string until the turn ends: held
 * lines outlived the young generation's collections under load and were copied, about 1 µs of CPU a request of the
 * server's 22 (bench/current-user.ts). A turn's lines past the buffer's size are written as it fills; a line longer
 * than the whole buffer is written on its own, after what was held.
 */
export function batchedStandardOutput(): LogDestination {
  if (standardOutput) return standardOutput;
  let buffer = Buffer.allocUnsafe(OUTPUT_BUFFER_BYTES);
  let used = 0;
  const flush = () => {
    if (used === 0) return;
    const chunk = buffer.subarray(0, used);
    // A new buffer each time: where writes to a pipe are asynchronous (not on Linux), the stream still holds this one.
    buffer = Buffer.allocUnsafe(OUTPUT_BUFFER_BYTES);
    used = 0;
    process.stdout.write(chunk);
  };
  process.on('exit', flush);
  standardOutput = {
    write(line: string) {
      // A UTF-16 unit takes 3 bytes at most in UTF-8.
      if (used + line.length * 3 > buffer.length) {
        flush();
        if (line.length * 3 > buffer.length) {
          process.stdout.write(line);
          return;
        }
      }
      if (used === 0) setImmediate(flush);
      used += buffer.write(line, used);
    },
  };
  return standardOutput;
}

/** The server's lines on their way out: `write` for any line, `writeRequest` for a request line (below). */
export interface LogWriter {
  /** A line of the logger: every credential in it is redacted first. */
  write(line: string): void;
  /** A request line made by registerRequestLog, whose only field a client chose (the path) is redacted already. */
  writeRequest(line: string): void;
}

/**
 * Every line, whoever writes it (error lines, Fastify's own, ours), passes through redactSecrets on its way out, so
 * no URL, error message or route of ours can leak a credential; then it is formatted and written.
 */
export function logWriter(
  destination: LogDestination = batchedStandardOutput(),
  format: LogFormat = 'json',
): LogWriter {
  const writeRequest = (line: string) => {
    destination.write(format === 'pretty' ? prettyLine(line) : line);
  };
  return { write: (line) => writeRequest(redactSecrets(line)), writeRequest };
}

/**
 * The server's logger: pino, writing through `writer`, or one that writes nothing. Fastify is given none of its own
 * (app.ts): with one, it makes a child logger for every request and follows every answer to its end, 3-4 µs of CPU
 * a request, 6-7% of a small answer's (bench/README.md, CurrentUser). Requests log through requestLogger instead, and
 * their one line is requestLineWriter's.
 */
export function createLogger(writer: LogWriter | undefined, level: LogLevel = 'info'): FastifyBaseLogger {
  return writer && level !== 'silent' ? pino({ level }, { write: writer.write }) : pino({ enabled: false });
}

/**
 * A request's logger, as Fastify's `request.log`: a child of `log` with the request's id, made when the request first
 * writes a line (most never do; their one line is requestLineWriter's).
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get #log(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  get level() {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#log.level = level;
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.#log.child(bindings, options);
  }

  // Methods rather than functions of each instance: a request's logger costs one small object until it writes.
  fatal(...args: unknown[]) {
    Reflect.apply(this.#log.fatal, this.#log, args);
  }
  error(...args: unknown[]) {
    Reflect.apply(this.#log.error, this.#log, args);
  }
  warn(...args: unknown[]) {
    Reflect.apply(this.#log.warn, this.#log, args);
  }
  info(...args: unknown[]) {
    Reflect.apply(this.#log.info, this.#log, args);
  }
  debug(...args: unknown[]) {
    Reflect.apply(this.#log.debug, this.#log, args);
  }
  trace(...args: unknown[]) {
    Reflect.apply(this.#log.trace, this.#log, args);
  }
  silent() {}
}

/** Fastify's child logger factory: each request's logger, a child of `log` once it writes (RequestLogger). */
export function requestLogger(log: FastifyBaseLogger) {
  return (_fastifyLogger: FastifyBaseLogger, bindings: Bindings): FastifyBaseLogger => new RequestLogger(log, bindings);
}

/** The random bytes of a request id: 80 bits, so ids do not repeat in practice, across processes and restarts alike. */
export const REQUEST_ID_BYTES = 10;
/** Ids drawn from the system's random source at once. */
const REQUEST_IDS_PER_DRAW = 512;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * A new request's id: 20 hex digits, random, from a pool of random bytes drawn 512 ids at a time. Random rather than
 * counted, so ids say nothing of how many requests a process served; 20 digits rather than a UUID's 36 and one native
 * call rather than randomUUID's assembly, about 0.6 µs of CPU a request less (bench/current-user.ts).
 */
export function newRequestId(): string {
  if (poolOffset >= randomPool.length) {
    randomPool = randomBytes(REQUEST_ID_BYTES * REQUEST_IDS_PER_DRAW);
    poolOffset = 0;
  }
  const id = randomPool.toString('hex', poolOffset, poolOffset + REQUEST_ID_BYTES);
  poolOffset += REQUEST_ID_BYTES;
  return id;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** When the request's checks began (performance.now()), for its line's duration; 0 before. */
    receivedAt: number;
  }
}

/**
 * One line per request, as its answer goes out: method, the route's pattern (never the raw URL, whose query may
 * carry secrets; a request no route matched gives its path alone, redacted), status and duration; the request id is
 * on every line the request writes, and in the answer's `X-Request-Id` for a user to quote (setAnswerHeaders). Called
 * from the last step before the answer is written (app.ts's onSend hook): a whole answer's line is written then, with
 * the time it took to be made; a streamed one's (a download, a console file) once its last byte was handed to the
 * system.
 *
 * The line is the one pino would write (level, time, pid, hostname, reqId, the fields, msg), put together here: every
 * request writes one, and pino's general path (a call on the request's child logger, then the redaction of the whole
 * line) cost 3-4 µs more of the server's 45-50 µs of CPU for a small answer (bench/current-user.ts).
 */
export function requestLineWriter(writer: LogWriter | undefined, level: LogLevel = 'info') {
  // Request lines are info lines: a level above leaves them out, at no cost to the request.
  if (!writer || LOG_LEVELS.indexOf(level) > LOG_LEVELS.indexOf('info')) return undefined;
  const bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const write = (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    const where =
      route === undefined
        ? `"route":null,"path":${JSON.stringify(redactSecrets(request.url.split('?')[0]!))}`
        : `"route":${JSON.stringify(route)}`;
    const duration = request.receivedAt > 0 ? Math.round((performance.now() - request.receivedAt) * 10) / 10 : null;
    writer.writeRequest(
      `{"level":30,"time":${Date.now()}${bindings},"reqId":${JSON.stringify(request.id)},` +
        `"method":${JSON.stringify(request.method)},${where},"status":${reply.statusCode},` +
        `"durationMs":${duration},"msg":"request"}\n`,
    );
  };
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof (payload as Partial<Readable> | null)?.pipe === 'function') {
      reply.raw.once('finish', () => write(request, reply));
    } else {
      write(request, reply);
    }
  };
}
