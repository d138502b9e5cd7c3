import { messages, TEXT_LIMITS } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { hashPassword, newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, lastOutboxId, nextMessage, signIn } from '../../test-support/test-app.ts';

const app = await createTestApp();
const adminCookie = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);
const PASSWORD = 'Owner!Pass-2026x';
const NEW_PASSWORD = 'Newer!Pass-2026y';
const passwordHash = await hashPassword(PASSWORD);

let serial = 0;
/** A fresh account of its own for each test (with a password and a country), signed in twice: two browsers. */
async function newAccount(flags: { administrator?: boolean } = {}) {
  serial += 1;
  const email = `owner.${serial}.${Date.now()}@example.com`;
  const publicId = newPublicId();
  await app.db.query(
    `insert into users (public_id, email, first_name, last_name, company, phone, country_code, password_hash,
        administrator)
     values ($1, $2, 'Olive', 'Owner', 'Northwind', '5550100', 'US', $3, $4)`,
    [publicId, email, passwordHash, flags.administrator ?? false],
  );
  return { email, publicId, cookie: await signIn(app, email, PASSWORD), other: await signIn(app, email, PASSWORD) };
}

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | null, payload?: object) {
  return app.server.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

const profileBody = (email: string, changes: Record<string, unknown> = {}) => ({
  firstName: 'Olive',
  lastName: 'Owner',
  email,
  company: 'Northwind',
  countryCode: 'US',
  phone: '5550100',
  ...changes,
});
const newPassword = { password: NEW_PASSWORD, repassword: NEW_PASSWORD };

/** The account's own profile update (PUT /api/User/Update) with `changes` over its profile. */
const updateProfile = (account: { email: string; cookie: string }, changes: Record<string, unknown>) =>
  call('PUT', '/api/User/Update', account.cookie, profileBody(account.email, changes));

async function signedIn(cookie: string) {
  return (await call('GET', '/api/CurrentUser', cookie)).statusCode === 200;
}

async function passwordIs(email: string, password: string) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/Authenticate',
    payload: { Email: email, Password: password },
    // Its own address, so the checks here do not spend the test's own address's attempts.
    remoteAddress: '127.0.0.9',
  });
  return response.statusCode === 200;
}

