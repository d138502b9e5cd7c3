import { messages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import {
  auditEntries,
  caller,
  demoPacks,
  foreignPack,
  packState,
  type Roles,
  signInRoles,
  tampered,
} from './test-fixtures.ts';

const app = await createTestApp();
const call = caller(app);
let roles: Roles;
let packs: Awaited<ReturnType<typeof demoPacks>>;
let foreign: string;

beforeAll(async () => {
  roles = await signInRoles(app);
  packs = await demoPacks(app);
  foreign = await foreignPack(app);
});

function switchAdmin(cookie: string, licenseId: string, newAdminEmail: string) {
  return call(cookie, 'POST', '/api/Licenses/switchAdmin', { LicenseId: licenseId, newAdminEmail });
}

async function pendingRequests() {
  return app.db.query<{ email: string; license: string }>(
    `select r.new_admin_email as email, l.public_id as license
       from license_admin_requests r join licenses l on l.id = r.license_id where r.accepted_at is null`,
  );
}

// In order: the manager hands over while managing two packs, then the administrator takes one away.
describe('given POST /api/Licenses/switchAdmin', () => {
  it('should let a manager of several packs ask, change nothing yet, and e-mail the new administrator', async () => {
    const before = await packState(app, packs.standard);
    const response = await switchAdmin(roles.manager, packs.standard, 'Successor@Example.org');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, awaitingAcceptance: true });
    expect(await packState(app, packs.standard)).toEqual(before);
    expect(await pendingRequests()).toEqual([{ email: 'Successor@Example.org', license: packs.standard }]);
    const mail = await app.db.query('select subject, body from outbox where recipient = $1', ['Successor@Example.org']);
    expect(mail).toEqual([
      { subject: messages.mail.adminRequest.subject, body: expect.stringContaining(demoAccounts.manager.email) },
    ]);
    expect((await auditEntries(app, packs.standard)).at(-1)).toMatchObject({
      action: 'license.admin-change-requested',
      actorEmail: demoAccounts.manager.email,
      after: { requestedAdministratorEmail: 'Successor@Example.org' },
    });
  });

  it.each([
    ['the current administrator', demoAccounts.manager.email.toUpperCase()],
    ['not an e-mail', 'successor'],
  ])('should refuse %s with 400 and the change-admin message', async (_case, email) => {
    const response = await switchAdmin(roles.admin, packs.business, email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.changeAdmin.invalid,
      fields: { newAdminEmail: messages.changeAdmin.invalid },
    });
  });

  it('should refuse an ordinary user of the pack with 403 and change nothing', async () => {
    const before = await packState(app, packs.business);
    const response = await switchAdmin(roles.user, packs.business, 'taker@example.org');
    expect(response.statusCode).toBe(403);
    expect(await packState(app, packs.business)).toEqual(before);
    expect(await pendingRequests()).toHaveLength(1);
  });

  it.each([
    ['a foreign pack', () => foreign],
    ['a tampered id', () => tampered(packs.business)],
  ])('should answer a manager 404 for %s', async (_case, id) => {
    expect((await switchAdmin(roles.manager, id(), 'taker@example.org')).statusCode).toBe(404);
  });

  it('should apply an administrator change at once, with history and audit', async () => {
    const response = await switchAdmin(roles.admin, packs.business, 'new.boss@example.org');
    expect(response.json()).toEqual({ ok: true, awaitingAcceptance: false });
    const license = (await call(roles.admin, 'GET', `/api/Licenses/encrypted/${packs.business}`)).json();
    expect(license.name).toBe('new.boss@example.org');
    expect(license.licenseAdministratorHistory.map((entry: { email: string }) => entry.email)).toEqual([
      demoAccounts.manager.email,
      'new.boss@example.org',
    ]);
    expect((await auditEntries(app, packs.business)).at(-1)).toMatchObject({
      action: 'license.admin-changed',
      before: { administratorEmail: demoAccounts.manager.email },
      after: { administratorEmail: 'new.boss@example.org' },
    });
  });

  it('should refuse a manager left with a single pack with 403 (spec §6 row 5)', async () => {
    const before = await packState(app, packs.standard);
    const response = await switchAdmin(roles.manager, packs.standard, 'another@example.org');
    expect(response.statusCode).toBe(403);
    expect(await packState(app, packs.standard)).toEqual(before);
  });
});
