import { describe, expect, it } from 'vitest';
import { changesOf } from './changes.ts';

describe('given the fields before and after a change', () => {
  it('should list only the fields that differ, one level into nested records', () => {
    expect(
      changesOf(
        { userCount: 5, trial: false, usage: { firstName: 'Ada', lastName: 'Lovelace' } },
        { userCount: 6, trial: false, usage: { firstName: 'Ada', lastName: 'King' } },
      ),
    ).toEqual([
      { field: 'userCount', before: '5', after: '6' },
      { field: 'usage.lastName', before: 'Lovelace', after: 'King' },
    ]);
  });

  it('should show the missing side empty for a creation or a deletion', () => {
    expect(changesOf(null, { name: 'Docwise' })).toEqual([{ field: 'name', before: '', after: 'Docwise' }]);
    expect(changesOf({ name: 'Docwise' }, null)).toEqual([{ field: 'name', before: 'Docwise', after: '' }]);
  });

  it('should show a list or a value whole, and nothing when both sides are empty', () => {
    expect(changesOf([{ reason: 'password' }], null)).toEqual([
      { field: '', before: '[{"reason":"password"}]', after: '' },
    ]);
    expect(changesOf(null, null)).toEqual([]);
  });

  it('should cut a value past 120 characters', () => {
    const [change] = changesOf({ note: 'x'.repeat(200) }, {});
    expect(change?.before).toHaveLength(120);
    expect(change?.before.endsWith('…')).toBe(true);
  });
});
