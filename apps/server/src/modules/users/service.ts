import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { createUserRepository, type UserCredentials } from './repository.ts';

export type { UserCredentials };

/**
 * User accounts as the other modules use them: sign-in's credentials, password changes, external-login links,
 * pack administrators. A method that joins a caller's change takes the caller's transaction.
 */
export function createUserService(db: Database) {
  const users = createUserRepository(db);
  return {
    findCredentials: (email: string) => users.findCredentials(email),
    publicIdOf: (userId: number) => users.publicIdOf(userId),
    findByPublicId: (publicId: string) => users.findByPublicId(publicId),
    idByExternalLogin: (issuer: string, subject: string) => users.idByExternalLogin(issuer, subject),
    externalLoginOf: (email: string) => users.externalLoginOf(email),

    /** Links an account to an OpenID Connect identity, once (an account already linked keeps its link); audited. */
    async linkExternalLogin(userId: number, issuer: string, subject: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await createUserRepository(tx).linkExternalLogin(userId, issuer, subject))) return;
        await audit(tx, {
          actorId: userId,
          action: 'user.link-external-login',
          entity: 'user',
          entityId: String(userId),
          after: { issuer },
        });
      });
    },

    /** The hashes a new password may not repeat: the current one and the recent ones, newest first, `count` at most. */
    async recentPasswordHashes(tx: Queryable, userId: number, count: number): Promise<string[]> {
      const within = createUserRepository(tx);
      const current = (await within.findCredentialsById(userId))?.passwordHash;
      const history = await within.recentPasswordHashes(userId, count);
      return [...new Set([current, ...history])].filter((hash) => hash != null).slice(0, count);
    },

    setPassword: (tx: Queryable, userId: number, passwordHash: string) =>
      createUserRepository(tx).setPassword(userId, passwordHash),

    /** The account of a pack administrator's e-mail, created without a password (and a new public id) if needed. */
    ensureAccount: (tx: Queryable, account: { email: string; firstName: string; lastName: string }) =>
      createUserRepository(tx).ensureAccount({ ...account, publicId: newPublicId() }),
  };
}

export type UserService = ReturnType<typeof createUserService>;

/** The name a user goes by: first and last name, else the e-mail address. */
export function displayName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
