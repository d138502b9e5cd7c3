import { isIP } from 'node:net';
import { join } from 'node:path';
import { EXTERNAL_PROVIDERS } from '@license-console/domain';
import type { SmsProvider } from './lib/sms.ts';
import type { OidcProviders } from './modules/session/oidc.ts';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './plugins/connection-limits.ts';
import { LOG_LEVELS, type LogLevel } from './plugins/logging.ts';
import type { TrustedProxies } from './plugins/trusted-proxies.ts';

export interface ServerConfig {
  port: number;
  /** The address to bind: loopback unless HOST says otherwise. */
  host: string;
  production: boolean;
  /**
   * Seed an empty database with the demo data and its published passwords (SEED_DEMO): true unless told, but false
   * with NODE_ENV=production, where an empty database gets its first administrator from `create-admin` instead.
   */
  seedDemo: boolean;
  /** The development-only routes (/dev/outbox, /dev/sso-demo), answered to loopback clients only. */
  devRoutes: boolean;
  /** PostgreSQL connection string; the embedded engine is used without it. */
  databaseUrl: string | undefined;
  /** A direct connection for LISTEN when DATABASE_URL leads to a pooler in transaction mode (db/postgres.ts). */
  databaseListenUrl: string | undefined;
  /** Folder of the embedded engine's files. */
  dataDir: string;
  /** SMTP server for real e-mail; without it mail goes to the outbox table and the log. */
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  mailFrom: string | undefined;
  /** Where SMS go (SMS_WEBHOOK_URL or SMS_TWILIO_*); without one they stay in the outbox table. */
  sms: SmsProvider | undefined;
  /** Built console to serve on the same origin; absent in API-only runs. */
  consoleDir: string | undefined;
  /** Minutes of inactivity after which a session ends (the console logs out after the same). */
  sessionIdleMinutes: number;
  /** Hours after sign-in at which a session ends however active it is. */
  sessionMaxHours: number;
  /** The console's address as users reach it, for links in e-mails. */
  publicUrl: string;
  /** The reverse proxies in front: how many hops, or their addresses; false when clients connect directly. */
  trustProxy: TrustedProxies;
  /** The company site the external-login pages link back to (GET /external-login/urlData). */
  portalUrl: string;
  /** The OpenID Connect providers of the external sign-in; one left out is not offered. */
  oidcProviders: OidcProviders;
  /** HS256 secret of the support-desk JWT; required in production, generated per process otherwise. */
  supportDeskJwtSecret: string | undefined;
  /** The support desk's JWT sign-in address (an absolute http(s) URL), where the browser posts the token. */
  supportDeskUrl: string | undefined;
  /** Secret that encrypts the SSO sites' private keys; required in production, a fixed dev key otherwise. */
  ssoKeySecret: string | undefined;
  /** Timeouts and caps of the HTTP server. */
  connectionLimits: ConnectionLimits;
  /** How long a shutdown lets the requests under way finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** How long a shutdown first goes on answering, readiness 503 and connections closed after each answer. */
  drainMs: number;
  /** JSON lines, or readable ones: LOG_FORMAT; unset, readable in development at a terminal, JSON otherwise. */
  logFormat: 'json' | 'pretty';
  /** Apply the database's missing migrations at start (MIGRATE_ON_START, default true), or refuse to start without. */
  migrateOnStart: boolean;
  /** The lowest level of the lines written: LOG_LEVEL, info unless told. */
  logLevel: LogLevel;
  /** The bearer token that lets a scraper read /metrics from another machine: METRICS_TOKEN. */
  metricsToken: string | undefined;
  /** How many days before a pack's end its administrator is reminded: REMINDER_DAYS, `30,7,1` unless told. */
  reminderDays: readonly number[];
  /** The host pages that may call the API from a browser (EMBED_ORIGINS): exact origins, none unless told. */
  embedOrigins: readonly string[];
}

