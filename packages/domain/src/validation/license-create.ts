import { z } from 'zod/mini';
import { bounded, INT32_MAX, TEXT_LIMITS } from '../entities/bounds.ts';
import { productIdSchema } from '../entities/product.ts';
import * as messages from '../messages/sections.ts';
import { asUsDate, compareUsDates, isValidUsDate } from '../rules/us-date.ts';
import { formText } from './form-text.ts';
import { EMAIL_PATTERN } from './patterns.ts';
import { always, field } from './refine-helpers.ts';

const m = messages.licenseCreate;

/** Letters, digits, underscore and white space (spec §5). */
const NAME_PATTERN = /^[\p{L}\p{N}_\s]*$/u;
/** A positive integer in digits, without a leading zero. */
const USER_COUNT_PATTERN = /^[1-9]\d*$/;

/**
 * Spec §5 "License form (create variant)", the older form posting Manager, Name, ProductId, StartDate,
 * EndDate, UserCount. `today` (MM/DD/YYYY, or a Date's local day) is the date start and end may not precede.
 * Throws RangeError when `today` is not a valid date.
 */
export function licenseCreateSchema(todayInput: string | Date) {
  const today = asUsDate(todayInput);
  const notBeforeToday = (date: string) => compareUsDates(date, today) >= 0;
  const date = (required: string, notValid: string, beforeToday: string) =>
    z
      .string({ error: required })
      .check(
        z.trim(),
        z.minLength(1, { error: required, abort: true }),
        z.refine(isValidUsDate, { error: notValid, abort: true }),
        z.refine(notBeforeToday, { error: beforeToday }),
      );
  return z
    .object({
      /** The license administrator's e-mail. */
      manager: formText(TEXT_LIMITS.email, m.emailRequired).check(
        z.minLength(1, { error: m.emailRequired, abort: true }),
        z.regex(EMAIL_PATTERN, { error: messages.licenseForm.emailNotValid }),
      ),
      name: z.optional(bounded(z.string(), TEXT_LIMITS.name).check(z.regex(NAME_PATTERN, { error: m.nameNotValid }))),
      productId: productIdSchema,
      startDate: date(m.startDateRequired, m.startDateNotValid, m.startDateBeforeToday),
      endDate: date(m.endDateRequired, m.endDateNotValid, m.endDateBeforeToday),
      /** Typed as text: digits only, from 1, no leading zero; parsed to a number. */
      userCount: z.pipe(
        z.string({ error: m.userCountRequired }).check(
          z.trim(),
          z.minLength(1, { error: m.userCountRequired, abort: true }),
          z.regex(USER_COUNT_PATTERN, { error: m.userCountNotValid, abort: true }),
          z.refine((count) => Number(count) <= INT32_MAX, { error: messages.bounds.wholeNumber(1, INT32_MAX) }),
        ),
        z.transform(Number),
      ),
    })
    .check(
      z.superRefine((value, ctx) => {
        const start = field(value, 'startDate');
        const end = field(value, 'endDate');
        if (typeof start !== 'string' || typeof end !== 'string') return;
        const [startDate, endDate] = [start.trim(), end.trim()];
        if (isValidUsDate(startDate) && isValidUsDate(endDate) && compareUsDates(startDate, endDate) > 0) {
          ctx.addIssue({ code: 'custom', message: m.startDateAfterEnd, path: ['startDate'] });
          ctx.addIssue({ code: 'custom', message: m.endDateBeforeStart, path: ['endDate'] });
        }
      }, always),
    );
}

export type LicenseCreateSchema = ReturnType<typeof licenseCreateSchema>;
export type LicenseCreateInput = z.input<LicenseCreateSchema>;
export type LicenseCreateValues = z.output<LicenseCreateSchema>;
