// Prepares the journeys' database before the server opens it (the embedded one in DATA_DIR, or the PostgreSQL
// database DATABASE_URL names): the demo seed, plus fixtures that no API can make (a password changed long ago).
// Run by the Playwright web-server command.
import { readConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { hashPassword, newPublicId } from '../apps/server/src/lib/crypto.ts';
import { seedForConfig } from '../apps/server/src/seed/seed.ts';
import { expiredAccount, idleJourney, reminderJourney, shrinkJourney } from './tests/fixtures.ts';

if (!process.env.DATA_DIR && !process.env.DATABASE_URL) {
  throw new Error('DATA_DIR or DATABASE_URL names the journeys database');
}
const config = readConfig();
const db = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl, databaseListenUrl: config.databaseListenUrl }
    : { dataDir: config.dataDir },
);
await seedForConfig(db, config);
await db.query(
  `insert into users (public_id, email, first_name, last_name, password_hash, password_changed_at, country_code)
   values ($1, $2, 'Eli', 'Expired', $3, now() - interval '2 years', 'US') on conflict do nothing`,
  [newPublicId(), expiredAccount.email, await hashPassword(expiredAccount.password)],
);

// The idle-seats journey: no API sets when a seat was last used (the product reports it), so its seats are made here.
async function account({ email, password }: { email: string; password: string }): Promise<number> {
  await db.query(
    `insert into users (public_id, email, first_name, last_name, password_hash, country_code, is_manager)
     select $1, $2::text, 'Idle', 'Journey', $3, 'US', true where not exists (select 1 from users where email = $2::text)`,
    [newPublicId(), email, await hashPassword(password)],
  );
  const [row] = await db.query<{ id: number }>('select id::float8 as id from users where email = $1', [email]);
  return row!.id;
}
async function idlePack(
  managerId: number,
  seats: readonly { email: string; daysAgo: number | null; assignedDaysAgo?: number }[],
  userCount = 10,
) {
  const [pack] = await db.query<{ id: number }>(
    `insert into licenses (public_id, product_id, manager_id, user_count, used_count, start_date, end_date)
     values ($1, 1, $2, $4, $3, current_date - 30, current_date + 300) returning id::float8 as id`,
    [newPublicId(), managerId, seats.length, userCount],
  );
  for (const seat of seats) {
    await db.query(
      `insert into license_usages (public_id, license_id, account_name, first_name, last_name, last_usage, created_at)
       values ($1, $2, $3, 'Idle', 'Seat', now() - make_interval(days => $4::int),
               now() - make_interval(days => $5::int))`,
      [newPublicId(), pack!.id, seat.email, seat.daysAgo, seat.assignedDaysAgo ?? (seat.daysAgo ?? 0) + 10],
    );
  }
}
const [prepared] = await db.query('select 1 from users where email = $1', [idleJourney.manager.email]);
if (!prepared) {
  await idlePack(await account(idleJourney.manager), idleJourney.managerSeats);
  const other = await account(idleJourney.other);
  for (const seat of idleJourney.otherSeats) await idlePack(other, [seat]);
  // The seat-shrink journey's full pack, its seats last used on different days (the planner offers them in that order).
  await db.query(
    `insert into users (public_id, email, first_name, last_name, country_code) values ($1, $2, 'Shrink', 'Owner', 'US')`,
    [newPublicId(), shrinkJourney.administrator],
  );
  const [owner] = await db.query<{ id: number }>('select id::float8 as id from users where email = $1', [
    shrinkJourney.administrator,
  ]);
  await idlePack(owner!.id, shrinkJourney.seats, shrinkJourney.seats.length);
  // The reminders journey: two administrators' Business packs ending within a reminder's days, one with reminders off.
  for (const [person, reminders] of [
    [reminderJourney.reminded, true],
    [reminderJourney.quiet, false],
  ] as const) {
    const [administrator] = await db.query<{ id: number }>(
      `insert into users (public_id, email, first_name, last_name, password_hash, country_code, is_manager,
                          expiry_reminders)
       values ($1, $2, 'Reminder', 'Journey', $3, 'US', true, $4) returning id::float8 as id`,
      [newPublicId(), person.email, await hashPassword(person.password), reminders],
    );
    await db.query(
      `insert into licenses (public_id, product_id, manager_id, user_count, used_count, start_date, end_date)
       values ($1, 3, $2, 5, 0, current_date - 358, current_date + $3::int)`,
      [newPublicId(), administrator!.id, reminderJourney.daysLeft],
    );
  }
}
await db.close();
