import {
  ADMIN_HANDOVER_ACCEPT_PATH,
  adminHandoverInvitationSchema,
  adminHandoverSchema,
  buildPath,
  contract,
  licenseSchema,
  messages,
} from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { addAccount } from '../../test-support/auth-client.ts';
import { lastOutboxId, nextMessage, signIn } from '../../test-support/test-app.ts';
import { assignBody, newPack } from '../license-usages/test-fixtures.ts';
import { ADMIN_HANDOVER_LIFETIME_DAYS } from './admin-handover.ts';
import {
  appWithRoles,
  auditEntries,
  foreignPack,
  newLicenseBody,
  packState,
  productPublicId,
  tampered,
} from './test-fixtures.ts';

const { app, call, roles } = await appWithRoles();
const m = messages.adminHandover;
/** The accounts of these tests: a manager of several packs, the one they hand packs to, another customer's manager. */
let seatedPack = '';
const people = {
  owner: { email: 'owner@handover-tests.example', cookie: '' },
  successor: { email: 'successor@handover-tests.example', cookie: '' },
  other: { email: 'other.manager@handover-tests.example', cookie: '' },
};

beforeAll(async () => {
  for (const person of Object.values(people)) {
    const account = await addAccount(app, person.email);
    person.cookie = await signIn(app, account.email, account.password);
  }
  // Two packs each, so each may ask for a handover (spec §6 row 5); every test then makes the packs it uses.
  for (const manager of [people.owner, people.other]) {
    for (let pack = 0; pack < 2; pack += 1) await ownPack(manager.email);
  }
  // The ordinary user reads this pack through their seat (one seat per product: the pack is made once).
  seatedPack = await ownPack();
  const assigned = await call(roles.admin, 'POST', `/api/Licenses/${seatedPack}/LicenseUsages`, {
    ...assignBody(demoAccounts.user.email),
  });
  expect(assigned.statusCode).toBe(201);
});

/** Callers with no say over another manager's pack: none of them may see or touch its handover. */
const OUTSIDERS = [
  ['anonymous', () => undefined, 401],
  ["another customer's manager", () => people.other.cookie, 404],
  ['the new administrator (the pack is not theirs yet)', () => people.successor.cookie, 404],
] as const;

/** Links no handover has: whoever sends them, they are refused before anything is read. */
const BAD_TOKENS = [
  ['anonymous', () => undefined, 'a-token', 401],
  ['an unknown token', () => people.successor.cookie, 'not-a-token-the-server-made', 404],
  ['a 300,000-character token', () => people.successor.cookie, 't'.repeat(300_000), 400],
  ['control characters', () => people.successor.cookie, 'abc\u0000def', 400],
] as const;

/** A new pack administered by `email`, made by the administrator. */
function ownPack(email = people.owner.email) {
  return newPack(app, call, roles.admin, 5, { administrator: email });
}

const switchAdmin = (cookie: string | undefined, licenseId: string, newAdminEmail: string) =>
  call(cookie, 'POST', contract.switchAdmin.path, { LicenseId: licenseId, newAdminEmail });
const pending = (cookie: string | undefined, licenseId: string) =>
  call(cookie, 'GET', buildPath(contract.pendingAdminHandover.path, { licenseId }));
const resend = (cookie: string | undefined, licenseId: string) =>
  call(cookie, 'POST', buildPath(contract.resendAdminHandover.path, { licenseId }));
const cancel = (cookie: string | undefined, licenseId: string) =>
  call(cookie, 'DELETE', buildPath(contract.cancelAdminHandover.path, { licenseId }));
const invitation = (cookie: string | undefined, token: string) =>
  call(cookie, 'GET', `${contract.adminHandoverByToken.path}?token=${encodeURIComponent(token)}`);
const accept = (cookie: string | undefined, token: string) =>
  call(cookie, 'POST', contract.acceptAdminHandover.path, { token });

