import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import * as React from 'react';
import { styleScope } from './style-scope.ts';
import { useMergedRef } from './use-merged-ref.ts';

/**
 * The open tooltip, placed by Floating UI (`@floating-ui/react-dom`, the positioning Radix's own popper runs on). Loaded
 * when a tooltip is first wanted (see `tooltip.tsx`), so no screen pays for the placement before a tooltip opens.
 */

/** What the open tooltip needs of its tooltip: its trigger, its id, and how to keep it open or close it. */
interface TooltipPopupState {
  triggerRef: React.RefObject<HTMLElement | null>;
  contentId: string;
  show: (delayed: boolean) => void;
  hide: (graced: boolean) => void;
}

type TooltipPopupProps = Omit<React.ComponentProps<'div'>, 'popover'> & {
  tooltip: TooltipPopupState;
  /** The gap between the tooltip and its trigger, in pixels. */
  sideOffset?: number;
};

/**
 * Shown over its trigger in the top layer (above dialogs and clipping boxes), centred on it, or under it when there is
 * no room above, moved sideways to stay in the viewport; placed again as the page scrolls or either element resizes.
 */
function TooltipPopup({
  tooltip,
  sideOffset = 6,
  style,
  ref,
  onPointerEnter,
  onPointerLeave,
  ...props
}: TooltipPopupProps) {
  const { triggerRef } = tooltip;
  const { refs, x, y, strategy } = useFloating({
    strategy: 'fixed',
    placement: 'top',
    middleware: [offset(sideOffset), flip(), shift()],
    whileElementsMounted: autoUpdate,
  });
  const contentRef = React.useRef<HTMLDivElement>(null);
  // In the top layer before Floating UI measures it: a popover not shown has no size.
  React.useLayoutEffect(() => {
    contentRef.current?.showPopover();
    refs.setReference(triggerRef.current);
  }, [refs, triggerRef]);
  const mergedRef = useMergedRef(ref, contentRef);
  const floatingRef = React.useCallback(
    (node: HTMLDivElement | null) => {
      refs.setFloating(node);
      return mergedRef(node);
    },
    [refs, mergedRef],
  );
  return (
    <div
      role="tooltip"
      id={tooltip.contentId}
      popover="manual"
      data-slot="tooltip-content"
      data-state="open"
      {...styleScope}
      ref={floatingRef}
      // Where Floating UI puts it, to the fraction of a pixel: rounded, a tooltip moved in at the viewport's edge would
      // stand past it by that fraction.
      style={{ position: strategy, left: x, top: y, ...style }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        tooltip.show(false);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        if (document.activeElement !== triggerRef.current) tooltip.hide(true);
      }}
      {...props}
    />
  );
}

export { TooltipPopup, type TooltipPopupProps, type TooltipPopupState };
