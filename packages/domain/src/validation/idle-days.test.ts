import { describe, expect, it } from 'vitest';
import { idleSeatMessages } from '../messages-idle-seats.ts';
import { idleDaysSchema } from './idle-days.ts';

describe('given an idle threshold as typed or sent', () => {
  it.each([
    ['30', 30],
    [' 90 ', 90],
    ['1', 1],
    ['3650', 3650],
    [60, 60],
  ] as const)('should take %j as %i days', (input, days) => {
    expect(idleDaysSchema.parse(input)).toBe(days);
  });

  it.each(['', '0', '-5', '3651', '1.5', 'abc', '1e400', 'Infinity', 1e308, Number.NaN])(
    'should refuse %j with the one message',
    (input) => {
      const result = idleDaysSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(idleSeatMessages.daysInvalid);
    },
  );
});
