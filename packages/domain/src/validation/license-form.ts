import { z } from 'zod/mini';
import { INT32_MAX, nameTextSchema, TEXT_LIMITS } from '../entities/bounds.ts';
import { productIdSchema } from '../entities/product.ts';
import * as messages from '../messages/sections.ts';
import { compareUsDates, isValidUsDate } from '../rules/us-date.ts';
import { formText } from './form-text.ts';
import { EMAIL_PATTERN } from './patterns.ts';
import { always, field } from './refine-helpers.ts';

const m = messages.licenseForm;

const startDateSchema = z
  .string({ error: m.startDateNotValid })
  .check(z.trim(), z.refine(isValidUsDate, { error: m.startDateNotValid }));
const endDateSchema = z
  .string({ error: m.endDateNotValid })
  .check(z.trim(), z.refine(isValidUsDate, { error: m.endDateNotValid }));

/** Spec §5: a period whose start comes after its end is refused on the start date. */
function refinePeriod(value: unknown, ctx: z.core.$RefinementCtx) {
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
    email: formText(TEXT_LIMITS.email, m.emailNotValid).check(z.regex(EMAIL_PATTERN, { error: m.emailNotValid })),
    firstName: z.optional(nameTextSchema.check(z.trim())),
    lastName: z.optional(nameTextSchema.check(z.trim())),
    productId: productIdSchema,
    startDate: startDateSchema,
    endDate: endDateSchema,
    userCount: z
      .number({ error: m.numberOfLicensesInvalid })
      .check(
        z.int({ error: m.numberOfLicensesInvalid }),
        z.gte(1, { error: m.numberOfLicensesInvalid }),
        z.lte(INT32_MAX, { error: messages.bounds.wholeNumber(1, INT32_MAX) }),
      ),
    sharePointIntegration: z.boolean(),
    advancedTemplate: z.boolean(),
  })
  .check(z.superRefine(refinePeriod, always));

/** The end-date dialog (administrators; `POST api/Licenses/Dates`): the license form's period rules alone. */
export const licenseDatesSchema = z
  .object({ startDate: startDateSchema, endDate: endDateSchema })
  .check(z.superRefine(refinePeriod, always));

function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

export type LicenseFormInput = z.input<typeof licenseFormSchema>;
export type LicenseFormValues = z.output<typeof licenseFormSchema>;
export type LicenseDatesInput = z.input<typeof licenseDatesSchema>;
export type LicenseDatesValues = z.output<typeof licenseDatesSchema>;
