import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateEmail } from './email-display.ts';

describe('given an e-mail to display', () => {
  it.each([
    ['a@b.co', 'a@b.co'],
    ['twenty.one.chars@x.io', 'twenty.one.chars@x.io'],
    ['twenty-two.chars@xy.io', 'twenty-two.chars@x..'],
    ['a.very.long.address@example.com', 'a.very.long.addres..'],
  ])('should show %s as %s', (email, shown) => {
    expect(truncateEmail(email)).toBe(shown);
  });

  it('should keep up to 21 characters and cut longer ones to 18 plus ..', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (email) => {
        const shown = truncateEmail(email);
        if (email.length <= 21) expect(shown).toBe(email);
        else expect(shown).toBe(`${email.slice(0, 18)}..`);
        expect(shown.length).toBeLessThanOrEqual(21);
      }),
    );
  });
});
