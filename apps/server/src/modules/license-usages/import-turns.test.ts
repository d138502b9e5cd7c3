import { setImmediate as nextTurn } from 'node:timers/promises';
import { messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, engine, signIn } from '../../test-support/test-app.ts';
import { caller } from '../licenses/test-fixtures.ts';
import { IMPORT_BATCH } from './repository.ts';
import { newPack, seats, uploadCsv } from './test-fixtures.ts';

const app = await createTestApp();
const call = caller(app);
const admin = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);
const m = messages.usersImport;

let serial = 0;
/** An import file of `count` fresh users, sorted by address as the import writes them (header first). */
function usersFile(count: number): { csv: string; emails: string[] } {
  serial += 1;
  const emails = Array.from(
    { length: count },
    (_, index) => `u${String(index).padStart(5, '0')}.${serial}@turns.example`,
  );
  return { csv: `Email,FirstName,LastName\n${emails.map((email) => `${email},Ada,Lovelace`).join('\n')}\n`, emails };
}

/**
 * Starts the import of `csv` into `pack` and, until it answers, reads the pack's seats and users as another request
 * would: answers the import's answer and every number of users read meanwhile. `onRead` runs after each read.
 */
async function importWatched(pack: string, csv: string, onRead?: (usages: number) => Promise<void> | void) {
  let answered = false;
  const upload = uploadCsv(app, admin, pack, csv).finally(() => {
    answered = true;
  });
  const read: number[] = [];
  while (!answered) {
    const now = await seats(app, pack);
    // Seats and users agree after every turn, as after every other write.
    expect(now.usedCount).toBe(now.usages);
    read.push(now.usages);
    await onRead?.(now.usages);
    await nextTurn();
  }
  return { answer: await upload, read };
}

describe('given a large import beside other requests', () => {
  it('should refuse it whole when an address is taken while it writes, leaving none of its rows nor seats', async () => {
    const count = IMPORT_BATCH * 3;
    const pack = await newPack(app, call, admin, count, { productId: 3 });
    const { csv, emails } = usersFile(count);
    const last = emails.at(-1)!;
    /** The file's last address assigned to the pack with its seat, as an assignment does, while the import writes. */
    const taking = async (tx: Queryable) => {
      await tx.query(
        `insert into license_usages (public_id, license_id, account_name, first_name, last_name)
         select $1, id, $2, 'Taken', 'Meanwhile' from licenses where public_id = $3`,
        [newPublicId(), last, pack],
      );
      await tx.query('update licenses set used_count = used_count + 1 where public_id = $1', [pack]);
    };
    let answer: Awaited<ReturnType<typeof uploadCsv>>;
    if (engine === 'pglite') {
      // Between two of the import's batches, as another request would.
      let taken = false;
      ({ answer } = await importWatched(pack, csv, async (usages) => {
        if (!taken && usages > 0) {
          taken = true;
          await app.db.transaction(taking);
        }
      }));
    } else {
      // PostgreSQL writes the import in one transaction, which nobody sees a part of: an address taken before it
      // writes answers as one taken while it writes would.
      await app.db.transaction(taking);
      answer = await uploadCsv(app, admin, pack, csv);
    }
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { errors: string[] }).errors).toEqual([m.alreadyInPack(count + 1, last)]);
    expect(await seats(app, pack)).toEqual({ usedCount: 1, usages: 1, userCount: count });
  });

  it(
    engine === 'pglite'
      ? 'should write its rows a batch at a time, letting other requests read between the batches'
      : 'should let other requests see none of its rows until all of them are written',
    async () => {
      const count = IMPORT_BATCH * 3;
      const pack = await newPack(app, call, admin, count, { productId: 1 });
      const { answer, read } = await importWatched(pack, usersFile(count).csv);
      expect(answer.json()).toEqual({ imported: count });
      const partial = read.filter((usages) => usages > 0 && usages < count);
      if (engine === 'pglite') expect(new Set(partial).size).toBeGreaterThanOrEqual(2);
      else expect(partial).toEqual([]);
      expect(await seats(app, pack)).toEqual({ usedCount: count, usages: count, userCount: count });
    },
  );
});
