import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readApiError } from './error-body.ts';
import { apiErrorSchema } from './errors.ts';

/** Bodies near the error shape: every field present, missing or of another kind. */
const text = fc.string({ maxLength: 8 });
const nearErrorBody = fc.record(
  {
    statusCode: fc.oneof(fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER + 2), text),
    error: fc.oneof(text, fc.integer()),
    message: fc.oneof(text, fc.constant(null)),
    fields: fc.oneof(fc.dictionary(text, text), fc.dictionary(text, fc.oneof(text, fc.integer())), fc.array(text)),
    errors: fc.oneof(fc.array(text), fc.array(fc.oneof(text, fc.boolean())), text),
  },
  { requiredKeys: [] },
);

describe('given an error answer read without zod', () => {
  it('should accept exactly the bodies apiErrorSchema accepts, with the same message and fields', () => {
    fc.assert(
      fc.property(fc.oneof(nearErrorBody, fc.anything()), (body) => {
        const parsed = apiErrorSchema.safeParse(body);
        expect(readApiError(body)).toEqual(
          parsed.success ? { message: parsed.data.message, fields: parsed.data.fields } : undefined,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('should read the message and the fields of a refused request', () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'Invalid', fields: { Email: 'Email is required' } };
    expect(readApiError(body)).toEqual({ message: 'Invalid', fields: { Email: 'Email is required' } });
  });

  it.each([null, 'Sign in failed', [], { message: 'no status' }, { statusCode: 1.5, error: 'x', message: 'y' }])(
    'should read nothing from %j',
    (body) => {
      expect(readApiError(body)).toBeUndefined();
    },
  );
});
