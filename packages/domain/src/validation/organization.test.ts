import { describe, expect, it } from 'vitest';
import * as messages from '../messages/sections.ts';
import { organizationNameSchema, organizationSearchSchema } from './organization.ts';
import { errorsOf } from './test-helpers.ts';

const m = messages.cloudSettings;

describe('given the Cloud Settings rename', () => {
  it.each([
    ['Example Corp', {}],
    ['  Acme  ', {}],
    ['', { organizationName: [m.nameRequired] }],
    ['   ', { organizationName: [m.nameRequired] }],
    ['x'.repeat(201), { organizationName: [messages.bounds.tooLong(200)] }],
    ['Ac\u0000me', { organizationName: [messages.bounds.controlCharacters] }],
  ])('should judge %j', (organizationName, expected) => {
    expect(errorsOf(organizationNameSchema, { organizationName })).toEqual(expected);
  });

  it('should trim the name it keeps', () => {
    expect(organizationNameSchema.parse({ organizationName: '  Acme ' })).toEqual({ organizationName: 'Acme' });
  });
});

describe('given the link search', () => {
  it.each([
    ['exa', {}],
    [' ', { name: [m.searchRequired] }],
    ['a\u0007b', { name: [messages.bounds.controlCharacters] }],
  ])('should judge %j', (name, expected) => {
    expect(errorsOf(organizationSearchSchema, { name })).toEqual(expected);
  });
});
