import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { licenseSearchQuerySchema } from '../contract/licenses.ts';
import type { License } from '../entities/license.ts';
import { PRODUCT_NAMES } from '../entities/product-names.ts';
import * as messages from '../messages/sections.ts';
import {
  compareLicenses,
  DEFAULT_LICENSE_SORT,
  isDefaultLicenseSort,
  LICENSE_SORT_COLUMNS,
  type LicenseSort,
  licenseSortOf,
  PRODUCT_SORT_ORDER,
  productSortRank,
  SORT_DIRECTIONS,
} from './license-sort.ts';
import { formatUsDate } from './us-date.ts';

/** A pack with only what the order reads. */
const pack = (fields: Partial<License> & { id: number }) =>
  ({
    productId: 1,
    name: 'a@example.com',
    startDate: '01/01/2026',
    endDate: '01/01/2027',
    userCount: 1,
    ...fields,
    encryptedId: `pack-${fields.id}`,
  }) as License & { id: number };

const byId = (a: License, b: License) => (a as License & { id: number }).id - (b as License & { id: number }).id;
const sorted = (packs: readonly License[], sort: LicenseSort) =>
  [...packs].sort(compareLicenses(sort, byId)).map((license) => license.encryptedId);

describe('given a license list query (sortBy, sortDirection)', () => {
  it('should keep VALID UNTIL, newest first, when no order is asked for', () => {
    expect(licenseSortOf({})).toEqual(DEFAULT_LICENSE_SORT);
    expect(DEFAULT_LICENSE_SORT).toEqual({ column: 'validUntil', direction: 'desc' });
    expect(isDefaultLicenseSort(licenseSortOf({}))).toBe(true);
  });

  it('should sort a named column ascending unless told desc', () => {
    expect(licenseSortOf({ sortBy: 'product' })).toEqual({ column: 'product', direction: 'asc' });
    expect(licenseSortOf({ sortBy: 'users', sortDirection: 'desc' })).toEqual({ column: 'users', direction: 'desc' });
    expect(licenseSortOf({ sortBy: 'validUntil' })).toEqual({ column: 'validUntil', direction: 'asc' });
  });

  it('should turn VALID UNTIL around when only the direction is given', () => {
    expect(licenseSortOf({ sortDirection: 'asc' })).toEqual({ column: 'validUntil', direction: 'asc' });
    expect(isDefaultLicenseSort(licenseSortOf({ sortDirection: 'asc' }))).toBe(false);
  });

  it.each(LICENSE_SORT_COLUMNS)('should take sortBy=%s from the query text', (column) => {
    for (const direction of SORT_DIRECTIONS) {
      expect(licenseSearchQuerySchema.parse({ sortBy: column, sortDirection: direction })).toEqual({
        sortBy: column,
        sortDirection: direction,
      });
    }
  });

  it.each([
    ['sortBy', 'type', messages.licenseGrid.sortByInvalid],
    ['sortBy', 'status', messages.licenseGrid.sortByInvalid],
    ['sortBy', 'Product', messages.licenseGrid.sortByInvalid],
    ['sortBy', 'end_date desc; drop table licenses', messages.licenseGrid.sortByInvalid],
    ['sortBy', 'x'.repeat(300_000), messages.licenseGrid.sortByInvalid],
    ['sortDirection', 'DESC', messages.licenseGrid.sortDirectionInvalid],
    ['sortDirection', 'descending', messages.licenseGrid.sortDirectionInvalid],
    ['sortDirection', '', messages.licenseGrid.sortDirectionInvalid],
    ['sortDirection', 'asc\u0000', messages.licenseGrid.sortDirectionInvalid],
  ])('should refuse %s=%s with its own message', (key, value, message) => {
    const result = licenseSearchQuerySchema.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[key, message]]);
  });

  it('should name in its refusal every column it sorts by', () => {
    for (const column of LICENSE_SORT_COLUMNS) expect(messages.licenseGrid.sortByInvalid).toContain(column);
  });
});

