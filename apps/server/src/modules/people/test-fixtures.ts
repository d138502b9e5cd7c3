import { type Person, personSchema } from '@license-console/domain';
import { expect } from 'vitest';
import { addAccount } from '../../test-support/auth-client.ts';
import { type createTestApp, lastOutboxId, nextMessage, signIn } from '../../test-support/test-app.ts';
import { type Credential, createToken, tokenCaller } from '../api-tokens/test-fixtures.ts';
import { assignBody, newPack } from '../license-usages/test-fixtures.ts';
import { caller, type Roles } from '../licenses/test-fixtures.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Parses an answer as a Person (the contract's shape), failing the test on any drift. */
export function personOf(response: { statusCode: number; body: string; json(): unknown }): Person {
  expect(response.statusCode, response.body).toBe(200);
  return personSchema.parse(response.json());
}

/**
 * The people of a person's page: packs of the demo manager and of another customer's manager (an isManager account of
 * its own), accounts holding seats in them, and a caller for each role by cookie and by API token.
 */
export async function peopleFixtures(app: TestApp, roles: Roles) {
  const call = caller(app);
  const as = tokenCaller(app);
  let serial = 0;
  const fresh = (label: string) => {
    serial += 1;
    return `people.${label}.${serial}@example.org`;
  };

  const otherManager = await addAccount(app, fresh('other-manager'));
  await app.db.query('update users set is_manager = true where id = $1', [otherManager.id]);
  const otherManagerCookie = await signIn(app, otherManager.email, otherManager.password);
  const managersPack = await newPack(app, call, roles.admin, 50, {
    productId: 3,
    administrator: 'manager@example.com',
  });
  const othersPack = await newPack(app, call, roles.admin, 50, { productId: 1, administrator: otherManager.email });

  async function seat(licenseId: string, email: string): Promise<string> {
    const response = await call(roles.admin, 'POST', `/api/Licenses/${licenseId}/LicenseUsages`, assignBody(email));
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { cryptId: string }).cryptId;
  }

  /** A new account with a password, a seat in the demo manager's pack and, when asked, one in the other's. */
  async function person(options: { otherSeat?: boolean; administrator?: boolean } = {}) {
    const account = await addAccount(app, fresh('person'));
    if (options.administrator) await app.db.query('update users set administrator = true where id = $1', [account.id]);
    await seat(managersPack, account.email);
    if (options.otherSeat) await seat(othersPack, account.email);
    return account;
  }

  /** A new account made by an administrator (no password yet) with a seat in the demo manager's pack, and its link. */
  async function invited() {
    const email = fresh('invited');
    const mark = await lastOutboxId(app.db);
    const created = await call(roles.admin, 'POST', '/api/User', {
      firstName: 'Ivy',
      lastName: 'Invited',
      email,
      countryCode: 'US',
    });
    expect(created.statusCode, created.body).toBe(201);
    await seat(managersPack, email);
    return { email, publicId: (created.json() as { id: string }).id, link: await linkIn(email, mark) };
  }

  /** The token of the first set-password or reset link mailed to `email` after `mark`. */
  async function linkIn(email: string, mark: number): Promise<string> {
    const body = await nextMessage(app.db, email, mark);
    return decodeURIComponent(/\/ResetPassword\?token=(\S+)/.exec(body)![1]!);
  }

  const tokens = {
    admin: (await createToken(app, roles.admin)).token,
    manager: (await createToken(app, roles.manager)).token,
    user: (await createToken(app, roles.user)).token,
    managerAsUser: (await createToken(app, roles.manager, { role: 'user' })).token,
  };

  /** Every caller a call is tried as: each role by cookie and by API token, another customer's manager, no one. */
  const callers: Record<string, Credential> = {
    administrator: { cookie: roles.admin },
    manager: { cookie: roles.manager },
    "another customer's manager": { cookie: otherManagerCookie },
    user: { cookie: roles.user },
    'administrator token': { token: tokens.admin },
    'manager token': { token: tokens.manager },
    'user token': { token: tokens.user },
    "manager's token of the user role": { token: tokens.managerAsUser },
    anonymous: null,
  };

  return { call, as, fresh, person, invited, linkIn, seat, managersPack, othersPack, otherManager, tokens, callers };
}

/** The audit entries of one account's page actions, oldest first. */
export function personAudit(app: TestApp, userId: number) {
  return app.db.query<{ action: string; after: Record<string, unknown> | null }>(
    `select action, after from audit_log where entity = 'user' and entity_id = $1 and action like any($2::text[])
      order by id`,
    [
      String(userId),
      [
        'user.sign-out-everywhere',
        'user.force-password-change',
        'user.resend-set-password',
        'user.deactivate',
        'user.reactivate',
      ],
    ],
  );
}
