import { describe, expect, it } from 'vitest';
import { popoverPosition } from './popover-placement.ts';

// The script placement, for browsers without CSS anchor positioning.
describe('popoverPosition', () => {
  const viewport = { width: 400, height: 300 };
  const size = { width: 120, height: 80 };

  it('puts the menu under its button, aligned as asked', () => {
    const anchor = { top: 10, bottom: 40, left: 100, right: 200 };
    expect(popoverPosition(anchor, size, viewport, 'start')).toEqual({ top: 44, left: 100 });
    expect(popoverPosition(anchor, size, viewport, 'end')).toEqual({ top: 44, left: 80 });
    expect(popoverPosition(anchor, size, viewport, 'center')).toEqual({ top: 44, left: 90 });
  });

  it('puts it over the button when only there is room', () => {
    expect(popoverPosition({ top: 250, bottom: 280, left: 0, right: 50 }, size, viewport, 'start')).toEqual({
      top: 166,
      left: 0,
    });
  });

  it('keeps it under the button when there is room on neither side', () => {
    expect(
      popoverPosition({ top: 60, bottom: 90, left: 0, right: 50 }, { width: 120, height: 250 }, viewport, 'start'),
    ).toEqual({ top: 94, left: 0 });
  });

  it('keeps it inside the viewport sideways', () => {
    expect(popoverPosition({ top: 10, bottom: 40, left: 350, right: 390 }, size, viewport, 'start').left).toBe(280);
    expect(popoverPosition({ top: 10, bottom: 40, left: 5, right: 60 }, size, viewport, 'end').left).toBe(0);
  });

  it('puts a tooltip over its element, centred, and under it when only there is room', () => {
    const tooltip = { width: 100, height: 30 };
    expect(
      popoverPosition({ top: 100, bottom: 130, left: 100, right: 200 }, tooltip, viewport, 'center', 6, 'above'),
    ).toEqual({
      top: 64,
      left: 100,
    });
    expect(
      popoverPosition({ top: 20, bottom: 50, left: 100, right: 200 }, tooltip, viewport, 'center', 6, 'above'),
    ).toEqual({
      top: 56,
      left: 100,
    });
  });

  it('puts it where there is more room when it fits on neither side', () => {
    const tall = { width: 100, height: 260 };
    expect(popoverPosition({ top: 20, bottom: 50, left: 0, right: 50 }, tall, viewport, 'center', 6, 'above').top).toBe(
      56,
    );
    expect(
      popoverPosition({ top: 250, bottom: 280, left: 0, right: 50 }, tall, viewport, 'center', 6, 'below').top,
    ).toBe(-16);
  });
});
