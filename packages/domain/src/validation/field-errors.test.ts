import { describe, expect, it } from 'vitest';
import * as messages from '../messages/sections.ts';
import { type FieldIssue, fieldErrorLists, fieldErrors } from './field-errors.ts';
import { loginSchema } from './login.ts';

describe('given the issues of a refused parse', () => {
  it.each<[string, FieldIssue[], Record<string, string>, Record<string, string[]>]>([
    ['no issue', [], {}, {}],
    [
      'one issue per field',
      [
        { path: ['email'], message: 'Email is required' },
        { path: ['password'], message: 'Password is required' },
      ],
      { email: 'Email is required', password: 'Password is required' },
      { email: ['Email is required'], password: ['Password is required'] },
    ],
    [
      'two issues on one field, the first first',
      [
        { path: ['endDate'], message: 'End date cannot be less than current date' },
        { path: ['endDate'], message: 'End date cannot be less than start date' },
      ],
      { endDate: 'End date cannot be less than current date' },
      { endDate: ['End date cannot be less than current date', 'End date cannot be less than start date'] },
    ],
    [
      'a nested field, by its dotted path',
      [{ path: ['productSkus', 0, 'skuId'], message: 'Sku already exists' }],
      { 'productSkus.0.skuId': 'Sku already exists' },
      { 'productSkus.0.skuId': ['Sku already exists'] },
    ],
    [
      'the form as a whole',
      [{ path: [], message: 'Nothing to save' }],
      { '': 'Nothing to save' },
      { '': ['Nothing to save'] },
    ],
  ])('should read %s', (_case, issues, first, all) => {
    expect(fieldErrors(issues)).toEqual(first);
    expect(fieldErrorLists(issues)).toEqual(all);
  });

  it('should read the issues of a domain schema as zod gives them', () => {
    const result = loginSchema.safeParse({ email: 'ada@', password: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error?.issues ?? [])).toEqual({
      email: messages.login.emailFormat,
      password: messages.login.passwordRequired,
    });
  });
});
