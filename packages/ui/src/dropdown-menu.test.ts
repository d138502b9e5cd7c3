import { describe, expect, it } from 'vitest';
import { menuPosition } from './dropdown-menu.tsx';

// The script placement, for browsers without CSS anchor positioning.
describe('menuPosition', () => {
  const viewport = { width: 400, height: 300 };
  const size = { width: 120, height: 80 };

  it('puts the menu under its button, aligned as asked', () => {
    const anchor = { top: 10, bottom: 40, left: 100, right: 200 };
    expect(menuPosition(anchor, size, viewport, 'start')).toEqual({ top: 44, left: 100 });
    expect(menuPosition(anchor, size, viewport, 'end')).toEqual({ top: 44, left: 80 });
    expect(menuPosition(anchor, size, viewport, 'center')).toEqual({ top: 44, left: 90 });
  });

  it('puts it over the button when only there is room', () => {
    expect(menuPosition({ top: 250, bottom: 280, left: 0, right: 50 }, size, viewport, 'start')).toEqual({
      top: 166,
      left: 0,
    });
  });

  it('keeps it under the button when there is room on neither side', () => {
    expect(
      menuPosition({ top: 60, bottom: 90, left: 0, right: 50 }, { width: 120, height: 250 }, viewport, 'start'),
    ).toEqual({ top: 94, left: 0 });
  });

  it('keeps it inside the viewport sideways', () => {
    expect(menuPosition({ top: 10, bottom: 40, left: 350, right: 390 }, size, viewport, 'start').left).toBe(280);
    expect(menuPosition({ top: 10, bottom: 40, left: 5, right: 60 }, size, viewport, 'end').left).toBe(0);
  });
});