describe('given the products in PRODUCT order', () => {
  it('should list the named products A to Z by the names the grid shows', () => {
    expect(PRODUCT_SORT_ORDER.map((id) => PRODUCT_NAMES[id])).toEqual([
      'Assistant',
      'Basic',
      'Business',
      'for Outlook',
      'On-Prem',
      'Standard',
    ]);
  });

  it('should rank the named products first, then the others by id, every product apart', () => {
    expect([7, 8, 3, 2, 9, 1].map(productSortRank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(productSortRank(4)).toBe(10);
    expect(productSortRank(10)).toBeGreaterThan(productSortRank(4));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (a, b) => {
        expect(productSortRank(a) === productSortRank(b)).toBe(a === b);
        expect(productSortRank(a)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('given packs to put in a list order', () => {
  const packs = [
    pack({
      id: 1,
      productId: 1,
      name: 'zed@example.com',
      startDate: '02/01/2026',
      endDate: '02/01/2027',
      userCount: 5,
    }),
    pack({
      id: 2,
      productId: 7,
      name: 'Amy@example.com',
      startDate: '01/01/2026',
      endDate: '01/01/2027',
      userCount: 5,
    }),
    pack({
      id: 3,
      productId: 3,
      name: 'amy@example.com',
      startDate: '01/01/2026',
      endDate: '03/01/2027',
      userCount: 1,
    }),
    pack({
      id: 4,
      productId: 42,
      name: 'bob@example.com',
      startDate: '12/31/2025',
      endDate: '01/01/2027',
      userCount: 50,
    }),
    pack({
      id: 5,
      productId: 7,
      name: 'bob@example.com',
      startDate: '01/01/2026',
      endDate: '01/01/2027',
      userCount: 5,
    }),
  ];

  it.each<[LicenseSort, string[]]>([
    [{ column: 'product', direction: 'asc' }, ['pack-2', 'pack-5', 'pack-3', 'pack-1', 'pack-4']],
    [{ column: 'email', direction: 'asc' }, ['pack-2', 'pack-3', 'pack-4', 'pack-5', 'pack-1']],
    [{ column: 'validFrom', direction: 'asc' }, ['pack-4', 'pack-2', 'pack-5', 'pack-3', 'pack-1']],
    [{ column: 'validUntil', direction: 'asc' }, ['pack-2', 'pack-4', 'pack-5', 'pack-1', 'pack-3']],
    [{ column: 'users', direction: 'asc' }, ['pack-3', 'pack-2', 'pack-5', 'pack-1', 'pack-4']],
  ])('should order by %o, ties by VALID UNTIL then id', (sort, expected) => {
    expect(sorted(packs, sort)).toEqual(expected);
  });

  it.each(LICENSE_SORT_COLUMNS)('should put %s descending in the exact reverse of ascending', (column) => {
    const ascending = sorted(packs, { column, direction: 'asc' });
    expect(sorted(packs, { column, direction: 'desc' })).toEqual([...ascending].reverse());
  });

  it('should be a total order on any packs with distinct ids', () => {
    const day = fc
      .date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2030, 0, 1)), noInvalidDate: true })
      .map((date) =>
        formatUsDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }),
      );
    const packArbitrary = fc.record({
      productId: fc.constantFrom(1, 2, 3, 7, 8, 9, 12),
      name: fc.constantFrom('a@x.example', 'B@x.example', 'b@x.example', 'c@x.example'),
      startDate: day,
      endDate: day,
      userCount: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(packArbitrary, { maxLength: 30 }),
        fc.constantFrom(...LICENSE_SORT_COLUMNS),
        fc.constantFrom(...SORT_DIRECTIONS),
        (fields, column, direction) => {
          const list = fields.map((field, index) => pack({ ...field, id: index + 1 }));
          const compare = compareLicenses({ column, direction }, byId);
          for (const a of list) {
            for (const b of list) {
              expect(Math.sign(compare(a, b)) + Math.sign(compare(b, a))).toBe(0);
              if (a !== b) expect(compare(a, b)).not.toBe(0);
            }
          }
        },
      ),
    );
  });
});
