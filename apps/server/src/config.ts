import { join } from 'node:path';
import { EXTERNAL_PROVIDERS } from '@license-console/domain';
import type { OidcProviders } from './modules/session/oidc.ts';

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** PostgreSQL connection string; the embedded engine is used without it. */
  databaseUrl: string | undefined;
  /** Folder of the embedded engine's files. */
  dataDir: string;
  /** SMTP server for real e-mail; without it mail goes to the outbox table and the log. */
  smtpUrl: string | undefined;
  /** Built console to serve on the same origin; absent in API-only runs. */
  consoleDir: string | undefined;
  /** Minutes of inactivity after which a session ends (the console logs out after the same). */
  sessionIdleMinutes: number;
  /** Hours after sign-in at which a session ends however active it is. */
  sessionMaxHours: number;
  /** The console's address as users reach it, for links in e-mails. */
  publicUrl: string;
  /** Whether a reverse proxy in front sets X-Forwarded-For (never trust it otherwise: it is spoofable). */
  trustProxy: boolean;
  /** The company site the external-login pages link back to (GET /external-login/urlData). */
  portalUrl: string;
  /** The OpenID Connect providers of the external sign-in; one left out is not offered. */
  oidcProviders: OidcProviders;
  /** HS256 secret of the support-desk JWT; required in production, generated per process otherwise. */
  supportDeskJwtSecret: string | undefined;
  /** Secret that encrypts the SSO sites' private keys; required in production, a fixed dev key otherwise. */
  ssoKeySecret: string | undefined;
}

const repoRoot = join(import.meta.dirname, '..', '..', '..');

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: positiveNumber('PORT', env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || join(repoRoot, '.data'),
    smtpUrl: env.SMTP_URL || undefined,
    consoleDir: env.CONSOLE_DIR ?? join(repoRoot, 'apps', 'console', 'dist'),
    sessionIdleMinutes: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 30),
    sessionMaxHours: positiveNumber('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12),
    trustProxy: env.TRUST_PROXY === 'true',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${positiveNumber('PORT', env.PORT, 3000)}`).replace(/\/+$/, ''),
    portalUrl: env.PORTAL_URL || 'https://www.example.com',
    oidcProviders: readOidcProviders(env),
    supportDeskJwtSecret: secret('SUPPORT_DESK_JWT_SECRET', env.SUPPORT_DESK_JWT_SECRET),
    ssoKeySecret: secret('SSO_KEY_SECRET', env.SSO_KEY_SECRET),
  };
}

/** A signing or encryption secret: long enough that it cannot be guessed offline (e.g. `openssl rand -base64 32`). */
function secret(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters long`);
  return value;
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
