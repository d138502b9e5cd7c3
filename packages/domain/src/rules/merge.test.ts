import { describe, expect, it } from 'vitest';
import * as messages from '../messages/sections.ts';
import { mergeMessages } from '../messages-merge.ts';
import {
  canOfferMerge,
  canSubmitMerge,
  checkMerge,
  mergeConfirmationMessage,
  mergeRefusal,
  mergeStrandsUsers,
} from './merge.ts';

const main = { endDate: '06/30/2025', productId: 1 };

describe('given licenses chosen for merging', () => {
  it.each([
    [[{ endDate: '06/30/2025', productId: 1 }], { endsLater: false, productsDiffer: false }, null],
    [
      [{ endDate: '07/01/2025', productId: 1 }],
      { endsLater: true, productsDiffer: false },
      messages.merge.confirmEndsLater,
    ],
    [
      [{ endDate: '01/01/2025', productId: 3 }],
      { endsLater: false, productsDiffer: true },
      messages.merge.confirmProductsDiffer,
    ],
    [
      [
        { endDate: '01/01/2026', productId: 1 },
        { endDate: '01/01/2025', productId: 2 },
      ],
      { endsLater: true, productsDiffer: true },
      messages.merge.confirmBoth,
    ],
  ])('should check %o against the main pack', (merged, check, message) => {
    expect(checkMerge(main, merged)).toEqual(check);
    expect(mergeConfirmationMessage(check)).toBe(message);
  });

  it('should compare end dates by calendar, not as text', () => {
    expect(
      checkMerge({ endDate: '12/31/2024', productId: 1 }, [{ endDate: '01/01/2025', productId: 1 }]).endsLater,
    ).toBe(true);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('should offer merging for %i listed licenses: %s', (count, offered) => {
    expect(canOfferMerge(count)).toBe(offered);
  });

  it.each([
    [null, ['b'], false],
    ['a', [], false],
    ['a', ['a'], false],
    ['a', ['b'], true],
    ['a', ['a', 'c'], true],
  ])('should allow submitting with main %s and merged %o: %s', (mainId, mergedIds, allowed) => {
    expect(canSubmitMerge(mainId, mergedIds)).toBe(allowed);
  });
});

describe('given a main pack of a product without user management (On-Prem)', () => {
  const onPrem = { productId: 9 };

  it.each([
    [onPrem, [{ productId: 1, usedCount: 2 }], mergeMessages.strandsUsers],
    [onPrem, [{ productId: 1, usedCount: 0 }], null],
    [onPrem, [{ productId: 9, usedCount: 3 }], null],
    [
      onPrem,
      [
        { productId: 9, usedCount: 0 },
        { productId: 3, usedCount: 1 },
      ],
      mergeMessages.strandsUsers,
    ],
    [{ productId: 1 }, [{ productId: 9, usedCount: 4 }], null],
    [{ productId: 3 }, [{ productId: 1, usedCount: 4 }], null],
  ])('should refuse %o taking %o only when users would be stranded', (main, merged, refusal) => {
    expect(mergeStrandsUsers(main, merged)).toBe(refusal !== null);
    expect(mergeRefusal(main, merged)).toBe(refusal);
  });
});
