// The server itself: reads the environment, opens the database, seeds it when empty (SEED_DEMO), listens. main.ts imports this
// once the process's heap settings are in place.
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { bundled } from './files.ts';
import { installGracefulShutdown } from './lib/shutdown.ts';
import { serveBackups } from './ops/backup-socket.ts';
import { createAdministrator, hasAdministrator, noAdministratorNotice } from './ops/create-admin.ts';
import { developmentRoutesNotice } from './plugins/development-routes.ts';
import { batchedStandardOutput, createLogger, levelEnabled, logProcessWarnings, logWriter } from './plugins/logging.ts';
import { seedForConfig } from './seed/seed.ts';

const config = readConfig();
// From the start, process warnings are log lines of the configured level and format, not Node's lines on stderr. The
// same output as the app's logger below (one buffered standard output).
logProcessWarnings(createLogger(logWriter(batchedStandardOutput(), config.logFormat), config.logLevel));
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  databaseListenUrl: config.databaseListenUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
  migrate: config.migrateOnStart,
});
const seeded = config.seedDemo ? await seedForConfig(db, config) : false;
const { server, log, beginDrain } = await buildApp({
  db,
  consoleDir: config.consoleDir,
  logger: true,
  logFormat: config.logFormat,
  logLevel: config.logLevel,
  metricsToken: config.metricsToken,
  sessionIdleMinutes: config.sessionIdleMinutes,
  sessionMaxHours: config.sessionMaxHours,
  publicUrl: config.publicUrl,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  sms: config.sms,
  production: config.production,
  devRoutes: config.devRoutes,
  trustProxy: config.trustProxy,
  portalUrl: config.portalUrl,
  oidcProviders: config.oidcProviders,
  supportDeskJwtSecret: config.supportDeskJwtSecret,
  supportDeskUrl: config.supportDeskUrl,
  ssoKeySecret: config.ssoKeySecret,
  connectionLimits: config.connectionLimits,
  reminders: { days: config.reminderDays },
  embedOrigins: config.embedOrigins,
});
logProcessWarnings(log);
if (config.production && config.seedDemo) {
  log.warn(
    'SEED_DEMO=true with NODE_ENV=production: an empty database gets the demo accounts, whose passwords the README publishes',
  );
}
if (seeded) log.info('empty database seeded with demo data; demo accounts are listed in the README');
if (!(await hasAdministrator(db))) log.warn(noAdministratorNotice(bundled));
// The embedded database's backups, and its first administrator, are asked of this process, which has it open
// (ops/backup-socket.ts).
if (db.dump) {
  const backups = await serveBackups(config.dataDir, db.dump, (email) =>
    createAdministrator(db, email, config.publicUrl),
  );
  server.addHook('onClose', () => backups.close());
}

installGracefulShutdown({
  server,
  log,
  close: () => db.close(),
  deadlineMs: config.shutdownTimeoutMs,
  drainMs: config.drainMs,
  beginDrain,
});

await server.listen({ port: config.port, host: config.host });
// The start banner, for a person at a terminal: info lines, so LOG_LEVEL=warn and above leave it out (a warning of
// the development routes' is written from warn).
const banner: string[] = [];
if (levelEnabled(config.logLevel, 'info')) {
  const where = db.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  banner.push(`License Console is ready at http://localhost:${config.port} (${where}).`);
  if (config.seedDemo) {
    banner.push('Demo accounts: admin@example.com, manager@example.com, user@example.com (passwords in the README).');
  }
}
for (const line of developmentRoutesNotice(config)) {
  if (levelEnabled(config.logLevel, line.startsWith('Warning:') ? 'warn' : 'info')) banner.push(line);
}
if (banner.length > 0) process.stderr.write(`\n${banner.join('\n')}\n\n`);