describe('given a signed-in user changing their own password', () => {
  it.each([
    ['without the current password', {}, messages.profile.currentPasswordRequired],
    ['with a wrong current password', { currentPassword: 'Wrong!Pass-2026z' }, messages.profile.currentPasswordWrong],
  ])('should refuse it %s (400, the field named) and change nothing', async (_, extra, message) => {
    const account = await newAccount();
    const mark = await lastOutboxId(app.db);
    const response = await updateProfile(account, { ...newPassword, ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { currentPassword: message } });
    expect(await signedIn(account.cookie)).toBe(true);
    expect(await signedIn(account.other)).toBe(true);
    expect(await passwordIs(account.email, PASSWORD)).toBe(true);
    expect(await lastOutboxId(app.db)).toBe(mark);
  });

  it('should count a wrong current password as a failed sign-in, up to the lock', async () => {
    const account = await newAccount();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await updateProfile(account, { ...newPassword, currentPassword: `Wrong!Pass-${attempt}` });
      statuses.push(response.statusCode);
    }
    // Five failures from one address lock the (account, address) pair, as five failed sign-ins do.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await updateProfile(account, { ...newPassword, currentPassword: PASSWORD });
    expect(right.statusCode).toBe(429);
    const signInFromHere = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      payload: { Email: account.email, Password: PASSWORD },
    });
    expect(signInFromHere.statusCode).toBe(429);
    expect(await passwordIs(account.email, PASSWORD)).toBe(true);
  });

  it("should change it with the current one, end the account's other sessions, keep this one, and mail the owner", async () => {
    const account = await newAccount();
    const mark = await lastOutboxId(app.db);
    const response = await updateProfile(account, { ...newPassword, currentPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(await signedIn(account.cookie)).toBe(true);
    expect(await signedIn(account.other)).toBe(false);
    expect(await nextMessage(app.db, account.email, mark)).toBe(messages.mail.passwordChanged.text);
    expect(await passwordIs(account.email, NEW_PASSWORD)).toBe(true);
  });

  it('should change nothing when the notice of the change cannot be queued', async () => {
    const account = await newAccount();
    // The database itself refuses mail to the owner: a queue that fails, as a full disk would.
    await app.db.query(
      `alter table outbox add constraint no_mail_to_owner check (recipient <> '${account.email}') not valid`,
    );
    try {
      const response = await updateProfile(account, { ...newPassword, currentPassword: PASSWORD });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await app.db.query('alter table outbox drop constraint no_mail_to_owner');
    }
    expect(await passwordIs(account.email, PASSWORD)).toBe(true);
    expect(await signedIn(account.other)).toBe(true);
  });

  it('should ask the older PUT /api/User for the current password too', async () => {
    const account = await newAccount();
    const legacy = (extra: object) => ({
      FirstName: 'Olive',
      LastName: 'Owner',
      Email: account.email,
      company: 'Northwind',
      countryCode: 'US',
      phone: '5550100',
      Password: NEW_PASSWORD,
      ...extra,
    });
    const without = await call('PUT', '/api/User', account.cookie, legacy({}));
    expect(without.statusCode).toBe(400);
    expect(await passwordIs(account.email, PASSWORD)).toBe(true);
    const withIt = await call('PUT', '/api/User', account.cookie, legacy({ CurrentPassword: PASSWORD }));
    expect(withIt.statusCode).toBe(200);
    expect(await signedIn(account.other)).toBe(false);
    expect(await passwordIs(account.email, NEW_PASSWORD)).toBe(true);
  });

  it('should ask an administrator changing their own password through PUT /api/User for the current one', async () => {
    const admin = await newAccount({ administrator: true });
    const body = { ...profileBody(admin.email, newPassword), id: admin.publicId };
    expect((await call('PUT', '/api/User', admin.cookie, body)).statusCode).toBe(400);
    expect(await passwordIs(admin.email, PASSWORD)).toBe(true);
    const changed = await call('PUT', '/api/User', admin.cookie, { ...body, currentPassword: PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(await signedIn(admin.cookie)).toBe(true);
    expect(await signedIn(admin.other)).toBe(false);
  });

  it('should refuse a 300,000-character current password as too long, and an anonymous caller', async () => {
    const account = await newAccount();
    const huge = await updateProfile(account, { ...newPassword, currentPassword: 'x'.repeat(300_000) });
    expect([400, 413]).toContain(huge.statusCode);
    expect(TEXT_LIMITS.password).toBeLessThan(300_000);
    const anonymous = await call(
      'PUT',
      '/api/User/Update',
      null,
      profileBody(account.email, { ...newPassword, currentPassword: PASSWORD }),
    );
    expect(anonymous.statusCode).toBe(401);
    expect(await passwordIs(account.email, PASSWORD)).toBe(true);
    expect(await signedIn(account.other)).toBe(true);
  });
});

describe("given an administrator changing another user's password", () => {
  it("should end every session of that user and mail them, keeping the administrator's", async () => {
    const account = await newAccount();
    const mark = await lastOutboxId(app.db);
    const response = await call('PUT', '/api/User', adminCookie, {
      ...profileBody(account.email, newPassword),
      id: account.publicId,
    });
    expect(response.statusCode).toBe(200);
    expect(await signedIn(account.cookie)).toBe(false);
    expect(await signedIn(account.other)).toBe(false);
    expect(await signedIn(adminCookie)).toBe(true);
    expect(await nextMessage(app.db, account.email, mark)).toBe(messages.mail.passwordChanged.text);
    expect(await passwordIs(account.email, NEW_PASSWORD)).toBe(true);
  });
});

describe('given an e-mail change', () => {
  const undo = (token: string) => call('POST', '/api/User/UndoEmailChange', null, { token });
  const tokenIn = (mail: string, path: string) =>
    decodeURIComponent(new RegExp(`${path}\\?token=(\\S+)`).exec(mail)![1]!);

  /** Changes the account's address through My Profile and its confirmation link; answers the mail to the old one. */
  async function changeEmail(account: { email: string; cookie: string }, newEmail: string) {
    const mark = await lastOutboxId(app.db);
    expect((await call('PUT', '/api/User/Update', account.cookie, profileBody(newEmail))).statusCode).toBe(200);
    const confirmation = tokenIn(await nextMessage(app.db, newEmail, mark), '/ConfirmEmail');
    const afterConfirm = await lastOutboxId(app.db);
    expect((await call('POST', '/api/User/ConfirmEmail', null, { token: confirmation })).statusCode).toBe(200);
    return nextMessage(app.db, account.email, afterConfirm);
  }

  async function emailOf(publicId: string) {
    const [row] = await app.db.query<{ email: string }>('select email from users where public_id = $1', [publicId]);
    return row!.email;
  }

  it('should mail the old address a link that gives it back once, ending every session of the account', async () => {
    const account = await newAccount();
    const newEmail = `taken.${Date.now()}@example.com`;
    const notice = await changeEmail(account, newEmail);
    expect(notice).toContain(newEmail);
    expect(await emailOf(account.publicId)).toBe(newEmail);
    const token = tokenIn(notice, '/UndoEmailChange');
    const undone = await undo(token);
    expect(undone.statusCode).toBe(200);
    expect(await emailOf(account.publicId)).toBe(account.email);
    expect(await signedIn(account.cookie)).toBe(false);
    expect(await signedIn(account.other)).toBe(false);
    expect(await passwordIs(account.email, PASSWORD)).toBe(false);
    const replayed = await undo(token);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ message: messages.profile.emailUndoLinkInvalid });
    expect(await emailOf(account.publicId)).toBe(account.email);
  });

  it('should spend the links of later changes with it, so the changed-to address cannot take the account back', async () => {
    const account = await newAccount();
    const stolen = `stolen.${Date.now()}@example.com`;
    const first = await changeEmail(account, stolen);
    const thief = { email: stolen, cookie: account.cookie };
    const second = await changeEmail(thief, `elsewhere.${Date.now()}@example.com`);
    expect((await undo(tokenIn(first, '/UndoEmailChange'))).statusCode).toBe(200);
    expect(await emailOf(account.publicId)).toBe(account.email);
    expect((await undo(tokenIn(second, '/UndoEmailChange'))).statusCode).toBe(400);
    expect(await emailOf(account.publicId)).toBe(account.email);
  });

  it("should keep the owner's link working when the thief uses a later link first, and give back the owner's address", async () => {
    const account = await newAccount();
    const stolen = `stolen.first.${Date.now()}@example.com`;
    const ownersLink = tokenIn(await changeEmail(account, stolen), '/UndoEmailChange');
    const thief = { email: stolen, cookie: account.cookie };
    const thiefsLink = tokenIn(await changeEmail(thief, `onward.${Date.now()}@example.com`), '/UndoEmailChange');
    expect((await undo(thiefsLink)).statusCode).toBe(200);
    expect(await emailOf(account.publicId)).toBe(stolen);
    const undone = await undo(ownersLink);
    expect(undone.statusCode).toBe(200);
    expect(await emailOf(account.publicId)).toBe(account.email);
  });

  it("should leave no password working, the thief's included, and mail a reset link to the restored address", async () => {
    const account = await newAccount();
    const stolen = `reset.by.thief.${Date.now()}@example.com`;
    const ownersLink = tokenIn(await changeEmail(account, stolen), '/UndoEmailChange');
    const thiefsPassword = 'Thief!Pass-2026q';
    const beforeForgot = await lastOutboxId(app.db);
    const forgot = await app.server.inject({
      method: 'POST',
      url: '/api/ForgotPassword',
      payload: { Email: stolen },
      remoteAddress: '127.0.0.21',
    });
    expect(forgot.statusCode).toBe(200);
    const thiefsReset = tokenIn(await nextMessage(app.db, stolen, beforeForgot), '/ResetPassword');
    const reset = (token: string, password: string) =>
      app.server.inject({
        method: 'PUT',
        url: `/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent(password)}`,
        remoteAddress: '127.0.0.22',
      });
    expect((await reset(thiefsReset, thiefsPassword)).statusCode).toBe(200);
    expect(await passwordIs(stolen, thiefsPassword)).toBe(true);

    const beforeUndo = await lastOutboxId(app.db);
    const undone = await undo(ownersLink);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ ok: true });
    expect(await passwordIs(account.email, thiefsPassword)).toBe(false);
    expect(await passwordIs(account.email, PASSWORD)).toBe(false);
    const [mail] = await app.db.query<{ recipient: string; subject: string; body: string }>(
      'select recipient, subject, body from outbox where id > $1 order by id',
      [beforeUndo],
    );
    expect(mail).toMatchObject({ recipient: account.email, subject: messages.mail.emailChangeUndone.subject });
    const ownersReset = tokenIn(mail!.body, '/ResetPassword');
    expect((await reset(ownersReset, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await passwordIs(account.email, NEW_PASSWORD)).toBe(true);
    expect(await passwordIs(account.email, thiefsPassword)).toBe(false);
  });

  it('should change nothing when the notice of a confirmed change cannot be queued', async () => {
    const account = await newAccount();
    const newEmail = `unqueued.${Date.now()}@example.com`;
    const mark = await lastOutboxId(app.db);
    expect((await call('PUT', '/api/User/Update', account.cookie, profileBody(newEmail))).statusCode).toBe(200);
    const confirmation = tokenIn(await nextMessage(app.db, newEmail, mark), '/ConfirmEmail');
    // The database itself refuses the notice to the old address: a queue that fails, as a full disk would.
    await app.db.query(
      `alter table outbox add constraint no_mail_to_old_address check (recipient <> '${account.email}') not valid`,
    );
    try {
      const confirmed = await call('POST', '/api/User/ConfirmEmail', null, { token: confirmation });
      expect(confirmed.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await app.db.query('alter table outbox drop constraint no_mail_to_old_address');
    }
    expect(await emailOf(account.publicId)).toBe(account.email);
    const [row] = await app.db.query<{ count: number }>(
      'select count(*)::int as count from email_change_undo_tokens where changed_email = $1',
      [newEmail],
    );
    expect(row!.count).toBe(0);
    expect((await call('POST', '/api/User/ConfirmEmail', null, { token: confirmation })).statusCode).toBe(200);
    expect(await emailOf(account.publicId)).toBe(newEmail);
  });

  it('should do nothing with a link past its seven days, an unknown one or a 300,000-character one, and say so', async () => {
    const account = await newAccount();
    const newEmail = `late.${Date.now()}@example.com`;
    const token = tokenIn(await changeEmail(account, newEmail), '/UndoEmailChange');
    const [row] = await app.db.query<{ days: number }>(
      `select round(extract(epoch from expires_at - created_at) / 86400)::int as days
         from email_change_undo_tokens where changed_email = $1`,
      [newEmail],
    );
    expect(row!.days).toBe(7);
    await app.db.query(
      "update email_change_undo_tokens set expires_at = now() - interval '1 second' where changed_email = $1",
      [newEmail],
    );
    const expired = await undo(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: messages.profile.emailUndoLinkInvalid });
    expect((await undo('not-a-token')).statusCode).toBe(400);
    expect([400, 413]).toContain((await undo('x'.repeat(300_000))).statusCode);
    expect(await emailOf(account.publicId)).toBe(newEmail);
    expect(await signedIn(account.cookie)).toBe(true);
  });

  it("should mail the old address a link when an administrator changes a user's address too", async () => {
    const account = await newAccount();
    const newEmail = `by.admin.${Date.now()}@example.com`;
    const mark = await lastOutboxId(app.db);
    const response = await call('PUT', '/api/User', adminCookie, { ...profileBody(newEmail), id: account.publicId });
    expect(response.statusCode).toBe(200);
    const notice = await nextMessage(app.db, account.email, mark);
    expect((await undo(tokenIn(notice, '/UndoEmailChange'))).statusCode).toBe(200);
    expect(await emailOf(account.publicId)).toBe(account.email);
    expect(await signedIn(account.cookie)).toBe(false);
  });
});
