import { z } from 'zod/mini';
import * as messages from '../messages/sections.ts';
import { isValidUsDate, US_DATE_FORMAT } from '../rules/us-date.ts';

/** A calendar date as the spec writes it everywhere: MM/DD/YYYY, a real day (02/29 only in leap years). */
export const usDateSchema = z
  .string()
  .check(
    z.maxLength(US_DATE_FORMAT.length, { error: messages.bounds.notADate, abort: true }),
    z.refine(isValidUsDate, { error: messages.bounds.notADate }),
  );
