// The server itself: reads the environment, opens the database, seeds it when empty, listens. main.ts imports this
// once the process's heap settings are in place.
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { installGracefulShutdown } from './lib/shutdown.ts';
import { serveBackups } from './ops/backup-socket.ts';
import { developmentRoutesNotice } from './plugins/development-routes.ts';
import { seedForConfig } from './seed/seed.ts';

const config = readConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  databaseListenUrl: config.databaseListenUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
  migrate: config.migrateOnStart,
});
const seeded = await seedForConfig(db, config);
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
});
if (seeded) log.info('empty database seeded with demo data; demo accounts are listed in the README');
// The embedded database's backups are asked of this process, which has it open (ops/backup-socket.ts).
if (db.dump) {
  const backups = await serveBackups(config.dataDir, db.dump);
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
const where = db.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
process.stderr.write(`\nLicense Console is ready at http://localhost:${config.port} (${where}).\n`);
process.stderr.write(
  'Demo accounts: admin@example.com, manager@example.com, user@example.com (passwords in the README).\n',
);
for (const line of developmentRoutesNotice(config)) process.stderr.write(`${line}\n`);
process.stderr.write('\n');