/** The token of the accept link in the mail `action` sends to `recipient`, and the mail itself. */
async function mailedLink(recipient: string, action: () => Promise<unknown>) {
  const after = await lastOutboxId(app.db);
  await action();
  const body = await nextMessage(app.db, recipient, after);
  const match = new RegExp(`(https?://\\S+)${ADMIN_HANDOVER_ACCEPT_PATH}\\?token=(\\S+)`).exec(body);
  if (!match) throw new Error(`no accept link in: ${body}`);
  return { body, token: decodeURIComponent(match[2]!) };
}

/** Asks, as the owner, to hand `pack` to `to`; answers the mailed token. */
async function requestHandover(pack: string, to = people.successor.email) {
  const { token } = await mailedLink(to, async () => {
    const response = await switchAdmin(people.owner.cookie, pack, to);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, awaitingAcceptance: true });
  });
  return token;
}

/** Every handover row of a pack, oldest first, straight from the table. */
function handoverRows(pack: string) {
  return app.db.query<{ state: string; email: string; tokenHash: string | null }>(
    `select r.state, r.new_admin_email as email, r.token_hash as "tokenHash"
       from license_admin_requests r join licenses l on l.id = r.license_id where l.public_id = $1 order by r.id`,
    [pack],
  );
}

async function administratorOf(pack: string): Promise<string> {
  return licenseSchema.parse((await call(roles.admin, 'GET', `/api/Licenses/encrypted/${pack}`)).json()).name;
}

async function historyOf(cookie: string, pack: string) {
  const license = licenseSchema.parse((await call(cookie, 'GET', `/api/Licenses/encrypted/${pack}`)).json());
  return license.licenseAdministratorHistory.map((entry) => entry.email);
}

describe('given POST /api/Licenses/switchAdmin by a manager of several packs', () => {
  it('should record a pending handover, change nothing yet, and mail the new administrator a single-use link', async () => {
    const pack = await ownPack();
    const before = await packState(app, pack);
    const { body, token } = await mailedLink(people.successor.email, () =>
      switchAdmin(people.owner.cookie, pack, people.successor.email),
    );
    expect(await packState(app, pack)).toEqual(before);
    expect(body).toContain(people.owner.email);
    expect(body).toContain(`${ADMIN_HANDOVER_LIFETIME_DAYS} days`);
    // The account has a password already: no set-password link.
    expect(body).not.toContain('/ResetPassword?token=');
    // Only the token's hash is stored.
    expect(await handoverRows(pack)).toEqual([
      { state: 'pending', email: people.successor.email, tokenHash: hashToken(token) },
    ]);
    expect((await auditEntries(app, pack)).at(-1)).toMatchObject({
      action: 'license.admin-change-requested',
      actorEmail: people.owner.email,
      after: { requestedAdministratorEmail: people.successor.email },
    });
  });

  it('should replace the pack’s pending handover with a newer one, whose link alone works', async () => {
    const pack = await ownPack();
    const first = await requestHandover(pack);
    const second = await requestHandover(pack, 'second.choice@handover-tests.example');
    expect((await handoverRows(pack)).map((row) => row.state)).toEqual(['cancelled', 'pending']);
    expect((await accept(people.successor.cookie, first)).json()).toMatchObject({ message: m.cancelled });
    expect((await invitation(roles.admin, second)).json()).toMatchObject({
      status: 'pending',
      newAdminEmail: 'second.choice@handover-tests.example',
    });
  });

  it('should give an address without an account one, and mail it the link that sets its first password', async () => {
    const pack = await ownPack();
    const newcomer = 'Newcomer@Handover-Tests.example';
    const { body, token } = await mailedLink(newcomer, () => switchAdmin(people.owner.cookie, pack, newcomer));
    const reset = /\/ResetPassword\?token=(\S+)/.exec(body);
    expect(reset).not.toBeNull();
    const password = 'Newcomer!2345';
    const set = await call(undefined, 'PUT', `/api/ResetPassword?t=${reset![1]}&p=${encodeURIComponent(password)}`);
    expect(set.statusCode).toBe(200);
    const cookie = await signIn(app, newcomer, password);
    expect((await accept(cookie, token)).statusCode).toBe(200);
    expect(await administratorOf(pack)).toBe(newcomer);
  });

  it.each([
    ['the current administrator', () => people.owner.email.toUpperCase()],
    ['not an e-mail', () => 'successor'],
  ])('should refuse %s with 400 and the change-admin message, recording nothing', async (_case, email) => {
    const pack = await ownPack();
    const response = await switchAdmin(people.owner.cookie, pack, email());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.changeAdmin.invalid,
      fields: { newAdminEmail: messages.changeAdmin.invalid },
    });
    expect(await handoverRows(pack)).toEqual([]);
  });

  it.each([
    ['a 300,000-character address', `${'a'.repeat(300_000)}@example.org`],
    ['control characters', 'succ\u0000essor@example.org'],
    ['a line break', 'successor@example.org\r\nBcc: everyone@example.org'],
  ])('should refuse %s with 400 and change nothing', async (_case, email) => {
    const pack = await ownPack();
    const before = await packState(app, pack);
    expect((await switchAdmin(people.owner.cookie, pack, email)).statusCode).toBe(400);
    expect(await packState(app, pack)).toEqual(before);
    expect(await handoverRows(pack)).toEqual([]);
  });

  it('should refuse an ordinary user holding a seat in the pack with 403 and change nothing', async () => {
    const before = [await packState(app, seatedPack), await handoverRows(seatedPack)];
    expect((await switchAdmin(roles.user, seatedPack, 'taker@example.org')).statusCode).toBe(403);
    expect([await packState(app, seatedPack), await handoverRows(seatedPack)]).toEqual(before);
  });

  it.each([
    ['a foreign pack', () => foreignPack(app)],
    ['a tampered id', async () => tampered(await ownPack())],
    ["another customer's manager's pack", () => ownPack(people.other.email)],
  ])('should answer 404 for %s', async (_case, id) => {
    expect((await switchAdmin(people.owner.cookie, await id(), 'taker@example.org')).statusCode).toBe(404);
  });

  it('should answer an anonymous caller 401', async () => {
    expect((await switchAdmin(undefined, await ownPack(), 'taker@example.org')).statusCode).toBe(401);
  });

  it('should refuse a manager left with a single pack with 403 (spec §6 row 5)', async () => {
    const single = (await addAccount(app, 'single@handover-tests.example')).email;
    const pack = await ownPack(single);
    const cookie = await signIn(app, single, demoAccounts.user.password);
    const before = await packState(app, pack);
    expect((await switchAdmin(cookie, pack, 'another@example.org')).statusCode).toBe(403);
    expect(await packState(app, pack)).toEqual(before);
  });
});

