import type { Queryable } from '../db/database.ts';

export interface UserCredentials {
  id: number;
  email: string;
  passwordHash: string | null;
}

export function createUserRepository(db: Queryable) {
  return {
    async findCredentials(email: string): Promise<UserCredentials | null> {
      const [row] = await db.query<UserCredentials>(
        `select id, email, password_hash as "passwordHash" from users where lower(email) = lower($1)`,
        [email.trim()],
      );
      return row ? { ...row, id: Number(row.id) } : null;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
