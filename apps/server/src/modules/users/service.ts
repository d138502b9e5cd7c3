import { isValidUserSearch, messages, PAGE_SIZES, ROLE_NAMES } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { toCsv } from '../../lib/csv.ts';
import { type Actor, authorize } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createUserRepository, type UserCredentials, type UserListRow } from './repository.ts';

export type { UserCredentials, UserListRow };

/** The users CSV's columns. */
const USERS_CSV_HEADER = ['Email', 'FirstName', 'LastName', 'Company', 'Country', 'Phone', 'Role', 'Created'];

/** Spec §5: the users list's criteria, checked as the console checks it; a failure is the §8 message. */
function checkedCriteria(criteria: string | undefined): string {
  const text = (criteria ?? '').trim();
  if (!isValidUserSearch(text))
    throw new HttpError(400, messages.users.invalidSearch, { fields: { criteria: messages.users.invalidSearch } });
  return text;
}

/**
 * User accounts as the other modules use them: sign-in's credentials, password changes, external-login links,
 * pack administrators. A method that joins a caller's change takes the caller's transaction.
 */
export function createUserService(db: Database) {
  const users = createUserRepository(db);
  return {
    /** One page of the users list (administrators; spec §2.10): ten unless told, matching a name or e-mail part. */
    async searchUserPaged(
      actor: Actor,
      query: { criteria?: string; pageNumber?: number; pageSize?: number },
    ): Promise<UserListRow[]> {
      authorize(actor, 'listUsers');
      const criteria = checkedCriteria(query.criteria);
      const pageSize = query.pageSize ?? PAGE_SIZES.users;
      const pageNumber = query.pageNumber ?? 1;
      return users.searchUsers(criteria, pageSize, (pageNumber - 1) * pageSize);
    },

    /**
     * Every user the criteria matches as CSV (administrators): the list's columns, the role by its spec name,
     * formula-like cells defused (lib/csv.ts).
     */
    async exportUsersCsv(actor: Actor, criteria: string | undefined): Promise<string> {
      authorize(actor, 'listUsers');
      const rows = await users.exportUsers(checkedCriteria(criteria));
      return toCsv(
        USERS_CSV_HEADER,
        rows.map((row) => [
          row.email,
          row.firstName,
          row.lastName,
          row.company,
          row.country,
          row.phone,
          row.administrator ? ROLE_NAMES.superAdministrator : ROLE_NAMES.standardUser,
          row.created,
        ]),
      );
    },

    /** How many users the criteria matches (administrators). */
    async searchUserPagedCount(actor: Actor, criteria: string | undefined): Promise<number> {
      authorize(actor, 'listUsers');
      return users.countUsers(checkedCriteria(criteria));
    },

    /**
     * Spec §4: toggles each listed user's role between 'IM Super Administrator' and 'Standard User', all or none,
     * in one transaction; an id of no user changes nothing (404), and neither does a batch that would leave no
     * administrator (400). Audited with each user's role before and after.
     */
    async toggleUserRoles(actor: Actor, publicIds: readonly string[]): Promise<void> {
      authorize(actor, 'toggleUserRoles');
      const wanted = [...new Set(publicIds)];
      await db.transaction(async (tx) => {
        const within = createUserRepository(tx);
        const locked = await within.lockForRoleChange(wanted);
        const listed = locked.filter((row) => wanted.includes(row.publicId));
        if (listed.length !== wanted.length) throw new HttpError(404, messages.server.notFound);
        const toggled = new Set(listed.map((row) => row.id));
        const administratorsAfter = locked.filter((row) => row.administrator !== toggled.has(row.id));
        if (administratorsAfter.length === 0) throw new HttpError(400, messages.users.lastAdministrator);
        await within.toggleAdministrator([...toggled]);
        for (const row of listed) {
          await audit(tx, {
            actorId: actor.id,
            action: 'user.toggle-role',
            entity: 'user',
            entityId: String(row.id),
            before: { administrator: row.administrator },
            after: { administrator: !row.administrator },
          });
        }
      });
    },

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
