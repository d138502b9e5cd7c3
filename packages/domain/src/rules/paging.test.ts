import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SearchFilter, searchFilterSchema } from '../entities/search-filter.ts';
import {
  LICENSE_GRID_DEFAULTS,
  newSearch,
  PAGE_SIZES,
  SSO_DEFAULT_PAGE_SIZE,
  SSO_PAGE_SIZES,
  showsPaging,
  totalPages,
} from './paging.ts';

describe('given a row count and a page size', () => {
  it.each([
    [0, 10, 1],
    [-3, 10, 1],
    [Number.NaN, 10, 1],
    [Number.POSITIVE_INFINITY, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [300, 300, 1],
    [301, 300, 2],
    [21, 5, 5],
  ])('should make %i rows of %i per page into %i pages', (count, size, pages) => {
    expect(totalPages(count, size)).toBe(pages);
  });

  it('should give the fewest pages that hold every row, and one page for none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 500 }), (count, size) => {
        const pages = totalPages(count, size);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages * size).toBeGreaterThanOrEqual(count);
        expect((pages - 1) * size).toBeLessThan(Math.max(count, 1));
      }),
    );
  });

  it('should refuse a page size of zero', () => {
    expect(() => totalPages(10, 0)).toThrow(RangeError);
  });

  it.each([
    [10, 10, false],
    [11, 10, true],
    [0, 10, false],
  ])('should show paging for %i rows of %i: %s', (count, size, shown) => {
    expect(showsPaging(count, size)).toBe(shown);
  });
});

describe('given the page sizes of spec §9', () => {
  it('should use 10 for the grid, 300 for merging, 10 for users and 5 for the older users grid', () => {
    expect(PAGE_SIZES).toEqual({ licenseGrid: 10, merge: 300, users: 10, usersLegacy: 5 });
  });

  it('should offer SSO pages of 5 to 25 rows, 5 by default', () => {
    expect(SSO_PAGE_SIZES).toEqual([5, 10, 15, 20, 25]);
    expect(SSO_DEFAULT_PAGE_SIZE).toBe(5);
  });

  it('should start the grid on Active, any type, any product, page 1 of 10', () => {
    expect(LICENSE_GRID_DEFAULTS).toEqual({
      emailPart: '',
      type: '',
      status: 'Active',
      productId: 0,
      pageNumber: 1,
      pageSize: 10,
    });
    const filter: SearchFilter = LICENSE_GRID_DEFAULTS;
    expect(searchFilterSchema.safeParse(filter).success).toBe(true);
  });

  it('should restart a new search at page 1', () => {
    const filter: SearchFilter = { ...LICENSE_GRID_DEFAULTS, pageNumber: 4 };
    expect(newSearch(filter, { emailPart: 'acme' })).toEqual({
      ...LICENSE_GRID_DEFAULTS,
      emailPart: 'acme',
      pageNumber: 1,
    });
  });
});
