import type { Database, Queryable } from './database.ts';

/** Thrown out of a dry run's transaction once its work is done, so that the transaction rolls back. */
const ROLL_BACK = new Error('dry run: roll back');

/**
 * Runs `work` in a transaction that is always rolled back, and answers what it answered: a change worked out by the
 * very statements that would make it, and kept nowhere. Whatever `work` throws is thrown as it was.
 */
export async function dryRun<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  let done: { answer: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      done = { answer: await work(tx) };
      throw ROLL_BACK;
    });
  } catch (error) {
    if (error !== ROLL_BACK || !done) throw error;
  }
  return done!.answer;
}
