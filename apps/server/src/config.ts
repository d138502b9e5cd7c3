import { join } from 'node:path';

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
  };
}
