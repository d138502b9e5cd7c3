import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as messages from '../messages/sections.ts';
import {
  boundedList,
  INT32_MAX,
  lineOfText,
  linesOfText,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  OPAQUE_ID_LENGTH,
  opaqueIdSchema,
  passwordTextSchema,
  TEXT_LIMITS,
  wholeNumber,
} from './bounds.ts';

const CONTROL = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
];
const controlCharacter = fc.constantFrom(...CONTROL.map((code) => String.fromCharCode(code)));
/** Any code point but the controls (and lone surrogate halves): ASCII, the rest of the BMP, the astral planes. */
const plainCharacter = fc
  .oneof(
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.integer({ min: 0xa0, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0x10ffff }),
  )
  .map((codePoint) => String.fromCodePoint(codePoint));
/** Text of at most `maxLength` code points (twice as many UTF-16 units at most), without control characters. */
const plainText = (maxLength: number) => fc.string({ unit: plainCharacter, maxLength });
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('given a line of text', () => {
  const schema = lineOfText(40);

  it('should accept any text up to its length without control characters', () => {
    fc.assert(fc.property(plainText(20), (text) => schema.safeParse(text).success));
  });

  it('should refuse a control character anywhere, tab and line breaks included', () => {
    fc.assert(
      fc.property(plainText(10), controlCharacter, plainText(9), (before, control, after) => {
        expect(messagesOf(schema.safeParse(`${before}${control}${after}`))).toEqual([
          messages.bounds.controlCharacters,
        ]);
      }),
    );
  });

  it('should refuse a text one character too long, whatever it holds, with the length only', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', minLength: 41, maxLength: 300 }), (text) => {
        expect(messagesOf(schema.safeParse(text))).toEqual([messages.bounds.tooLong(40)]);
      }),
    );
  });
});

describe('given text of several lines', () => {
  it.each(['-----BEGIN KEY-----\nabc\r\n-----END KEY-----', 'a\tb'])('should keep tabs and line breaks: %j', (text) => {
    expect(linesOfText(TEXT_LIMITS.key).safeParse(text).success).toBe(true);
  });

  it.each(['\u0000', '\u001b[31m', '\u007f', '\u0085', '\u000b'])('should refuse the other controls: %j', (control) => {
    expect(linesOfText(TEXT_LIMITS.key).safeParse(`key${control}`).success).toBe(false);
  });
});

describe('given a password', () => {
  it('should accept any character, since only its hash is stored, up to 256 of them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: TEXT_LIMITS.password }), (password) => {
        expect(passwordTextSchema.safeParse(password).success).toBe(true);
      }),
    );
    expect(messagesOf(passwordTextSchema.safeParse('x'.repeat(257)))).toEqual([messages.auth.passwordTooLong]);
  });
});

describe('given an id the server issued', () => {
  it('should accept every id of the shape the server issues (128 random bits in base64url)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{22}$/), (id) => opaqueIdSchema.safeParse(id).success));
  });

  it('should refuse any other length or character, with one message', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: fc.oneof(plainCharacter, controlCharacter), maxLength: 40 })
          .filter((id) => !/^[A-Za-z0-9_-]{22}$/.test(id)),
        (id) => {
          expect(messagesOf(opaqueIdSchema.safeParse(id))).toEqual([messages.bounds.notAnId]);
        },
      ),
    );
    expect(messagesOf(opaqueIdSchema.safeParse(7))).toEqual([messages.bounds.notAnId]);
    expect(OPAQUE_ID_LENGTH).toBe(22);
  });
});

describe('given a whole number with bounds', () => {
  const schema = wholeNumber(1, INT32_MAX);
  const message = messages.bounds.wholeNumber(1, INT32_MAX);

  it('should accept every integer within them', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: INT32_MAX }), (value) => schema.safeParse(value).success));
  });

  it('should refuse integers beyond them, fractions and other types, with one message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: INT32_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
          fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
          fc.double({ noInteger: true }),
          fc.constantFrom(Number.POSITIVE_INFINITY, Number.NaN, 2 ** 64, '5', null, true),
        ),
        (value) => {
          expect(messagesOf(schema.safeParse(value))).toContain(message);
        },
      ),
    );
  });
});

describe('given the paging caps', () => {
  it('should cap the page size at the merge screen page of spec §9', () => {
    expect(MAX_PAGE_SIZE).toBe(300);
  });

  it('should keep every row of the last page within an integer offset, and no page more', () => {
    expect(MAX_PAGE_NUMBER * MAX_PAGE_SIZE).toBeLessThanOrEqual(INT32_MAX);
    expect((MAX_PAGE_NUMBER + 1) * MAX_PAGE_SIZE).toBeGreaterThan(INT32_MAX);
  });
});

describe('given a bounded list', () => {
  it('should hold at most its number of items', () => {
    const schema = boundedList(opaqueIdSchema, 2);
    const id = 'A'.repeat(OPAQUE_ID_LENGTH);
    expect(schema.safeParse([id, id]).success).toBe(true);
    expect(messagesOf(schema.safeParse([id, id, id]))).toEqual([messages.bounds.tooMany(2)]);
  });
});
