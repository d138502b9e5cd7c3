// The first super administrator of a database that has none, as a production database starts (no demo data there,
// SEED_DEMO): `npm run create-admin` (create-admin-command.ts), and the running server on that command's behalf. The
// account gets no password: the command prints a single-use link to /ResetPassword, the page a new account's owner
// chooses a password on, so no password passes through a command line, a shell's history, an environment or a log.
import { hasControlCharacters, isValidEmail, sessionPaths, TEXT_LIMITS } from '@license-console/domain';
import { audit } from '../db/audit.ts';
import type { Database, Queryable } from '../db/database.ts';
import { migrate, pendingMigrations } from '../db/migrate.ts';
import { openEngine } from '../db/open.ts';
import { newPublicId } from '../lib/crypto.ts';
import { singleUseLink } from '../lib/single-use-link.ts';
import { createSessionRepository } from '../modules/session/repository.ts';
import { RESET_LIFETIME_MINUTES } from '../modules/session/reset-links.ts';
import { createUserRepository } from '../modules/users/repository.ts';
import { type CreatedAdministrator, requestAdministrator } from './backup-socket.ts';
import { CommandError, EXIT } from './command-error.ts';
import { openEmbeddedForCommand, type Target } from './target.ts';

/** How long the printed link works: a forgotten password's hour. Run the command again for a new one. */
export const ADMIN_LINK_LIFETIME_MINUTES = RESET_LIFETIME_MINUTES;

/** The address as given, trimmed, or a refusal that says what is wrong with it. */
export function administratorEmail(given: string | undefined): string {
  const email = given?.trim() ?? '';
  if (email === '')
    throw new CommandError("give the new administrator's address: --email ops@corp.example", EXIT.usage);
  if (email.length > TEXT_LIMITS.email || hasControlCharacters(email) || !isValidEmail(email)) {
    throw new CommandError(`"${given}" is not an e-mail address: nothing was created`, EXIT.usage);
  }
  return email;
}

/**
 * Creates a super administrator without a password and answers the single-use link on which they set one (the
 * reset flow's token, stored hashed, spent by the first password set through it). Safe to run again: an address
 * that is already an administrator who never set a password gets a new link (the earlier ones stop working), and
 * nothing else changes; any other account with that address is refused and left as it is.
 */
export async function createAdministrator(
  db: Database,
  givenEmail: string,
  publicUrl: string,
): Promise<CreatedAdministrator> {
  const email = administratorEmail(givenEmail);
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: number; administrator: boolean; signsIn: boolean }>(
      `select id::float8 as id, administrator,
              (password_hash is not null or oidc_subject is not null) as "signsIn"
         from users where lower(email) = lower($1) or lower(pending_email) = lower($1)
        for update`,
      [email],
    );
    let id: number;
    if (existing) {
      if (!existing.administrator || existing.signsIn) {
        throw new CommandError(
          `${email} already has an account${existing.administrator ? ' (an administrator who can sign in)' : ''}: ` +
            'nothing was changed. Give an address no account uses, or have an administrator give this account ' +
            'the role in the console',
          EXIT.refused,
        );
      }
      id = Number(existing.id);
      await tx.query('update reset_tokens set used_at = now() where user_id = $1 and used_at is null', [id]);
    } else {
      const created = await createUserRepository(tx).insertUser({
        publicId: newPublicId(),
        email,
        firstName: '',
        lastName: '',
        company: '',
        phone: '',
        countryCode: null,
        magentoId: null,
        administrator: true,
        isManager: false,
      });
      if (created === null)
        throw new CommandError(`${email} already has an account: nothing was changed`, EXIT.refused);
      id = created;
    }
    await audit(tx, {
      actorId: null,
      action: existing ? 'user.create-admin-link' : 'user.create-admin',
      entity: 'user',
      entityId: String(id),
      after: { email, administrator: true },
    });
    return {
      email,
      link: await issueLink(tx, id, publicUrl),
      lifetimeMinutes: ADMIN_LINK_LIFETIME_MINUTES,
      created: !existing,
    };
  });
}

async function issueLink(tx: Queryable, userId: number, publicUrl: string): Promise<string> {
  const link = singleUseLink(publicUrl, sessionPaths.resetPassword);
  await createSessionRepository(tx).addResetToken(link.tokenHash, userId, ADMIN_LINK_LIFETIME_MINUTES);
  return link.url;
}

/** Whether the database has an administrator who can sign in (a password or an external login). */
export async function hasAdministrator(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `select exists (select 1 from users where administrator
                      and (password_hash is not null or oidc_subject is not null)) as found`,
  );
  return row?.found === true;
}

/** What the server logs at start while its database has no administrator who can sign in. */
export function noAdministratorNotice(bundled: boolean): string {
  const command = bundled
    ? 'node dist/create-admin.mjs --email you@example.com'
    : 'npm run create-admin -- --email you@example.com';
  return `the database has no administrator: create the first one with \`${command}\` (with this server's environment)`;
}

/**
 * The command's work on `target`. The embedded database is changed by the server that has it open (its backup
 * socket), or, when none has, by this process; a database without the schema gets it first, as a server's start
 * would, unless MIGRATE_ON_START=false.
 */
export async function createAdministratorIn(
  target: Target,
  email: string,
  settings: { publicUrl: string; migrateOnStart: boolean },
): Promise<CreatedAdministrator> {
  administratorEmail(email);
  if (!target.databaseUrl) {
    const answered = await requestAdministrator(target.dataDir, email);
    if (answered !== null) return answered;
    const { db, close } = await openEmbeddedForCommand(target.dataDir, false);
    try {
      await currentSchema(db, settings.migrateOnStart);
      return await createAdministrator(db, email, settings.publicUrl);
    } finally {
      await close();
    }
  }
  const db = await openEngine({ databaseUrl: target.databaseUrl });
  try {
    await currentSchema(db, settings.migrateOnStart);
    return await createAdministrator(db, email, settings.publicUrl);
  } finally {
    await db.close();
  }
}

async function currentSchema(db: Database, migrateOnStart: boolean) {
  if (migrateOnStart) {
    await migrate(db);
    return;
  }
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new CommandError(
      `the database schema is not current (${pending.length} migration(s) not applied): run npm run migrate ` +
        '(node dist/migrate.mjs in the image) first',
      EXIT.refused,
    );
  }
}
