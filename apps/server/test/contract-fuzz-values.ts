import fc from 'fast-check';

/**
 * The values a fuzzed request is made of, apart from the schemas that place them: text and numbers no column holds,
 * ids the server never issued, values of the wrong type, addresses no account has, US dates in a span of years.
 */
/** NUL (which PostgreSQL text cannot hold) as often as all the other control characters together. */
const controlCharacter = fc.oneof(
  fc.constant('\u0000'),
  fc
    .integer({ min: 1, max: 0x9f })
    .filter((code) => code < 0x20 || code >= 0x7f)
    .map((code) => String.fromCharCode(code)),
);

/** Text no well-behaved client sends: control characters, far too long, LIKE and SQL punctuation, odd Unicode. */
const hostileText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 6 }), controlCharacter, fc.string({ maxLength: 6 }))
      .map((parts) => parts.join('')),
  },
  fc.nat({ max: 20_000 }).map((length) => 'x'.repeat(length)),
  fc.constant('x'.repeat(300_000)),
  // Too long for any index entry, even compressed.
  fc.string({ minLength: 3000, maxLength: 5000 }),
  fc.constantFrom(
    "' or 1=1 --",
    '%',
    '_',
    '\\',
    '%00',
    '../..',
    '\uFEFF',
    '\u202E',
    '\uFFFF',
    '𝔘𝔫𝔦',
    'e\u0301',
    ' ',
    '',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
);
/** A lone surrogate is not text a URL can carry; bodies (JSON) may still hold one. */
const lonesomeSurrogate = fc.constantFrom('\uD800', 'a\uDFFFb');
const wrongType = fc.constantFrom<unknown>(null, true, 0, -1, 1.5, [], {}, ['x'], { nested: { deep: 1 } }, '');
const hugeNumber = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1, 0.5);
/** Numbers as a query carries them, where the text is read as a number. */
const hostileNumberText = fc.constantFrom(
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '١٢',
  ' 5 ',
  '2147483648',
  '9'.repeat(30),
);
const malformedId = fc.oneof(
  fc.constantFrom('x', 'A'.repeat(21), 'A'.repeat(23), 'A'.repeat(4000), '..', '%25', `${'A'.repeat(21)}\u0000`),
  hostileText,
);
const serverShapedId = fc.stringMatching(/^[A-Za-z0-9_-]{22}$/);

/** An address no account has; its domain names the call, so no other call creates an account with it. */
const freshAddress = (call: string) =>
  fc.stringMatching(/^[a-z][a-z0-9.]{0,16}$/).map((local) => `${local}@${call.toLowerCase()}.fuzz.example`);

const usDateIn = (fromYear: number, toYear: number) =>
  fc
    .date({
      min: new Date(`${fromYear}-01-01T00:00:00Z`),
      max: new Date(`${toYear}-12-31T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$2/$3/$1'));

export {
  controlCharacter,
  freshAddress,
  hostileNumberText,
  hostileText,
  hugeNumber,
  lonesomeSurrogate,
  malformedId,
  serverShapedId,
  usDateIn,
  wrongType,
};
