import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';
import { lateModule } from './late-module.ts';
import type * as Popup from './tooltip-popup.tsx';
import { useMergedRef } from './use-merged-ref.ts';

/**
 * The tooltip, in two parts: this module (its state, its trigger) is drawn with the page; the open tooltip, placed by
 * Floating UI (`tooltip-popup.tsx`), loads as a pointer reaches a trigger or the focus does, so a screen pays for the
 * placement only once a tooltip is wanted.
 */

const tooltipContentVariants = cva([
  'z-toast max-w-xs rounded-control bg-foreground px-3 py-1.5 text-caption text-background shadow-dialog',
  // A popover in the top layer, placed by its left and top; the browser's popover box (centred, framed) is undone.
  'inset-auto m-0 border-0',
]);

type PopupModule = typeof Popup;

const popup = lateModule<PopupModule>(() => import('./tooltip-popup.tsx'));

/** Starts loading the open tooltip's part, before it is needed (a tooltip that cannot load stays closed). */
function preloadPopup() {
  if (!popup.current) popup.load().catch(() => undefined);
}

/** How long a pointer rests on a trigger before its tooltip opens (keyboard focus opens it at once). */
const DEFAULT_DELAY_MS = 300;
/** How long a tooltip stays once the pointer has left its trigger, to reach the tooltip itself (WCAG 1.4.13). */
const LEAVE_GRACE_MS = 100;

interface TooltipState {
  open: boolean;
  /** Opens now, or after the delay (a pointer resting on the trigger). */
  show: (delayed: boolean) => void;
  /** Closes now, or after a grace time in which the pointer may reach the tooltip. */
  hide: (graced: boolean) => void;
  triggerRef: React.RefObject<HTMLElement | null>;
  contentId: string;
}

const TooltipContext = React.createContext<TooltipState | null>(null);
const DelayContext = React.createContext(DEFAULT_DELAY_MS);

function useTooltip(part: string): TooltipState {
  const tooltip = React.use(TooltipContext);
  if (!tooltip) throw new Error(`${part} must be inside a Tooltip`);
  return tooltip;
}

/** The open delay of the tooltips inside it. */
function TooltipProvider({
  delayDuration = DEFAULT_DELAY_MS,
  children,
}: {
  delayDuration?: number;
  children: React.ReactNode;
}) {
  return <DelayContext value={delayDuration}>{children}</DelayContext>;
}

interface TooltipProps {
  /** Open, when the caller holds the state. */
  open?: boolean;
  /** Open when first drawn. */
  defaultOpen?: boolean;
  /** Told each time the tooltip opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** How long a pointer rests on the trigger before the tooltip opens; the provider's when absent. */
  delayDuration?: number;
  children: React.ReactNode;
}

/**
 * While `open`, Escape is the tooltip's: it closes it before any layer under it (a dialog, a toast) can take the key from
 * the document, and nothing else acts on it.
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

/**
 * Opens on hover (after a short rest) and on keyboard focus, closes on Escape, on a press of its trigger, and when the
 * pointer or the focus leaves; the pointer can move onto it without closing it. Its text describes the trigger while
 * shown. Drawn in the browser's top layer (a popover), placed by Floating UI.
 */
function Tooltip({ open: openProp, defaultOpen = false, onOpenChange, delayDuration, children }: TooltipProps) {
  const providerDelay = React.use(DelayContext);
  const delay = delayDuration ?? providerDelay;
  const [ownOpen, setOwnOpen] = React.useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const openRef = React.useRef(open);
  openRef.current = open;
  const onOpenChangeRef = React.useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = React.useRef<HTMLElement>(null);
  const id = React.useId();
  const setOpen = React.useCallback((next: boolean) => {
    clearTimeout(timer.current);
    if (openRef.current === next) return;
    setOwnOpen(next);
    onOpenChangeRef.current?.(next);
  }, []);
  const show = React.useCallback(
    (delayed: boolean) => {
      clearTimeout(timer.current);
      if (delayed && !openRef.current) timer.current = setTimeout(() => setOpen(true), delay);
      else setOpen(true);
    },
    [delay, setOpen],
  );
  const hide = React.useCallback(
    (graced: boolean) => {
      clearTimeout(timer.current);
      if (graced && openRef.current) timer.current = setTimeout(() => setOpen(false), LEAVE_GRACE_MS);
      else setOpen(false);
    },
    [setOpen],
  );
  React.useEffect(() => () => clearTimeout(timer.current), []);
  // Escape closes it wherever the focus is, before a layer under it (a dialog) can take the key.
  useEscapeCloses(
    open,
    React.useCallback(() => setOpen(false), [setOpen]),
  );
  const tooltip = React.useMemo<TooltipState>(
    () => ({
      open,
      show,
      hide,
      triggerRef,
      contentId: `${id}-tooltip`,
    }),
    [open, show, hide, id],
  );
  return <TooltipContext value={tooltip}>{children}</TooltipContext>;
}

/** The element the tooltip describes: a button, or with `asChild` its one child. */
function TooltipTrigger({
  asChild = false,
  ref,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onFocus,
  onBlur,
  ...props
}: React.ComponentProps<'button'> & { asChild?: boolean }) {
  const tooltip = useTooltip('TooltipTrigger');
  const Comp = asChild ? Slot : 'button';
  // A press focuses the trigger too: that focus closes the tooltip rather than opening it.
  const pressed = React.useRef(false);
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      data-slot="tooltip-trigger"
      data-state={tooltip.open ? 'open' : 'closed'}
      aria-describedby={tooltip.open ? tooltip.contentId : undefined}
      ref={useMergedRef(ref, tooltip.triggerRef)}
      onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        if (event.defaultPrevented || event.pointerType === 'touch') return;
        preloadPopup();
        tooltip.show(true);
      }}
      onPointerLeave={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerLeave?.(event);
        if (!event.defaultPrevented && document.activeElement !== event.currentTarget) tooltip.hide(true);
      }}
      onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.defaultPrevented) return;
        pressed.current = true;
        document.addEventListener('pointerup', () => (pressed.current = false), { once: true, capture: true });
        tooltip.hide(false);
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        if (event.defaultPrevented || pressed.current) return;
        preloadPopup();
        tooltip.show(false);
      }}
      onBlur={(event: React.FocusEvent<HTMLButtonElement>) => {
        onBlur?.(event);
        if (!event.defaultPrevented) tooltip.hide(false);
      }}
      {...props}
    />
  );
}

type TooltipContentProps = Omit<Popup.TooltipPopupProps, 'tooltip'>;

/**
 * The tooltip's text, shown over its trigger while open, once its part (`tooltip-popup.tsx`) is in: at once when a
 * tooltip has opened before, a moment later for the page's first.
 */
function TooltipContent({ className, ...props }: TooltipContentProps) {
  const tooltip = useTooltip('TooltipContent');
  const [parts, setParts] = React.useState(popup.current);
  const { open } = tooltip;
  React.useEffect(() => {
    if (!open || parts) return;
    let gone = false;
    popup.load().then(
      (module) => {
        if (!gone) setParts(module);
      },
      // Not loaded (the network dropped): the tooltip stays closed; the next want tries again.
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [open, parts]);
  if (!open || !parts) return null;
  return <parts.TooltipPopup tooltip={tooltip} className={cn(tooltipContentVariants(), className)} {...props} />;
}

export { Tooltip, TooltipContent, type TooltipContentProps, TooltipProvider, TooltipTrigger, tooltipContentVariants };