describe('given POST /api/Licenses/switchAdmin by an administrator', () => {
  it('should apply the change at once, end a pending handover, and record history and audit', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    const response = await switchAdmin(roles.admin, pack, 'new.boss@example.org');
    expect(response.json()).toEqual({ ok: true, awaitingAcceptance: false });
    expect(await administratorOf(pack)).toBe('new.boss@example.org');
    expect(await historyOf(roles.admin, pack)).toEqual([people.owner.email, 'new.boss@example.org']);
    // Two entries, as any change that takes a pack from its manager: the handover ended, then the change.
    const [ended, changed] = (await auditEntries(app, pack)).slice(-2);
    expect(ended).toMatchObject({
      action: 'license.admin-change-cancelled',
      before: { requestedAdministratorEmail: people.successor.email },
    });
    expect(changed).toMatchObject({
      action: 'license.admin-changed',
      before: { administratorEmail: people.owner.email },
      after: { administratorEmail: 'new.boss@example.org' },
    });
    expect((await handoverRows(pack)).map((row) => row.state)).toEqual(['cancelled']);
    const refused = await accept(people.successor.cookie, token);
    expect(refused.statusCode).toBe(409);
    expect(await administratorOf(pack)).toBe('new.boss@example.org');
  });
});

describe('given GET /api/Licenses/{licenseId}/AdminHandover', () => {
  it('should show the pack’s manager and administrators who was asked, when, and until when', async () => {
    const pack = await ownPack();
    expect((await pending(people.owner.cookie, pack)).json()).toEqual({ handover: null });
    await requestHandover(pack);
    for (const cookie of [people.owner.cookie, roles.admin]) {
      const response = await pending(cookie, pack);
      expect(response.statusCode).toBe(200);
      const { handover } = response.json();
      expect(adminHandoverSchema.parse(handover)).toMatchObject({
        status: 'pending',
        requestedBy: people.owner.email,
        newAdminEmail: people.successor.email,
      });
      const days = (Date.parse(handover.expiresAt) - Date.parse(handover.sentAt)) / 86_400_000;
      expect(days).toBeCloseTo(ADMIN_HANDOVER_LIFETIME_DAYS, 5);
    }
  });

  it('should show an expired handover as expired', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    await expire(token);
    expect((await pending(people.owner.cookie, pack)).json().handover.status).toBe('expired');
  });

  it.each(OUTSIDERS)('should refuse %s (%#) without the handover', async (_case, cookie, status) => {
    const pack = await ownPack();
    await requestHandover(pack);
    const response = await pending(cookie(), pack);
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain(people.successor.email);
  });

  it('should refuse an ordinary user holding a seat in the pack with 403', async () => {
    expect((await pending(roles.user, seatedPack)).statusCode).toBe(403);
  });
});

