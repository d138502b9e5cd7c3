import { describe, expect, it } from 'vitest';
import { isPasswordExpiredAnswer, needsCountryPrompt, normalizeEmailPart, parseQueryLikeString } from './session.ts';

describe('given a login answer', () => {
  it.each([
    [423, 'Password had expired on 01/01/2025', true],
    [423, 'Account locked', false],
    [400, 'Password had expired', false],
  ])('should treat status %i with "%s" as an expired password: %s', (status, text, expired) => {
    expect(isPasswordExpiredAnswer(status, text)).toBe(expired);
  });
});

describe('given the signed-in user', () => {
  it.each([
    [null, true],
    ['', true],
    [' ', true],
    ['US', false],
  ])('should ask for a country when countryCode is %o: %s', (countryCode, asked) => {
    expect(needsCountryPrompt({ countryCode })).toBe(asked);
  });
});

describe('given a search email part', () => {
  it.each([
    ['  acme ', 'acme'],
    ['   ', ''],
    [null, ''],
  ])('should normalise %o to "%s"', (input, expected) => {
    expect(normalizeEmailPart(input)).toBe(expected);
  });
});

describe('given a query-like string', () => {
  it.each([
    ['jwt=abc.def&return_to=https%3A%2F%2Fhelp.example.com', { jwt: 'abc.def', return_to: 'https://help.example.com' }],
    ['?a=1&b=', { a: '1', b: '' }],
    ['flag&x=a+b', { flag: '', x: 'a b' }],
    ['bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['', {}],
  ])('should read %s', (text, expected) => {
    expect(parseQueryLikeString(text)).toEqual(expected);
  });
});