const repoRoot = join(import.meta.dirname, '..', '..', '..');

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const devRoutes = flag('DEV_ROUTES', env.DEV_ROUTES);
  if (devRoutes && production) {
    throw new Error(
      'DEV_ROUTES=true is refused with NODE_ENV=production: the development routes show every reset link and code',
    );
  }
  const limits = DEFAULT_CONNECTION_LIMITS;
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${positiveNumber('PORT', env.PORT, 3000)}`).replace(
    /\/+$/,
    '',
  );
  const embeds = embedOrigins(env.EMBED_ORIGINS);
  if (embeds.length > 0 && !securePublicUrl(publicUrl)) {
    throw new Error(
      `EMBED_ORIGINS needs the console on https (PUBLIC_URL; http only for localhost): its cookie is then Secure, which a browser refuses over "${publicUrl}"`,
    );
  }
  return {
    port: positiveNumber('PORT', env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    production,
    seedDemo: env.SEED_DEMO ? flag('SEED_DEMO', env.SEED_DEMO) : !production,
    devRoutes,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseListenUrl: databaseListenUrl(env),
    dataDir: env.DATA_DIR || join(repoRoot, '.data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    sms: readSmsProvider(env),
    consoleDir: env.CONSOLE_DIR ?? join(repoRoot, 'apps', 'console', 'dist'),
    sessionIdleMinutes: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 30),
    sessionMaxHours: positiveNumber('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    publicUrl,
    portalUrl: env.PORTAL_URL || 'https://www.example.com',
    oidcProviders: readOidcProviders(env),
    supportDeskJwtSecret: secret('SUPPORT_DESK_JWT_SECRET', env.SUPPORT_DESK_JWT_SECRET),
    supportDeskUrl: absoluteUrl('SUPPORT_DESK_URL', env.SUPPORT_DESK_URL),
    ssoKeySecret: secret('SSO_KEY_SECRET', env.SSO_KEY_SECRET),
    logFormat: logFormat(env.LOG_FORMAT, production),
    migrateOnStart: env.MIGRATE_ON_START ? flag('MIGRATE_ON_START', env.MIGRATE_ON_START) : true,
    logLevel: logLevel(env.LOG_LEVEL),
    metricsToken: secret('METRICS_TOKEN', env.METRICS_TOKEN),
    reminderDays: reminderDays(env.REMINDER_DAYS),
    embedOrigins: embeds,
    shutdownTimeoutMs: seconds('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 10_000),
    drainMs: drainSeconds(env.DRAIN_SECONDS) * 1000,
    connectionLimits: {
      requestTimeoutMs: seconds('REQUEST_TIMEOUT_SECONDS', env.REQUEST_TIMEOUT_SECONDS, limits.requestTimeoutMs),
      idleTimeoutMs: seconds('IDLE_TIMEOUT_SECONDS', env.IDLE_TIMEOUT_SECONDS, limits.idleTimeoutMs),
      keepAliveTimeoutMs: seconds(
        'KEEP_ALIVE_TIMEOUT_SECONDS',
        env.KEEP_ALIVE_TIMEOUT_SECONDS,
        limits.keepAliveTimeoutMs,
      ),
      maxConnections: positiveInteger('MAX_CONNECTIONS', env.MAX_CONNECTIONS, limits.maxConnections),
      maxRequestsPerSocket: positiveInteger(
        'MAX_REQUESTS_PER_SOCKET',
        env.MAX_REQUESTS_PER_SOCKET,
        limits.maxRequestsPerSocket,
      ),
      bodyLimitBytes: positiveInteger('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES, limits.bodyLimitBytes),
    },
  };
}

/** The most days ahead a reminder may be set: a year. */
const MAX_REMINDER_DAYS = 366;

/**
 * REMINDER_DAYS: whole days from 1 to 366, comma-separated (`30,7,1`), each once; answered largest first. Anything
 * else stops the start: a typo must not silence the reminders.
 */
export function reminderDays(value: string | undefined): readonly number[] {
  if (value === undefined || value.trim() === '') return [30, 7, 1];
  const days = value.split(',').map((entry) => entry.trim());
  const valid = days.every((entry) => /^\d+$/.test(entry) && Number(entry) >= 1 && Number(entry) <= MAX_REMINDER_DAYS);
  if (!valid || new Set(days.map(Number)).size !== days.length) {
    throw new Error(
      `REMINDER_DAYS must be different whole numbers of days from 1 to ${MAX_REMINDER_DAYS}, comma-separated (e.g. 30,7,1), got "${value}"`,
    );
  }
  return days.map(Number).sort((a, b) => b - a);
}

/**
 * EMBED_ORIGINS: the host pages allowed to call the API from a browser, comma-separated, each written exactly as a
 * browser sends its Origin (`https://portal.example.com`, `https://portal.example.com:8443`): https, or http for
 * localhost, 127.0.0.1 or [::1]; no path, no wildcard, no `null`. Anything else stops the start: a wrong entry would
 * otherwise be a host that silently cannot sign in, or one that should not.
 */
export function embedOrigins(value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return [];
  const origins = value.split(',').map((entry) => entry.trim());
  for (const origin of origins) {
    const problem = originProblem(origin);
    if (problem) {
      throw new Error(
        `EMBED_ORIGINS must list exact origins such as https://portal.example.com, comma-separated: "${origin}" ${problem}`,
      );
    }
  }
  return [...new Set(origins)];
}

