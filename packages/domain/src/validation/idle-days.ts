import { z } from 'zod/mini';
import { idleSeatMessages } from '../messages-idle-seats.ts';
import { MAX_IDLE_DAYS } from '../rules/idle-seats.ts';

const error = idleSeatMessages.daysInvalid;

/**
 * An idle threshold in days, from 1 to MAX_IDLE_DAYS, as typed (text) or sent (a number); every other value gets
 * the one message.
 */
export const idleDaysSchema = z.coerce
  .number({ error })
  .check(z.int({ error }), z.gte(1, { error }), z.lte(MAX_IDLE_DAYS, { error }));
