import type { Queryable } from '../../db/database.ts';
import { createReminderRepository } from './repository.ts';

export { type ReminderOptions, type Reminders, startReminders } from './scheduler.ts';

/**
 * My Profile's opt-out, saved within the profile's transaction: whether the account gets the reminders of the packs it
 * administers (the scheduler leaves theirs out while it is off).
 */
export async function saveReminderChoice(tx: Queryable, userId: number, expiryReminders: boolean): Promise<void> {
  await createReminderRepository(tx).saveChoice(userId, expiryReminders);
}