/** An https address, or an http one of this machine, which a browser counts as secure for its cookies. */
function securePublicUrl(publicUrl: string): boolean {
  try {
    const url = new URL(publicUrl);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

/** Why an EMBED_ORIGINS entry is not an origin a browser sends, or undefined when it is one. */
function originProblem(entry: string): string | undefined {
  if (entry.includes('*')) return 'has a wildcard; list each origin';
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'is not an origin';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'is not an http(s) origin';
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return 'must be https (http only for localhost)';
  }
  if (url.origin !== entry) return `is not written as its origin; write "${url.origin}" (no path, no default port)`;
  return undefined;
}

function logFormat(value: string | undefined, production: boolean): 'json' | 'pretty' {
  if (value === 'json' || value === 'pretty') return value;
  if (value) throw new Error(`LOG_FORMAT must be json or pretty, got "${value}"`);
  return !production && process.stdout.isTTY ? 'pretty' : 'json';
}

function databaseListenUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.DATABASE_LISTEN_URL) return undefined;
  if (!env.DATABASE_URL)
    throw new Error('DATABASE_LISTEN_URL needs DATABASE_URL: it is the direct connection beside it');
  return env.DATABASE_LISTEN_URL;
}

function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
}

/** An absolute http(s) address, or undefined when unset. */
function absoluteUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.href;
}

/** A duration the environment gives in seconds, in milliseconds. */
function seconds(name: string, value: string | undefined, fallbackMs: number): number {
  return positiveNumber(name, value, fallbackMs / 1000) * 1000;
}

/** DRAIN_SECONDS: 5 unless told; 0, no drain (tests, or a process no load balancer sends requests to). */
function drainSeconds(value: string | undefined): number {
  if (value === '0') return 0;
  return positiveNumber('DRAIN_SECONDS', value, 5);
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  const parsed = positiveNumber(name, value, fallback);
  if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: how many reverse proxies stand in front (`1`), or their addresses and CIDR ranges
 * (`10.0.0.5,10.1.0.0/16`). The client address is then the X-Forwarded-For entry written by the trusted proxy
 * the client connected to, never the left-most one, which the client writes itself.
 */
function trustedProxies(value: string | undefined): TrustedProxies {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust every X-Forwarded-For entry, which clients write themselves: set the number of ' +
        'proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16)',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1) throw new Error('TRUST_PROXY must be at least 1 proxy hop; leave it unset when there is no proxy');
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new Error(
        `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges, got "${entry}"`,
      );
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A signing or encryption secret: long enough that it cannot be guessed offline (e.g. `openssl rand -base64 32`). */
function secret(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters long`);
  return value;
}

/** SMS_WEBHOOK_URL (an https address; http only for this machine), or all three SMS_TWILIO_* settings; not both. */
export function readSmsProvider(env: NodeJS.ProcessEnv): SmsProvider | undefined {
  const webhook = env.SMS_WEBHOOK_URL || undefined;
  const twilio = [env.SMS_TWILIO_ACCOUNT_SID, env.SMS_TWILIO_AUTH_TOKEN, env.SMS_TWILIO_FROM];
  const twilioSet = twilio.filter(Boolean).length;
  if (webhook && twilioSet > 0) throw new Error('Set SMS_WEBHOOK_URL or the SMS_TWILIO_* settings, not both');
  if (webhook) {
    const url = absoluteUrl('SMS_WEBHOOK_URL', webhook)!;
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:' && !LOOPBACK_HOSTS.has(hostname)) {
      throw new Error(`SMS_WEBHOOK_URL must be an https URL (http only for localhost), got "${webhook}"`);
    }
    return { kind: 'webhook', url };
  }
  if (twilioSet === 0) return undefined;
  const [accountSid, authToken, from] = twilio;
  if (!accountSid || !authToken || !from) {
    throw new Error('SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN and SMS_TWILIO_FROM must be set together');
  }
  return { kind: 'twilio', accountSid, authToken, from };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * OIDC_{WORKPLACE,CONSUMER}_{ISSUER,CLIENT_ID,CLIENT_SECRET}: a provider is configured when its issuer is set,
 * and then needs all three. The issuer must be https; plain http is accepted for loopback issuers only (local
 * development and tests).
 */
export function readOidcProviders(env: NodeJS.ProcessEnv): OidcProviders {
  const providers: OidcProviders = {};
  for (const provider of EXTERNAL_PROVIDERS) {
    const prefix = `OIDC_${provider.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (!issuer && !clientId && !clientSecret) continue;
    if (!issuer || !clientId || !clientSecret) {
      throw new Error(`${prefix}ISSUER, ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET must be set together`);
    }
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      throw new Error(`${prefix}ISSUER must be a URL, got "${issuer}"`);
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
      throw new Error(`${prefix}ISSUER must be an https URL (http only for localhost), got "${issuer}"`);
    }
    providers[provider] = { issuer, clientId, clientSecret };
  }
  return providers;
}
