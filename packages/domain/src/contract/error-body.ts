/** What a form or a message box reads of an error answer. */
export interface ApiErrorText {
  message: string;
  fields?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The message (and per-field messages) of an answer in the one error shape, `apiErrorSchema` (errors.ts), read without
 * zod: the console reads refused sign-ins before zod has loaded. Undefined for any other body; errors.test.ts holds
 * the two to the same answers.
 */
export function readApiError(body: unknown): ApiErrorText | undefined {
  if (!isRecord(body)) return undefined;
  const { statusCode, error, message, fields, errors } = body;
  if (!Number.isSafeInteger(statusCode) || typeof error !== 'string' || typeof message !== 'string') return undefined;
  if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every((text) => typeof text === 'string')))
    return undefined;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every((text) => typeof text === 'string')))
    return undefined;
  return { message, fields: fields as Record<string, string> | undefined };
}
