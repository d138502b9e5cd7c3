import { randomUUID } from 'node:crypto';
import { reminderMessages, userSchema } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, openSameDatabase, signIn } from '../../test-support/test-app.ts';
import { etagOf, versionedCaller } from '../../test-support/versioned-calls.ts';

/** The scheduler's day, which each test moves; far from the demo's packs, so only the tests' own packs are due. */
let now = new Date('2060-01-01T09:00:00Z');
const reminders = { days: [30, 7, 1], clock: () => now, intervalMs: 3_600_000 };
const app = await createTestApp({ reminders, publicUrl: 'https://console.example' });
const call = versionedCaller(app);

/** Sets the scheduler's clock to a day (YYYY-MM-DD) at 09:00 UTC. */
function today(day: string) {
  now = new Date(`${day}T09:00:00Z`);
}

/** A day `days` after `day`, YYYY-MM-DD. */
function plus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A Standard pack ending on `endDay`, administered by `administrator` (a new account unless given). */
async function pack(endDay: string, administrator = `admin-${randomUUID()}@reminders.example`) {
  await app.db.query(`insert into users (public_id, email) values ($1, $2) on conflict ((lower(email))) do nothing`, [
    newPublicId(),
    administrator,
  ]);
  const publicId = newPublicId();
  await app.db.query(
    `insert into licenses (public_id, product_id, manager_id, user_count, start_date, end_date)
     select $1, 1, id, 5, $3::date - 365, $3::date from users where lower(email) = lower($2)`,
    [publicId, administrator, endDay],
  );
  return { publicId, administrator };
}

/** The reminders mailed to `recipient`, oldest first. */
async function mails(recipient: string, db: Database = app.db) {
  return db.query<{ id: number; subject: string; body: string; status: string }>(
    'select id::float8 as id, subject, body, status from outbox where recipient = $1 order by id',
    [recipient],
  );
}

/** A second server process on the same database (its own connections on PostgreSQL), with its own scheduler. */
async function secondProcess() {
  const db = await openSameDatabase(app.db);
  const other = await buildApp({ db, reminders, publicUrl: 'https://console.example' });
  return {
    ...other,
    async close() {
      await other.server.close();
      if (db !== app.db) await db.close();
    },
  };
}

let admin: string;
beforeAll(async () => {
  admin = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);
});

describe('given packs that end soon (REMINDER_DAYS 30,7,1)', () => {
  it('should mail the administrator once per threshold, naming the pack, its product, end date and link', async () => {
    const end = '2060-03-01';
    const { publicId, administrator } = await pack(end);
    for (const [offset, expected] of [
      [-31, 0],
      [-30, 1],
      [-29, 1],
      [-8, 1],
      [-7, 2],
      [-3, 2],
      [-1, 3],
      [0, 3],
      [1, 3],
    ] as const) {
      today(plus(end, offset));
      await app.reminders!.runOnce();
      expect((await mails(administrator)).length, `day ${offset}`).toBe(expected);
    }
    const [first, second, last] = await mails(administrator);
    expect(first!.subject).toBe('Your Standard license ends in 30 days (03/01/2060)');
    expect(second!.subject).toBe('Your Standard license ends in 7 days (03/01/2060)');
    expect(last!.subject).toBe('Your Standard license ends tomorrow (03/01/2060)');
    expect(first!.body).toContain(`The Standard license pack administered by ${administrator} ends in 30 days`);
    expect(first!.body).toContain(`https://console.example/license-usage/${publicId}`);
    const recorded = await app.db.query<{ threshold: number }>(
      `select r.threshold_days as threshold from license_reminders r join licenses l on l.id = r.license_id
        where l.public_id = $1 order by 1 desc`,
      [publicId],
    );
    expect(recorded.map((row) => row.threshold)).toEqual([30, 7, 1]);
  });

  it('should send only the nearest threshold when the pack is already close to its end (no late 30-day mail)', async () => {
    const end = '2061-03-01';
    const { administrator } = await pack(end);
    today(plus(end, -5));
    await app.reminders!.runOnce();
    const sent = await mails(administrator);
    expect(sent.map((mail) => mail.subject)).toEqual(['Your Standard license ends in 5 days (03/01/2061)']);
  });

  it('should link an On-Prem pack, whose users are not managed here, to the grid of its packs', async () => {
    const end = '2061-06-01';
    const { publicId, administrator } = await pack(end);
    await app.db.query('update licenses set product_id = 9 where public_id = $1', [publicId]);
    today(plus(end, -7));
    await app.reminders!.runOnce();
    const [mail] = await mails(administrator);
    expect(mail!.subject).toBe('Your On-Prem license ends in 7 days (06/01/2061)');
    expect(mail!.body).toContain(
      `https://console.example/Licenses?email=${encodeURIComponent(administrator)}&product=9`,
    );
  });

  it('should mail nothing for an ended pack, a merged pack or one ending past the largest threshold', async () => {
    const end = '2062-03-01';
    const ended = await pack(plus(end, -40));
    const far = await pack(plus(end, 31));
    const merged = await pack(end);
    await app.db.query('update licenses set merged_into = (select min(id) from licenses) where public_id = $1', [
      merged.publicId,
    ]);
    today(end);
    await app.reminders!.runOnce();
    for (const { administrator } of [ended, far, merged]) expect(await mails(administrator)).toEqual([]);
  });
});

