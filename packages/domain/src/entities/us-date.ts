import { z } from 'zod';
import { isValidUsDate, US_DATE_FORMAT } from '../rules/us-date.ts';

/** A calendar date as the spec writes it everywhere: MM/DD/YYYY, a real day (02/29 only in leap years). */
export const usDateSchema = z.string().refine(isValidUsDate, { error: `Expected a date as ${US_DATE_FORMAT}` });
