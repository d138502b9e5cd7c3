import * as React from 'react';

/**
 * Where a popover (a dropdown menu, a tooltip) goes beside the element it belongs to, and what every such popover
 * shares: its anchor's CSS name, and Escape. Browsers with CSS anchor
 * positioning place it themselves (its `position-area` and `position-try-fallbacks`); elsewhere, and inside a
 * transformed box, a script places it by its top and left.
 */

/** Whether the browser places popovers by CSS anchor positioning; where it does not, they are placed by script. */
const anchorPositioning = () => typeof CSS !== 'undefined' && CSS.supports('position-area', 'bottom');

/**
 * Whether `element` or a box around it is moved by a transform (a dialog centred by `translate`): browsers that place
 * by anchor positioning before taking such transforms into account would put the popover where its element would be
 * without them, so it is placed by script there.
 */
function insideTransform(element: HTMLElement): boolean {
  for (let box: HTMLElement | null = element; box; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (style.transform !== 'none' || style.translate !== 'none' || style.scale !== 'none' || style.rotate !== 'none')
      return true;
  }
  return false;
}

type Rect = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;
interface Size {
  width: number;
  height: number;
}

/**
 * Where a popover of `size` goes beside `anchor` in a `viewport` (the script placement): on its `side` (below, or
 * above), or on the other when it fits only there, or where there is more room when it fits on neither; sideways
 * aligned with the anchor as asked, inside the viewport.
 */
function popoverPosition(
  anchor: Rect,
  size: Size,
  viewport: Size,
  align: 'start' | 'center' | 'end',
  gap = 4,
  side: 'below' | 'above' = 'below',
): { top: number; left: number } {
  const below = anchor.bottom + gap;
  const above = anchor.top - gap - size.height;
  const fitsBelow = below + size.height <= viewport.height;
  const fitsAbove = above >= 0;
  const roomierBelow = viewport.height - anchor.bottom >= anchor.top;
  const onSide = side === 'below' ? fitsBelow : fitsAbove;
  const onOther = side === 'below' ? fitsAbove : fitsBelow;
  const belowIt = onSide ? side === 'below' : onOther ? side !== 'below' : roomierBelow;
  const top = belowIt ? below : above;
  const wanted =
    align === 'start'
      ? anchor.left
      : align === 'end'
        ? anchor.right - size.width
        : (anchor.left + anchor.right - size.width) / 2;
  const left = Math.max(0, Math.min(wanted, viewport.width - size.width));
  return { top, left };
}

/**
 * Places `content`, shown as a popover, beside `anchor` by script where the browser would not place it (no anchor
 * positioning, or a transformed box around the anchor), and again as the page scrolls or resizes; the undoing of it,
 * or nothing where the browser places it.
 */
function placeByScript(
  content: HTMLElement,
  anchor: HTMLElement,
  position: (anchor: Rect, size: Size, viewport: Size) => { top: number; left: number },
): (() => void) | undefined {
  if (anchorPositioning() && !insideTransform(anchor)) return undefined;
  // Placed by its top and left alone: no anchored area, and the placement's own gap instead of the margin.
  content.style.setProperty('position-area', 'none');
  content.style.setProperty('position-try-fallbacks', 'none');
  content.style.margin = '0';
  const place = () => {
    const { top, left } = position(
      anchor.getBoundingClientRect(),
      { width: content.offsetWidth, height: content.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight },
    );
    Object.assign(content.style, { top: `${top}px`, left: `${left}px` });
  };
  place();
  window.addEventListener('resize', place);
  window.addEventListener('scroll', place, { capture: true, passive: true });
  return () => {
    window.removeEventListener('resize', place);
    window.removeEventListener('scroll', place, { capture: true });
  };
}

/** The CSS anchor name that ties a popover to its element, from the popover's kind and its React id. */
function anchorNameOf(kind: string, id: string): string {
  return `--lc-${kind}-${id.replace(/[^\w-]/g, '')}`;
}

/**
 * While `open`, Escape is the popover's: `onEscape` runs before any layer under it (a dialog, a toast) can take the key
 * from the document, and nothing else acts on it.
 */
function useEscapeCloses(open: boolean, onEscape: () => void) {
  React.useEffect(() => {
    if (!open) return;
    const escaped = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      onEscape();
    };
    window.addEventListener('keydown', escaped, true);
    return () => window.removeEventListener('keydown', escaped, true);
  }, [open, onEscape]);
}

export { anchorNameOf, placeByScript, popoverPosition, useEscapeCloses };
