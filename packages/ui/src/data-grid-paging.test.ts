import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_PAGE_SIZES, clampPageIndex, pageRange, visiblePages } from './data-grid-paging.ts';

describe('given a row count and a page size', () => {
  it.each([
    [0, 10, 42, 1, 10],
    [4, 10, 42, 41, 42],
    [9, 10, 42, 41, 42],
    [0, 5, 0, 0, 0],
  ])('should show page %i (size %i of %i) as rows %i to %i', (page, size, total, first, last) => {
    expect(pageRange(page, size, total)).toEqual({ first, last });
  });

  it('should keep a page index inside the pages', () => {
    expect(clampPageIndex(-1, 5)).toBe(0);
    expect(clampPageIndex(7, 5)).toBe(4);
    expect(clampPageIndex(2, 5)).toBe(2);
    expect(clampPageIndex(3, 0)).toBe(0);
    expect(clampPageIndex(Number.NaN, 3)).toBe(0);
  });

  it('should offer the client page sizes of spec §2.9', () => {
    expect(CLIENT_PAGE_SIZES).toEqual([5, 10, 15, 20, 25]);
  });
});

describe('given the page buttons to draw', () => {
  it.each([
    [0, 1, [0]],
    [0, 5, [0, 1, 2, 3, 4]],
    [0, 10, [0, 1, 2, 3, 4, 'gap', 9]],
    [5, 10, [0, 'gap', 4, 5, 6, 'gap', 9]],
    [9, 10, [0, 'gap', 5, 6, 7, 8, 9]],
  ])('should draw page %i of %i as %j', (page, count, expected) => {
    expect(visiblePages(page, count)).toEqual(expected);
  });

  it('should always show the first, last and current pages in a fixed number of slots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat(), (count, raw) => {
        const current = raw % count;
        const pages = visiblePages(current, count);
        expect(pages).toHaveLength(Math.min(count, 7));
        expect(pages[0]).toBe(0);
        expect(pages.at(-1)).toBe(count - 1);
        expect(pages).toContain(current);
        const numbers = pages.filter((page): page is number => page !== 'gap');
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }),
    );
  });
});
