import type { Queryable } from '../../db/database.ts';

export interface UserCredentials {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string | null;
  passwordChangedAt: string;
}

const credentialColumns = `id, email, first_name as "firstName", last_name as "lastName", phone,
  password_hash as "passwordHash", password_changed_at::text as "passwordChangedAt"`;

function withNumericId<T extends { id: number }>(row: T | undefined): T | null {
  return row ? { ...row, id: Number(row.id) } : null;
}

export function createUserRepository(db: Queryable) {
  return {
    async findCredentials(email: string): Promise<UserCredentials | null> {
      const [row] = await db.query<UserCredentials>(
        `select ${credentialColumns} from users where lower(email) = lower($1)`,
        [email.trim()],
      );
      return withNumericId(row);
    },
    async findCredentialsById(id: number): Promise<UserCredentials | null> {
      const [row] = await db.query<UserCredentials>(`select ${credentialColumns} from users where id = $1`, [id]);
      return withNumericId(row);
    },
    /** The last `count` password hashes of a user, newest first, the current one included. */
    async recentPasswordHashes(userId: number, count: number): Promise<string[]> {
      const rows = await db.query<{ hash: string }>(
        'select password_hash as hash from password_history where user_id = $1 order by id desc limit $2',
        [userId, count],
      );
      return rows.map((row) => row.hash);
    },
    async setPassword(userId: number, passwordHash: string) {
      await db.query(
        'update users set password_hash = $2, password_changed_at = now(), modified_at = now() where id = $1',
        [userId, passwordHash],
      );
      await db.query('insert into password_history (user_id, password_hash) values ($1, $2)', [userId, passwordHash]);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
