import { z } from 'zod';
import { INT32_MAX, nameTextSchema, TEXT_LIMITS } from '../entities/bounds.ts';
import { productIdSchema } from '../entities/product.ts';
import { messages } from '../messages.ts';
import { compareUsDates, isValidUsDate } from '../rules/us-date.ts';
import { formText } from './form-text.ts';
import { EMAIL_PATTERN } from './patterns.ts';
import { always, field } from './refine-helpers.ts';

const m = messages.licenseForm;

const startDateSchema = z
  .string({ error: m.startDateNotValid })
  .trim()
  .refine(isValidUsDate, { error: m.startDateNotValid });
const endDateSchema = z.string({ error: m.endDateNotValid }).trim().refine(isValidUsDate, { error: m.endDateNotValid });

/** Spec §5: a period whose start comes after its end is refused on the start date. */
function refinePeriod(value: unknown, ctx: z.RefinementCtx) {
  const start = trimmed(field(value, 'startDate'));
  const end = trimmed(field(value, 'endDate'));
  if (isValidUsDate(start) && isValidUsDate(end) && compareUsDates(start, end) > 0) {
    ctx.addIssue({ code: 'custom', message: m.startAfterEnd, path: ['startDate'] });
  }
}

/**
 * Spec §5 "License form (administrator form)": create, update (mode 0) and renew (mode 1).
 * `userCount` is a number: register its input with `valueAsNumber` (an empty input gives NaN, which fails).
 */
export const licenseFormSchema = z
  .object({
    email: formText(TEXT_LIMITS.email, m.emailNotValid).regex(EMAIL_PATTERN, { error: m.emailNotValid }),
    firstName: nameTextSchema.trim().optional(),
    lastName: nameTextSchema.trim().optional(),
    productId: productIdSchema,
    startDate: startDateSchema,
    endDate: endDateSchema,
    userCount: z
      .number({ error: m.numberOfLicensesInvalid })
      .int({ error: m.numberOfLicensesInvalid })
      .min(1, { error: m.numberOfLicensesInvalid })
      .max(INT32_MAX, { error: messages.bounds.wholeNumber(1, INT32_MAX) }),
    sharePointIntegration: z.boolean(),
    advancedTemplate: z.boolean(),
  })
  .superRefine(refinePeriod, always);

/** The end-date dialog (administrators; `POST api/Licenses/Dates`): the license form's period rules alone. */
export const licenseDatesSchema = z
  .object({ startDate: startDateSchema, endDate: endDateSchema })
  .superRefine(refinePeriod, always);

function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

export type LicenseFormInput = z.input<typeof licenseFormSchema>;
export type LicenseFormValues = z.output<typeof licenseFormSchema>;
export type LicenseDatesInput = z.input<typeof licenseDatesSchema>;
export type LicenseDatesValues = z.output<typeof licenseDatesSchema>;
