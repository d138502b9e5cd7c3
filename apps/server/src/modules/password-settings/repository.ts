import type { PasswordSettings } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';

/** Each rule of the policies that apply to a user, the strictest winning; null where no policy sets it. */
export type ApplicablePolicy = { [K in keyof PasswordSettings]: PasswordSettings[K] | null };

const SETTINGS_COLUMNS = `minimun_chars as "minimunChars", uppercase_chars as "uppercaseChars",
  special_chars as "specialChars", expiration_months as "expirationMonths", two_fa as "twoFA",
  password_history as "passwordHistory"`;

/**
 * Which accounts each manager's policy governs besides the manager's own (`manager_id`, `user_id`): those holding a
 * seat in the manager's packs, but never a super administrator, and never an account that manages packs itself
 * unless every seat it holds is in this manager's packs (else a manager could impose sign-in rules, two-factor among
 * them, on administrators and other customers' managers by adding them to a pack).
 */
const GOVERNED_SEAT_HOLDERS = `
  select l.manager_id, usr.id as user_id
    from licenses l
    join license_usages u on u.license_id = l.id
    join users usr on usr.id = u.user_id or lower(usr.email) = lower(u.account_name)
   where not usr.administrator
     and (not exists (select 1 from licenses managed where managed.manager_id = usr.id)
          or not exists (select 1 from license_usages elsewhere
                           join licenses other on other.id = elsewhere.license_id
                          where (elsewhere.user_id = usr.id or lower(elsewhere.account_name) = lower(usr.email))
                            and other.manager_id <> l.manager_id))`;

/** Every statement on password settings. Built over the database, or over a transaction. */
export function createPasswordSettingsRepository(db: Queryable) {
  return {
    /**
     * The policies that apply to a user: the one an isManager user set for their own packs, and those of the
     * managers who govern the user (GOVERNED_SEAT_HOLDERS); per rule the strictest (longest, most, soonest, on).
     */
    async applicableTo(userId: number): Promise<ApplicablePolicy | null> {
      const [row] = await db.query<ApplicablePolicy>(
        `select max(ps.minimun_chars) as "minimunChars", max(ps.uppercase_chars) as "uppercaseChars",
                max(ps.special_chars) as "specialChars", min(ps.expiration_months) as "expirationMonths",
                bool_or(ps.two_fa) as "twoFA", bool_or(ps.password_history) as "passwordHistory"
           from password_settings ps
          where ps.manager_id = $1
             or ps.manager_id in (select governed.manager_id from (${GOVERNED_SEAT_HOLDERS}) governed
                                   where governed.user_id = $1)`,
        [userId],
      );
      return row ?? null;
    },
    /** The policy an isManager user set for their own packs, if any. */
    async ownOf(managerId: number): Promise<PasswordSettings | null> {
      const [row] = await db.query<PasswordSettings>(
        `select ${SETTINGS_COLUMNS} from password_settings where manager_id = $1`,
        [managerId],
      );
      return row ?? null;
    },
    /**
     * Holds the manager's policy until the transaction ends, saved or not (through the manager's own row, which a
     * policy not saved yet lacks), and answers its version: 0 before its first save.
     */
    async lockVersionOf(managerId: number): Promise<number> {
      await db.query('select id from users where id = $1 for no key update', [managerId]);
      const [row] = await db.query<{ rowVersion: number }>(
        'select row_version as "rowVersion" from password_settings where manager_id = $1 for no key update',
        [managerId],
      );
      return row?.rowVersion ?? 0;
    },
    /** The version of the manager's policy (0: not saved yet), what its ETag names. */
    async versionOf(managerId: number): Promise<number> {
      const [row] = await db.query<{ rowVersion: number }>(
        'select row_version as "rowVersion" from password_settings where manager_id = $1',
        [managerId],
      );
      return row?.rowVersion ?? 0;
    },
    /**
     * The accounts a manager's policy reaches (the manager and the seat holders it governs, as `applicableTo`
     * judges them) that have a password, and how many of those passwords are older than `months`.
     */
    async passwordAges(managerId: number, months: number): Promise<{ total: number; olderThan: number }> {
      const [row] = await db.query<{ total: number; olderThan: number }>(
        `with reached as (
           select me.id from users me where me.id = $1
           union
           select governed.user_id from (${GOVERNED_SEAT_HOLDERS}) governed where governed.manager_id = $1
         )
         select count(*)::int as total,
                (count(*) filter (where usr.password_changed_at <= now() - make_interval(months => $2)))::int
                  as "olderThan"
           from reached join users usr on usr.id = reached.id
          where usr.password_hash is not null`,
        [managerId, months],
      );
      return { total: Number(row?.total ?? 0), olderThan: Number(row?.olderThan ?? 0) };
    },
    async save(managerId: number, settings: PasswordSettings) {
      await db.query(
        `insert into password_settings (manager_id, minimun_chars, uppercase_chars, special_chars, expiration_months,
                                        two_fa, password_history)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (manager_id) do update set minimun_chars = excluded.minimun_chars,
           uppercase_chars = excluded.uppercase_chars, special_chars = excluded.special_chars,
           expiration_months = excluded.expiration_months, two_fa = excluded.two_fa,
           password_history = excluded.password_history`,
        [
          managerId,
          settings.minimunChars,
          settings.uppercaseChars,
          settings.specialChars,
          settings.expirationMonths,
          settings.twoFA,
          settings.passwordHistory,
        ],
      );
    },
  };
}