/** Moves a link's end into the past, as a week's wait would. */
async function expire(token: string) {
  await app.db.query(
    "update license_admin_requests set expires_at = now() - interval '1 second' where token_hash = $1",
    [hashToken(token)],
  );
}

/** Lets Resend through at once, as a minute's wait would. */
async function sentLongAgo(pack: string) {
  await app.db.query(
    `update license_admin_requests set sent_at = sent_at - interval '2 minutes'
      where license_id = (select id from licenses where public_id = $1)`,
    [pack],
  );
}

describe('given POST /api/Licenses/{licenseId}/AdminHandover/Resend', () => {
  it('should mail a new link valid afresh, the former one no longer working', async () => {
    const pack = await ownPack();
    const first = await requestHandover(pack);
    await expire(first);
    await sentLongAgo(pack);
    const { token: second } = await mailedLink(people.successor.email, async () => {
      const response = await resend(people.owner.cookie, pack);
      expect(response.statusCode).toBe(200);
      expect(adminHandoverSchema.parse(response.json()).status).toBe('pending');
    });
    expect(second).not.toBe(first);
    expect((await accept(people.successor.cookie, first)).json()).toMatchObject({ message: m.unknownLink });
    expect((await accept(people.successor.cookie, second)).statusCode).toBe(200);
    expect((await auditEntries(app, pack)).map((entry) => entry.action)).toContain('license.admin-change-resent');
  });

  it('should refuse a resend within a minute of the last mail with 429, mailing nothing', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    const after = await lastOutboxId(app.db);
    const response = await resend(people.owner.cookie, pack);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ message: m.resendTooSoon });
    expect(await lastOutboxId(app.db)).toBe(after);
    expect(await handoverRows(pack)).toEqual([expect.objectContaining({ tokenHash: hashToken(token) })]);
  });

  it('should refuse an ordinary user holding a seat in the pack with 403', async () => {
    const token = await requestHandover(seatedPack);
    await sentLongAgo(seatedPack);
    expect((await resend(roles.user, seatedPack)).statusCode).toBe(403);
    expect((await cancel(roles.user, seatedPack)).statusCode).toBe(403);
    expect((await handoverRows(seatedPack)).at(-1)).toEqual(
      expect.objectContaining({ state: 'pending', tokenHash: hashToken(token) }),
    );
    expect((await cancel(people.owner.cookie, seatedPack)).statusCode).toBe(200);
  });

  it('should answer 404 when nothing waits', async () => {
    const response = await resend(people.owner.cookie, await ownPack());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: m.noPending });
  });

  it.each(OUTSIDERS)('should refuse %s (%#) and keep the link', async (_case, cookie, status) => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    await sentLongAgo(pack);
    expect((await resend(cookie(), pack)).statusCode).toBe(status);
    expect(await handoverRows(pack)).toEqual([expect.objectContaining({ tokenHash: hashToken(token) })]);
  });
});

