import * as messages from '@license-console/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError, NoResponseError } from '../api/errors.ts';
import { actionErrorText } from './action-error.ts';

describe('given a failed action (spec §8)', () => {
  it.each([400, 409])("should show the server's reason for a %i", (status) => {
    expect(actionErrorText(new ApiError(status, messages.merge.alreadyMerged))).toBe(messages.merge.alreadyMerged);
  });

  it.each([403, 404, 422, 500, 503])('should show the generic message for a %i', (status) => {
    expect(actionErrorText(new ApiError(status, 'internal detail'))).toBe(messages.transport.genericError);
  });

  it('should say that nothing answered', () => {
    expect(actionErrorText(new NoResponseError())).toBe(messages.transport.noResponse);
  });

  it('should show the generic message for a refusal without text', () => {
    expect(actionErrorText(new ApiError(400, ''))).toBe(messages.transport.genericError);
  });
});