describe('given a cluster: two server processes on one database', () => {
  it('should queue each reminder once when both pass at the same moment', async () => {
    const end = '2063-03-01';
    const packs = await Promise.all(Array.from({ length: 6 }, () => pack(end)));
    // The second process's start pass runs on a day with nothing due; then both pass on the same day at once.
    today(plus(end, -60));
    const other = await secondProcess();
    try {
      await other.reminders!.runOnce();
      today(plus(end, -7));
      const [mine, theirs] = await Promise.all([app.reminders!.runOnce(), other.reminders!.runOnce()]);
      for (const { administrator } of packs) expect(await mails(administrator)).toHaveLength(1);
      const [row] = await app.db.query<{ count: number }>(
        `select count(*)::int as count from license_reminders r join licenses l on l.id = r.license_id
          where l.public_id = any($1::text[])`,
        [packs.map((item) => item.publicId)],
      );
      expect(row!.count).toBe(6);
      expect(mine + theirs).toBe(6);
    } finally {
      await other.close();
    }
  });

  it('should not send again after a restart, and send the next threshold when its day comes', async () => {
    const end = '2064-03-01';
    const { administrator } = await pack(end);
    today(plus(end, -30));
    await app.reminders!.runOnce();
    expect(await mails(administrator)).toHaveLength(1);
    // A new process, as after a restart: its start pass and a pass of its own on the same day and the next.
    const restarted = await secondProcess();
    try {
      await restarted.reminders!.runOnce();
      today(plus(end, -29));
      await restarted.reminders!.runOnce();
      expect(await mails(administrator)).toHaveLength(1);
      today(plus(end, -7));
      await restarted.reminders!.runOnce();
      expect((await mails(administrator)).map((mail) => mail.subject)).toEqual([
        'Your Standard license ends in 30 days (03/01/2064)',
        'Your Standard license ends in 7 days (03/01/2064)',
      ]);
    } finally {
      await restarted.close();
    }
  });

  it('should let the pass under way finish before the server closes', async () => {
    const end = '2065-06-01';
    const packs = await Promise.all(Array.from({ length: 3 }, () => pack(end)));
    today(plus(end, -60));
    const other = await secondProcess();
    await other.reminders!.runOnce();
    today(plus(end, -7));
    let finished = false;
    const under = other.reminders!.runOnce().then((count) => {
      finished = true;
      return count;
    });
    await other.close();
    expect(finished).toBe(true);
    expect(await under).toBe(3);
    for (const { administrator } of packs) expect(await mails(administrator)).toHaveLength(1);
  });

  it('should stop cleanly: a stopped scheduler passes no more', async () => {
    const other = await secondProcess();
    await other.close();
    const end = '2065-03-01';
    const { administrator } = await pack(end);
    today(plus(end, -7));
    expect(await other.reminders!.runOnce()).toBe(0);
    expect(await mails(administrator)).toEqual([]);
  });
});

