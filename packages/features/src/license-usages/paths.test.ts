import { describe, expect, it } from 'vitest';
import { idleSeatsViewFromParams, licenseUsersPaths } from './paths.ts';

describe('given the Idle seats screen opened by its address', () => {
  it('should open on the product and threshold a link names, and back from its own link', () => {
    const href = licenseUsersPaths.idleSeatsOf({ productId: 3, days: 30 });
    expect(href).toBe('/license/idle-seats?product=3&days=30');
    expect(idleSeatsViewFromParams(new URL(href, 'http://console').searchParams)).toEqual({
      initialProductId: 3,
      initialDays: 30,
    });
  });

  it.each([
    ['product=9', {}],
    ['product=4', {}],
    ['product=0', {}],
    ['product=-1&days=-5', {}],
    ['product=3.5&days=1e3', {}],
    ['product=%00&days=%0A', {}],
    ['days=3651', {}],
    ['days=3650', { initialDays: 3650 }],
    ['product=7&days=45', { initialProductId: 7, initialDays: 45 }],
    [`product=${'9'.repeat(300_000)}`, {}],
  ])('should leave out what it does not know (%s)', (query, view) => {
    expect(idleSeatsViewFromParams(new URLSearchParams(query))).toEqual(view);
  });
});
