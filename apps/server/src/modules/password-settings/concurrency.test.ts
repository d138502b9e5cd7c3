import { messages, type PasswordSettings, passwordSettingsSchema } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { hashPassword, newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import { refusedAsStale, secondWriterRefused, versionedCaller } from '../../test-support/versioned-calls.ts';

const app = await createTestApp();
const call = versionedCaller(app);
const PATH = '/api/PasswordSettings';
const READ = '/api/PasswordSettings/CurrentUser';
const PASSWORD = 'Concurrent!Pass-2026';
const passwordHash = await hashPassword(PASSWORD);

let serial = 0;
/** An isManager account with no policy saved yet, signed in. */
async function newManager(): Promise<string> {
  serial += 1;
  const email = `policy.${serial}.${Date.now()}@example.com`;
  await app.db.query(
    `insert into users (public_id, email, first_name, last_name, password_hash, is_manager)
     values ($1, $2, 'Pat', 'Policy', $3, true)`,
    [newPublicId(), email, passwordHash],
  );
  return signIn(app, email, PASSWORD);
}

async function policyOf(cookie: string): Promise<PasswordSettings> {
  return passwordSettingsSchema.parse((await call(cookie, 'GET', READ)).json());
}

describe("given a manager's password policy saved from two places (ETag / If-Match)", () => {
  it("should refuse the second save with 412 and the first one's change, then apply its retry on top", async () => {
    const manager = await signIn(app, demoAccounts.manager.email, demoAccounts.manager.password);
    const policy = await policyOf(manager);
    const { refusal, retry } = await secondWriterRefused({
      read: () => call(manager, 'GET', READ),
      first: (ifMatch) => call(manager, 'POST', PATH, { ...policy, minimunChars: 12 }, ifMatch),
      second: (ifMatch) => call(manager, 'POST', PATH, { ...policy, passwordHistory: true }, ifMatch),
    });
    expect(refusal).toMatchObject({
      message: messages.server.preconditionFailed,
      changedBy: demoAccounts.manager.email,
    });
    expect(refusal.current).toEqual({ ...policy, minimunChars: 12 });
    expect(passwordSettingsSchema.parse(retry.json())).toEqual({ ...policy, passwordHistory: true });
  });

  it('should name a policy not saved yet "v0", and let only the first of two saves based on it through', async () => {
    const manager = await newManager();
    const read = await call(manager, 'GET', READ);
    expect(read.headers.etag).toBe('"v0"');
    const policy = passwordSettingsSchema.parse(read.json());
    const first = await call(manager, 'POST', PATH, { ...policy, uppercaseChars: 2 }, '"v0"');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe('"v1"');
    const refusal = refusedAsStale(await call(manager, 'POST', PATH, { ...policy, specialChars: 2 }, '"v0"'));
    expect(refusal.current).toEqual({ ...policy, uppercaseChars: 2 });
    expect(await policyOf(manager)).toEqual({ ...policy, uppercaseChars: 2 });
  });

  it('should let one of two simultaneous first saves through and refuse the other', async () => {
    const manager = await newManager();
    const policy = await policyOf(manager);
    const saves = await Promise.all(
      [8, 9].map((minimunChars) => call(manager, 'POST', PATH, { ...policy, minimunChars }, '"v0"')),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 412]);
  });

  it('should save as before without If-Match (the last write wins), and give an applicable policy no ETag', async () => {
    const manager = await newManager();
    const policy = await policyOf(manager);
    expect((await call(manager, 'POST', PATH, { ...policy, minimunChars: 9 })).statusCode).toBe(200);
    const last = await call(manager, 'POST', PATH, { ...policy, minimunChars: 10 });
    expect(passwordSettingsSchema.parse(last.json()).minimunChars).toBe(10);
    const user = await signIn(app, demoAccounts.user.email, demoAccounts.user.password);
    const applicable = await call(user, 'GET', READ);
    expect(applicable.statusCode).toBe(200);
    expect(applicable.headers.etag).toBeUndefined();
  });

  it('should refuse a malformed If-Match with 400, changing nothing', async () => {
    const manager = await newManager();
    const policy = await policyOf(manager);
    const response = await call(manager, 'POST', PATH, { ...policy, minimunChars: 11 }, 'v0');
    expect(response.statusCode).toBe(400);
    expect((await call(manager, 'GET', READ)).headers.etag).toBe('"v0"');
  });
});