describe('given a pack renewed after its reminder was queued', () => {
  it('should drop the queued reminder, send none for the old end date, and remind of the new one', async () => {
    const end = '2066-03-01';
    const { publicId, administrator } = await pack(end);
    today(plus(end, -7));
    await app.reminders!.runOnce();
    const [queued] = await mails(administrator);
    expect(queued!.status).toBe('queued');

    const renewal = await call(admin, 'POST', `/api/licenses/Renew/${publicId}`, {
      startDate: '03/01/2066',
      endDate: '03/01/2067',
      userCount: 5,
    });
    expect(renewal.statusCode).toBe(200);
    expect((await mails(administrator))[0]).toMatchObject({ status: 'expired', body: '' });

    for (const day of [plus(end, -1), end, '2067-01-15']) {
      today(day);
      await app.reminders!.runOnce();
      expect(await mails(administrator), day).toHaveLength(1);
    }
    today('2067-01-30');
    await app.reminders!.runOnce();
    const sent = await mails(administrator);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ status: 'queued', subject: 'Your Standard license ends in 30 days (03/01/2067)' });
  });
});

describe('given an administrator who turns the reminders off on My Profile', () => {
  it('should save the choice under If-Match, bump the ETag, and mail none of their packs until turned on', async () => {
    const manager = await signIn(app, demoAccounts.manager.email, demoAccounts.manager.password);
    const end = '2068-03-01';
    const { administrator } = await pack(end, demoAccounts.manager.email);
    const read = await call(manager, 'GET', '/api/User');
    const profile = userSchema.parse(read.json());
    expect(profile.expiryReminders).toBe(true);
    const body = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      company: profile.company,
      phone: profile.phone,
      countryCode: profile.countryCode,
    };

    const off = await call(manager, 'PUT', '/api/User/Update', { ...body, expiryReminders: false }, etagOf(read));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ expiryReminders: false });
    expect(etagOf(off)).not.toBe(etagOf(read));
    // The version the form loaded is gone: a save based on it is refused.
    const stale = await call(manager, 'PUT', '/api/User/Update', { ...body, expiryReminders: true }, etagOf(read));
    expect(stale.statusCode).toBe(412);

    today(plus(end, -7));
    await app.reminders!.runOnce();
    expect(await mails(administrator)).toEqual([]);

    const reread = await call(manager, 'GET', '/api/User');
    expect(userSchema.parse(reread.json()).expiryReminders).toBe(false);
    const on = await call(manager, 'PUT', '/api/User/Update', { ...body, expiryReminders: true }, etagOf(reread));
    expect(on.statusCode).toBe(200);
    today(plus(end, -1));
    await app.reminders!.runOnce();
    expect((await mails(administrator)).map((mail) => mail.subject)).toEqual([
      'Your Standard license ends tomorrow (03/01/2068)',
    ]);
  });

  it('should leave the choice as it is when a profile save does not name it', async () => {
    const user = await signIn(app, demoAccounts.user.email, demoAccounts.user.password);
    const read = await call(user, 'GET', '/api/User');
    const profile = userSchema.parse(read.json());
    await app.db.query('update users set expiry_reminders = false where lower(email) = lower($1)', [profile.email]);
    const reread = await call(user, 'GET', '/api/User');
    const { firstName, lastName, email, company, phone, countryCode } = profile;
    const save = await call(
      user,
      'PUT',
      '/api/User/Update',
      { firstName, lastName, email, company, phone, countryCode },
      etagOf(reread),
    );
    expect(save.statusCode).toBe(200);
    expect(save.json()).toMatchObject({ expiryReminders: false });
  });
});

describe('given the reminder mail', () => {
  it('should say today and tomorrow in words, and how to stop the reminders', () => {
    const facts = { product: 'Business', administrator: 'a@b.example', endDate: '05/01/2030', link: 'https://x/y' };
    expect(reminderMessages.mail.subject({ ...facts, daysLeft: 0 })).toBe(
      'Your Business license ends today (05/01/2030)',
    );
    expect(reminderMessages.mail.text({ ...facts, daysLeft: 1 })).toContain('ends tomorrow, on 05/01/2030');
    expect(reminderMessages.mail.text({ ...facts, daysLeft: 1 })).toContain(reminderMessages.profileOptIn);
  });
});
