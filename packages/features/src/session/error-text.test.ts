import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ContractMismatchError,
  ForbiddenError,
  NO_RESPONSE_MESSAGE,
  NoResponseError,
} from '../api/errors.ts';
import { serverText } from './error-text.ts';
import { clearExternalLoginFailure, hasExternalLoginFailed } from './external-login-cookie.ts';

const generic = 'There were some error please contact to Administrators.';

describe('given serverText', () => {
  it.each([
    [new ApiError(400, 'The code sent is incorrect.'), 'The code sent is incorrect.'],
    [new ApiError(429, 'Too many attempts.'), 'Too many attempts.'],
    [new ForbiddenError(403, 'Cross-site requests are not allowed.'), 'Cross-site requests are not allowed.'],
    [new ApiError(500, 'Something went wrong on the server.'), generic],
    [new ApiError(502, 'Bad gateway'), generic],
    [new NoResponseError(), NO_RESPONSE_MESSAGE],
    [new ContractMismatchError('answered outside its contract'), generic],
    ['a string', generic],
  ])('should turn %o into %s', (error, expected) => {
    expect(serverText(error)).toBe(expected);
  });
});

describe('given the ExternalLogin cookie', () => {
  it.each([
    ['ExternalLogin=false', true],
    ['a=1; ExternalLogin=False; b=2', true],
    ['ExternalLogin=true', false],
    ['NotExternalLogin=false', false],
    ['', false],
  ])('should read %s as failed: %s', (cookies, failed) => {
    expect(hasExternalLoginFailed(cookies)).toBe(failed);
  });

  it('should clear it from the document', async () => {
    await cookieStore.set({ name: 'ExternalLogin', value: 'false', path: '/' });
    expect(hasExternalLoginFailed()).toBe(true);
    await clearExternalLoginFailure();
    expect(hasExternalLoginFailed()).toBe(false);
  });
});