describe('given DELETE /api/Licenses/{licenseId}/AdminHandover', () => {
  it('should cancel the handover: its link is refused and the pack stays', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    expect((await cancel(people.owner.cookie, pack)).json()).toEqual({ ok: true });
    expect((await pending(people.owner.cookie, pack)).json()).toEqual({ handover: null });
    const refused = await accept(people.successor.cookie, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: m.cancelled });
    expect((await invitation(people.successor.cookie, token)).json().status).toBe('cancelled');
    expect(await administratorOf(pack)).toBe(people.owner.email);
    expect((await auditEntries(app, pack)).at(-1)).toMatchObject({
      action: 'license.admin-change-cancelled',
      before: { requestedAdministratorEmail: people.successor.email },
    });
    expect((await cancel(people.owner.cookie, pack)).statusCode).toBe(404);
  });

  it.each(OUTSIDERS)('should refuse %s (%#) and keep the handover', async (_case, cookie, status) => {
    const pack = await ownPack();
    await requestHandover(pack);
    expect((await cancel(cookie(), pack)).statusCode).toBe(status);
    expect((await handoverRows(pack)).map((row) => row.state)).toEqual(['pending']);
  });
});

describe('given a handover that made an account for an address that had none', () => {
  let newcomers = 0;
  /** A fresh address no account has yet. */
  const newcomer = () => {
    newcomers += 1;
    return `newcomer${newcomers}@made-by-handover.example`;
  };
  /**
   * Asks, as the owner, to hand `pack` (a new pack of the owner's unless told) to `email` (a fresh address unless
   * told); answers the pack, the address, the mailed accept token and the set-password token.
   */
  async function handOverToNewcomer(pack?: string, email = newcomer()) {
    const handedOver = pack ?? (await ownPack());
    const { body, token } = await mailedLink(email, () => switchAdmin(people.owner.cookie, handedOver, email));
    const reset = /\/ResetPassword\?token=(\S+)/.exec(body);
    if (!reset) throw new Error(`no set-password link in: ${body}`);
    return { pack: handedOver, email, token, resetToken: decodeURIComponent(reset[1]!) };
  }
  const accountCount = async (email: string) =>
    (await app.db.query('select 1 from users where lower(email) = lower($1)', [email])).length;
  const setPassword = (resetToken: string, password: string) =>
    call(undefined, 'PUT', `/api/ResetPassword?t=${encodeURIComponent(resetToken)}&p=${encodeURIComponent(password)}`);
  /** The administrator gives `email` a seat in `pack`. */
  const assignSeat = (pack: string, email: string) =>
    call(roles.admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, { ...assignBody(email) });
  /** The administrator edits `pack`, naming `administrator` its administrator. */
  const editAdministrator = async (pack: string, administrator: string) =>
    call(
      roles.admin,
      'PUT',
      `/api/licenses/${pack}`,
      newLicenseBody({ encryptedProductId: await productPublicId(app, 1), userCount: 5, name: administrator }),
    );

  it('should remove the unused account on cancel, its set-password link refused, and audit the removal', async () => {
    const { pack, email, resetToken } = await handOverToNewcomer();
    expect(await accountCount(email)).toBe(1);
    expect((await cancel(people.owner.cookie, pack)).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(0);
    const refused = await setPassword(resetToken, 'Newcomer!2345');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.auth.resetLinkInvalid });
    expect((await auditEntries(app, pack)).at(-1)).toMatchObject({
      action: 'license.admin-change-cancelled',
      before: { requestedAdministratorEmail: email },
      after: { removedUnusedAccount: email },
    });
  });

  it('should keep the account once its password is set, and it can still be handed a pack', async () => {
    const { pack, email, resetToken } = await handOverToNewcomer();
    expect((await setPassword(resetToken, 'Newcomer!2345')).statusCode).toBe(200);
    expect((await cancel(people.owner.cookie, pack)).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(1);
    expect((await auditEntries(app, pack)).at(-1)?.after).toBeNull();
    await signIn(app, email, 'Newcomer!2345');
  });

  it('should keep an account that had been there before the handover, even one without a password', async () => {
    const pack = await ownPack();
    const email = newcomer();
    await app.db.query("insert into users (public_id, email) values ('made-before-the-handover', $1)", [email]);
    // The account has no password: the mail carries the set-password link, but the handover did not make it.
    await handOverToNewcomer(pack, email);
    expect((await cancel(people.owner.cookie, pack)).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(1);
  });

  it('should keep the account once an administrator has changed it', async () => {
    const { pack, email } = await handOverToNewcomer();
    const [account] = await app.db.query<{ publicId: string }>(
      'select public_id as "publicId" from users where email = $1',
      [email],
    );
    const edited = await call(roles.admin, 'PUT', '/api/User', {
      id: account!.publicId,
      email,
      firstName: 'New',
      lastName: 'Comer',
      company: 'Edited Ltd',
      countryCode: 'US',
      phone: '5550100',
    });
    expect(edited.statusCode).toBe(200);
    expect((await cancel(people.owner.cookie, pack)).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(1);
  });

  it('should keep the account when its address holds a seat not linked to it', async () => {
    const [seated, handedOver] = [await ownPack(), await ownPack()];
    const email = newcomer();
    // The seat comes first, while the address has no account: it is held by address alone.
    expect((await assignSeat(seated, email)).statusCode).toBe(201);
    await handOverToNewcomer(handedOver, email);
    expect((await cancel(people.owner.cookie, handedOver)).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(1);
  });

  it('should remove it when the pack is deleted', async () => {
    const { pack, email } = await handOverToNewcomer();
    expect((await call(roles.admin, 'DELETE', `/api/licenses/${pack}`)).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(0);
  });

  it('should keep it as the administrator when an administrator gives the pack to that very address', async () => {
    for (const change of ['switchAdmin', 'edit'] as const) {
      const { pack, email } = await handOverToNewcomer();
      const response =
        change === 'switchAdmin' ? await switchAdmin(roles.admin, pack, email) : await editAdministrator(pack, email);
      expect(response.statusCode).toBe(200);
      expect(await administratorOf(pack)).toBe(email);
      expect(await accountCount(email)).toBe(1);
      expect((await handoverRows(pack)).map((row) => row.state)).toEqual(['cancelled']);
    }
  });

  it('should keep the account while another handover waits for its address, and remove it with the last', async () => {
    const { pack: first, email } = await handOverToNewcomer();
    const second = await ownPack();
    await mailedLink(email, () => switchAdmin(people.owner.cookie, second, email));
    expect((await cancel(people.owner.cookie, first)).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(1);
    // The handover still waiting takes the account over: when it ends too, the account goes.
    expect((await cancel(people.owner.cookie, second)).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(0);
  });

  it('should keep the account once it holds a seat', async () => {
    const { pack, email } = await handOverToNewcomer();
    expect((await assignSeat(pack, email)).statusCode).toBe(201);
    expect((await cancel(people.owner.cookie, pack)).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(1);
  });

  it('should never lose, nor fail, a seat given to the account while its handover is cancelled', async () => {
    for (let round = 0; round < 10; round += 1) {
      // Into another pack, and into the pack whose handover is cancelled (whose lock the cancel holds).
      const handedOver = await ownPack();
      const seated = round % 2 === 0 ? await ownPack() : handedOver;
      const { email } = await handOverToNewcomer(handedOver);
      const [cancelled, assigned] = await Promise.all([
        cancel(people.owner.cookie, handedOver),
        assignSeat(seated, email),
      ]);
      expect([cancelled.statusCode, assigned.statusCode]).toEqual([200, 201]);
      // Whichever ran first, the seat is there, and linked to the account exactly when the account stayed.
      const [seat] = await app.db.query<{ accountName: string; linked: boolean }>(
        `select s.account_name as "accountName", s.user_id is not null as linked
           from license_usages s join licenses l on l.id = s.license_id where l.public_id = $1`,
        [seated],
      );
      expect(seat).toEqual({ accountName: email, linked: (await accountCount(email)) === 1 });
    }
  });

  it('should end it when an administrator gives the pack to someone else, for good', async () => {
    const { pack, email, token } = await handOverToNewcomer();
    expect((await editAdministrator(pack, people.other.email)).statusCode).toBe(200);
    expect((await handoverRows(pack)).map((row) => row.state)).toEqual(['cancelled']);
    expect(await accountCount(email)).toBe(0);
    const audited = await auditEntries(app, pack);
    expect(audited.map((entry) => entry.action).slice(-2)).toEqual([
      'license.admin-change-cancelled',
      'license.update',
    ]);
    expect(audited.at(-2)?.after).toEqual({ removedUnusedAccount: email });
    // Given back to the manager who asked, the pack has no handover waiting: the old link stays refused.
    expect((await editAdministrator(pack, people.owner.email)).statusCode).toBe(200);
    expect((await pending(people.owner.cookie, pack)).json()).toEqual({ handover: null });
    expect((await invitation(roles.admin, token)).json()).toMatchObject({ status: 'cancelled' });
  });

  it('should end the handover of a pack merged into another', async () => {
    const main = await ownPack();
    const { pack: merged, email } = await handOverToNewcomer();
    const response = await call(roles.admin, 'POST', `/api/Licenses/${main}/LicenseUsages/Merge`, {
      EncryptedUsageIds: [merged],
      EncryptedProductId: await productPublicId(app, 1),
    });
    expect(response.statusCode).toBe(200);
    expect((await handoverRows(merged)).map((row) => row.state)).toEqual(['cancelled']);
    expect(await accountCount(email)).toBe(0);
  });

  it('should remove it when a newer handover of the pack goes to another address, not when to the same', async () => {
    const { pack, email } = await handOverToNewcomer();
    // Asked again of the same address: the account stays, and the newer handover removes it when it ends.
    await mailedLink(email, () => switchAdmin(people.owner.cookie, pack, email));
    expect(await accountCount(email)).toBe(1);
    const { email: other } = await handOverToNewcomer(pack);
    expect(await accountCount(email)).toBe(0);
    expect((await auditEntries(app, pack)).at(-1)).toMatchObject({
      action: 'license.admin-change-requested',
      after: { requestedAdministratorEmail: other, removedUnusedAccount: email },
    });
    expect((await cancel(people.owner.cookie, pack)).statusCode).toBe(200);
    expect(await accountCount(other)).toBe(0);
  });
});

describe('given a pack id that is not one, on the pack’s handover calls', () => {
  it.each([
    ['a 300,000-character id', 'x'.repeat(300_000)],
    ['control characters', 'abc%00def%01ghijklmnopqr'],
  ])('should refuse %s with a 4xx and change nothing', async (_case, id) => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    for (const response of [
      await pending(people.owner.cookie, id),
      await resend(people.owner.cookie, id),
      await cancel(people.owner.cookie, id),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await handoverRows(pack)).toEqual([
      expect.objectContaining({ state: 'pending', tokenHash: hashToken(token) }),
    ]);
  });
});

describe('given GET /api/Licenses/AdminHandover?token=…', () => {
  it('should show the pack and who asked, and whether the link is for the signed-in user', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    const mine = adminHandoverInvitationSchema.parse((await invitation(people.successor.cookie, token)).json());
    expect(mine).toMatchObject({
      status: 'pending',
      requestedBy: people.owner.email,
      newAdminEmail: people.successor.email,
      productId: 1,
      userCount: 5,
      forCurrentUser: true,
    });
    expect((await invitation(people.other.cookie, token)).json()).toMatchObject({ forCurrentUser: false });
  });

  it.each(BAD_TOKENS)('should refuse %s', async (_case, cookie, token, status) => {
    expect((await invitation(cookie(), token)).statusCode).toBe(status);
  });
});

describe('given POST /api/Licenses/AdminHandover/Accept', () => {
  it('should make the new administrator the pack’s, with history and audit, in one step', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    const response = await accept(people.successor.cookie, token);
    expect(response.statusCode).toBe(200);
    const license = licenseSchema.parse(response.json());
    expect(license).toMatchObject({ encryptedId: pack, name: people.successor.email, canManage: true });
    expect(await historyOf(roles.admin, pack)).toEqual([people.owner.email, people.successor.email]);
    expect((await handoverRows(pack)).map((row) => row.state)).toEqual(['accepted']);
    expect((await auditEntries(app, pack)).at(-1)).toMatchObject({
      action: 'license.admin-change-accepted',
      actorEmail: people.successor.email,
      before: { administratorEmail: people.owner.email, requestedBy: people.owner.email },
      after: { administratorEmail: people.successor.email },
    });
    // The pack is no longer the owner's to hand over.
    expect((await pending(people.owner.cookie, pack)).statusCode).toBe(404);
  });

  it('should tell the former administrator, who asked, that the pack is the new administrator’s now', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    const after = await lastOutboxId(app.db);
    expect((await accept(people.successor.cookie, token)).statusCode).toBe(200);
    const notice = await nextMessage(app.db, people.owner.email, after);
    const [first, second] = messages.mail.adminAccepted
      .text({ newAdmin: people.successor.email, pack: '\0' })
      .split('\0');
    expect(notice.startsWith(first!)).toBe(true);
    expect(notice.endsWith(second!)).toBe(true);
    expect(notice.slice(first!.length, notice.length - second!.length)).toMatch(
      /^\w[\w ]* license pack, 5 seats, \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}$/,
    );
  });

  it('should tell no one when an accept is refused', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    const after = await lastOutboxId(app.db);
    expect((await accept(people.other.cookie, token)).statusCode).toBe(403);
    const [row] = await app.db.query<{ count: number }>('select count(*)::int as count from outbox where id > $1', [
      after,
    ]);
    expect(row?.count).toBe(0);
  });

  it('should show the administrator history to administrators only', async () => {
    const pack = await ownPack();
    await accept(people.successor.cookie, await requestHandover(pack));
    expect(await historyOf(roles.admin, pack)).toEqual([people.owner.email, people.successor.email]);
    expect(await historyOf(people.successor.cookie, pack)).toEqual([]);
  });

  it('should refuse the link replayed with 409, changing nothing', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    expect((await accept(people.successor.cookie, token)).statusCode).toBe(200);
    const before = await packState(app, pack);
    const replayed = await accept(people.successor.cookie, token);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toMatchObject({ message: m.used });
    expect(await packState(app, pack)).toEqual(before);
    expect(await historyOf(roles.admin, pack)).toEqual([people.owner.email, people.successor.email]);
  });

  it('should refuse an expired link with 410, changing nothing', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    await expire(token);
    const before = await packState(app, pack);
    const response = await accept(people.successor.cookie, token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: m.expired });
    expect(await packState(app, pack)).toEqual(before);
    expect((await invitation(people.successor.cookie, token)).json().status).toBe('expired');
  });

  it.each([
    ["another customer's manager", () => people.other.cookie],
    ['the manager who asked', () => people.owner.cookie],
    ['an administrator', () => roles.admin],
  ])('should refuse %s with 403 (the link is not theirs), changing nothing', async (_case, cookie) => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    const before = await packState(app, pack);
    const response = await accept(cookie(), token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: m.wrongAccount });
    expect(await packState(app, pack)).toEqual(before);
    // The link still works for the one it was sent to.
    expect((await accept(people.successor.cookie, token)).statusCode).toBe(200);
  });

  it('should refuse a handover whose pack changed hands another way as cancelled', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    await app.db.query(
      'update licenses set manager_id = (select id from users where email = $2) where public_id = $1',
      [pack, people.other.email],
    );
    const response = await accept(people.successor.cookie, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: m.cancelled });
    expect(await administratorOf(pack)).toBe(people.other.email);
  });

  it('should let exactly one of two simultaneous accepts of one link win', async () => {
    const pack = await ownPack();
    const token = await requestHandover(pack);
    const answers = await Promise.all([accept(people.successor.cookie, token), accept(people.successor.cookie, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await historyOf(roles.admin, pack)).toEqual([people.owner.email, people.successor.email]);
    expect(
      (await auditEntries(app, pack)).filter((entry) => entry.action === 'license.admin-change-accepted'),
    ).toHaveLength(1);
  });

  it.each(BAD_TOKENS)('should refuse %s and change nothing', async (_case, cookie, token, status) => {
    const pack = await ownPack();
    await requestHandover(pack);
    const before = await packState(app, pack);
    expect((await accept(cookie(), token)).statusCode).toBe(status);
    expect(await packState(app, pack)).toEqual(before);
    expect((await handoverRows(pack)).map((row) => row.state)).toEqual(['pending']);
  });
});
