import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSaveRoleToggles, displayedRole, toggledRole, togglePending } from './user-roles.ts';

describe('given role toggles on the users list', () => {
  it.each([
    ['IM Super Administrator', 'Standard User'],
    ['Standard User', 'IM Super Administrator'],
  ] as const)('should toggle %s to %s', (from, to) => {
    expect(toggledRole(from)).toBe(to);
  });

  it('should cancel a toggle made twice and enable Save only while one is pending', () => {
    const once = togglePending(new Set(), 'u1');
    expect(canSaveRoleToggles(once)).toBe(true);
    const twice = togglePending(once, 'u1');
    expect(canSaveRoleToggles(twice)).toBe(false);
  });

  it('should leave the given set untouched', () => {
    const pending = new Set(['u1']);
    togglePending(pending, 'u2');
    expect([...pending]).toEqual(['u1']);
  });

  it('should keep exactly the users toggled an odd number of times', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), (clicks) => {
        const pending = clicks.reduce<Set<string>>((set, id) => togglePending(set, id), new Set());
        for (const id of ['a', 'b', 'c', 'd']) {
          expect(pending.has(id)).toBe(clicks.filter((click) => click === id).length % 2 === 1);
        }
      }),
    );
  });

  it('should show the toggled role while pending', () => {
    const pending = new Set(['u1']);
    expect(displayedRole('Standard User', 'u1', pending)).toBe('IM Super Administrator');
    expect(displayedRole('Standard User', 'u2', pending)).toBe('Standard User');
  });
});
