import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';
import { CheckIcon } from './icons.tsx';
import { anchorNameOf, placeByScript, popoverPosition, useEscapeCloses } from './popover-placement.ts';
import { styleScope } from './style-scope.ts';
import { useMergedRef } from './use-merged-ref.ts';

const dropdownMenuContentVariants = cva(
  [
    'min-w-48 overflow-hidden rounded-card border border-border bg-surface p-1 text-foreground shadow-dialog',
    'max-h-[calc(100dvh_-_1rem)] overflow-y-auto text-left font-normal normal-case tracking-normal whitespace-normal',
    'outline-none',
    // A popover in the top layer, placed by CSS anchor positioning under its button (over it when there is no room
    // below); the browser's popover box (centred, framed) is undone.
    'inset-auto mx-0 my-1 [position-try-fallbacks:flip-block,flip-inline,flip-block_flip-inline]',
  ],
  {
    variants: {
      align: {
        start: '[position-area:bottom_span-right]',
        center: '[position-area:bottom]',
        end: '[position-area:bottom_span-left]',
      },
    },
    defaultVariants: { align: 'start' },
  },
);

const dropdownMenuItemVariants = cva(
  [
    'relative flex cursor-pointer select-none items-center gap-2 rounded-control px-2 py-1.5 text-body outline-none',
    'focus:bg-muted aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default: 'text-foreground',
        destructive: 'text-destructive focus:bg-destructive-subtle',
      },
      inset: { true: 'pl-8', false: '' },
    },
    defaultVariants: { variant: 'default', inset: false },
  },
);

/** Where the focus goes as a menu opens: the menu itself (a pointer's opening), or its first or last item (a key's). */
type OpeningFocus = 'menu' | 'first' | 'last';
/** Why a menu closed: the focus comes back to its button unless it left for something else (a press outside, Tab). */
type ClosingReason = 'select' | 'escape' | 'trigger' | 'outside' | 'tab';

interface MenuState {
  open: boolean;
  openMenu: (focus: OpeningFocus) => void;
  closeMenu: (reason: ClosingReason) => void;
  triggerRef: React.RefObject<HTMLElement | null>;
  contentRef: React.RefObject<HTMLDivElement | null>;
  /** Where the focus goes once the menu is in the page. */
  openingFocus: React.RefObject<OpeningFocus>;
  /** The content's onCloseAutoFocus, asked before the focus goes back to the button. */
  closeAutoFocus: React.RefObject<((event: Event) => void) | undefined>;
  triggerId: string;
  contentId: string;
  /** The CSS anchor name that ties the menu to its button. */
  anchorName: string;
}

const MenuContext = React.createContext<MenuState | null>(null);

function useMenu(part: string): MenuState {
  const menu = React.use(MenuContext);
  if (!menu) throw new Error(`${part} must be inside a DropdownMenu`);
  return menu;
}

interface DropdownMenuProps {
  /** Open when first drawn. */
  defaultOpen?: boolean;
  /** Told each time the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  children: React.ReactNode;
}

interface MenuRootProps extends DropdownMenuProps {
  /** Where the focus goes when the menu is drawn open. */
  initialFocus?: OpeningFocus;
}

function MenuRoot({ defaultOpen = false, onOpenChange, initialFocus = 'menu', children }: MenuRootProps) {
  const [open, setOpen] = React.useState(defaultOpen);
  const openRef = React.useRef(open);
  openRef.current = open;
  const triggerRef = React.useRef<HTMLElement>(null);
  const contentRef = React.useRef<HTMLDivElement>(null);
  const openingFocus = React.useRef<OpeningFocus>(initialFocus);
  const closing = React.useRef<ClosingReason | null>(null);
  const closeAutoFocus = React.useRef<((event: Event) => void) | undefined>(undefined);
  const id = React.useId();
  const onOpenChangeRef = React.useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const openMenu = React.useCallback((focus: OpeningFocus) => {
    openingFocus.current = focus;
    closing.current = null;
    setOpen(true);
    onOpenChangeRef.current?.(true);
  }, []);
  const closeMenu = React.useCallback((reason: ClosingReason) => {
    if (!openRef.current || closing.current) return;
    closing.current = reason;
    setOpen(false);
    onOpenChangeRef.current?.(false);
  }, []);
  // The focus comes back to the button once the menu has left, unless it went elsewhere or the content says not to
  // (an item that hands the focus to a text box).
  React.useLayoutEffect(() => {
    const reason = closing.current;
    if (open || !reason) return;
    closing.current = null;
    if (reason === 'outside' || reason === 'tab') return;
    const event = new Event('closeAutoFocus', { cancelable: true });
    closeAutoFocus.current?.(event);
    if (!event.defaultPrevented) triggerRef.current?.focus({ preventScroll: true });
  }, [open]);
  const menu = React.useMemo<MenuState>(
    () => ({
      open,
      openMenu,
      closeMenu,
      triggerRef,
      contentRef,
      openingFocus,
      closeAutoFocus,
      triggerId: `${id}-trigger`,
      contentId: `${id}-content`,
      anchorName: anchorNameOf('menu', id),
    }),
    [open, openMenu, closeMenu, id],
  );
  return <MenuContext value={menu}>{children}</MenuContext>;
}

/**
 * The menu root (the WAI-ARIA menu button pattern). Not modal: the page stays in the accessibility tree while the menu
 * is open; a press outside, Tab or Escape closes it, and Escape or choosing an item gives the focus back to its button.
 * Built on the browser's popover (the top layer, above dialogs and clipping boxes) and CSS anchor positioning, so
 * opening a menu is a render of its items and nothing else: no script measures or places it.
 */
function DropdownMenu(props: DropdownMenuProps) {
  return <MenuRoot {...props} />;
}

/**
 * Opens the menu: a press of the pointer (the menu opens as the button goes down, and the button does not take the
 * focus from it), Enter or Space, ArrowDown (the first item focused) or ArrowUp (the last); a click from assistive
 * technology, which comes without a press. Pressed again, it closes the menu.
 */
function DropdownMenuTrigger({
  asChild = false,
  ref,
  onPointerDown,
  onKeyDown,
  onClick,
  style,
  ...props
}: React.ComponentProps<'button'> & { asChild?: boolean }) {
  const menu = useMenu('DropdownMenuTrigger');
  const Comp = asChild ? Slot : 'button';
  const toggle = (focus: OpeningFocus) => (menu.open ? menu.closeMenu('trigger') : menu.openMenu(focus));
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      id={menu.triggerId}
      data-slot="dropdown-menu-trigger"
      aria-haspopup="menu"
      aria-expanded={menu.open}
      aria-controls={menu.open ? menu.contentId : undefined}
      data-state={menu.open ? 'open' : 'closed'}
      ref={useMergedRef(ref, menu.triggerRef)}
      style={menu.open ? ({ ...style, anchorName: menu.anchorName } as React.CSSProperties) : style}
      onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        if (event.currentTarget.matches(':disabled, [aria-disabled="true"]')) return;
        event.preventDefault();
        toggle('menu');
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (event.key === 'Enter' || event.key === ' ') toggle('first');
        else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          const focus = event.key === 'ArrowDown' ? 'first' : 'last';
          const content = menu.contentRef.current;
          // Already open (the focus came back to the button): to its first or last item, as an opening would.
          if (menu.open && content) {
            const items = itemsOf(content);
            (focus === 'first' ? items[0] : items.at(-1))?.focus({ preventScroll: true });
          } else menu.openMenu(focus);
        } else return;
        event.preventDefault();
      }}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // A click with no press before it (detail 0): a screen reader's, which sends no pointer events.
        if (!event.defaultPrevented && event.detail === 0) toggle('first');
      }}
      {...props}
    />
  );
}

/** The enabled items of a menu, in order. */
function itemsOf(content: HTMLElement): HTMLElement[] {
  return Array.from(content.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])'));
}

/** What Tab can reach (tabindex below 0 left out afterwards). */
const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/**
 * Moves the focus to what Tab (or Shift+Tab) reaches from `from`, the menu `skipped` left out. Inside a dialog, only
 * its own fields count and the focus wraps from its last to its first, as its focus trap has it; elsewhere, nothing
 * after `from` leaves the focus on it.
 */
function tabFrom(from: HTMLElement, skipped: HTMLElement, backwards: boolean) {
  const dialog = from.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  const reachable = Array.from((dialog ?? document).querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.hasAttribute('data-radix-focus-guard') &&
      !skipped.contains(element) &&
      element.checkVisibility(),
  );
  const index = reachable.indexOf(from);
  const next = reachable[backwards ? index - 1 : index + 1];
  const wrapped = dialog ? (backwards ? reachable.at(-1) : reachable[0]) : undefined;
  (next ?? wrapped ?? from).focus();
}

/** How long typed letters add up to one search for an item (typeahead). */
const TYPEAHEAD_MS = 800;

type DropdownMenuContentProps = Omit<React.ComponentProps<'div'>, 'popover'> & {
  align?: 'start' | 'center' | 'end';
  /** Called as the focus is about to go back to the button; `event.preventDefault()` keeps it where it is. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The open menu: shown as a popover, in the top layer, above every dialog and clipping box, while it stays where it is
 * written (inside an embedded widget's root, inside a dialog's focus scope); it carries the style scope all the same. Arrow keys, Home and End move between the enabled items, letters jump to an item, Enter or Space chooses.
 */
function DropdownMenuContent({
  className,
  align = 'start',
  onCloseAutoFocus,
  ref,
  onKeyDown,
  onBlur,
  style,
  ...props
}: DropdownMenuContentProps) {
  const menu = useMenu('DropdownMenuContent');
  const { open, contentRef, triggerRef, closeMenu, openingFocus } = menu;
  menu.closeAutoFocus.current = onCloseAutoFocus;
  const typed = React.useRef({ text: '', at: 0 });
  React.useLayoutEffect(() => {
    const content = contentRef.current;
    if (!open || !content) return;
    content.showPopover();
    // Named by its button, whose own id (a row's menu has one, for the focus to come back to) wins over the menu's.
    const trigger = triggerRef.current;
    if (trigger?.id) content.setAttribute('aria-labelledby', trigger.id);
    if (trigger) {
      return placeByScript(content, trigger, (anchor, size, viewport) =>
        popoverPosition(anchor, size, viewport, align),
      );
    }
  }, [open, contentRef, triggerRef, align]);
  React.useLayoutEffect(() => {
    const content = contentRef.current;
    if (!open || !content) return;
    const items = itemsOf(content);
    const target = openingFocus.current === 'first' ? items[0] : openingFocus.current === 'last' ? items.at(-1) : null;
    (target ?? content).focus({ preventScroll: true });
  }, [open, contentRef, openingFocus]);
  // A press anywhere but the menu and its button closes it, and leaves the focus to what was pressed. Escape is the
  // menu's while it is open, before any layer under it (a dialog, a toast) can take it from the document.
  React.useEffect(() => {
    if (!open) return;
    const pressed = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!contentRef.current?.contains(target) && !triggerRef.current?.contains(target)) closeMenu('outside');
    };
    document.addEventListener('pointerdown', pressed, true);
    return () => document.removeEventListener('pointerdown', pressed, true);
  }, [open, contentRef, triggerRef, closeMenu]);
  useEscapeCloses(
    open,
    React.useCallback(() => closeMenu('escape'), [closeMenu]),
  );
  const mergedRef = useMergedRef(ref, contentRef);
  if (!open) return null;

  const move = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(event.currentTarget);
    const current = items.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        return items[current < 0 ? 0 : Math.min(current + 1, items.length - 1)];
      case 'ArrowUp':
        return items[current < 0 ? items.length - 1 : Math.max(current - 1, 0)];
      case 'Home':
      case 'PageUp':
        return items[0];
      case 'End':
      case 'PageDown':
        return items.at(-1);
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return undefined;
    const now = event.timeStamp;
    const search = (now - typed.current.at < TYPEAHEAD_MS ? typed.current.text : '') + event.key.toLowerCase();
    typed.current = { text: search, at: now };
    // A single letter moves on from the current item, so pressing it again cycles through the items it starts.
    const from = search.length === 1 ? current + 1 : Math.max(current, 0);
    const ordered = [...items.slice(from), ...items.slice(0, from)];
    return ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(search));
  };

  return (
    <div
      role="menu"
      id={menu.contentId}
      aria-orientation="vertical"
      tabIndex={-1}
      popover="manual"
      data-slot="dropdown-menu-content"
      data-state="open"
      {...styleScope}
      ref={mergedRef}
      className={cn(dropdownMenuContentVariants({ align }), className)}
      style={{ ...style, positionAnchor: menu.anchorName } as React.CSSProperties}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        // Every key is the menu's: a list around it (a grid's arrow keys) or a dialog must not act on it too.
        event.stopPropagation();
        if (event.key === 'Tab') {
          // Tab leaves the menu for what follows (or precedes) its button, as if the focus had been there.
          event.preventDefault();
          closeMenu('tab');
          if (triggerRef.current) tabFrom(triggerRef.current, event.currentTarget, event.shiftKey);
          return;
        }
        const next = move(event);
        if (!next) return;
        event.preventDefault();
        next.focus({ preventScroll: true });
      }}
      onBlur={(event) => {
        onBlur?.(event);
        const to = event.relatedTarget;
        if (to && !event.currentTarget.contains(to) && to !== triggerRef.current) closeMenu('outside');
      }}
      {...props}
    />
  );
}

/** The focused item of a menu follows the pointer; leaving the items gives the focus back to the menu. */
function highlightHandlers<T extends HTMLElement>(
  onPointerMove: React.PointerEventHandler<T> | undefined,
  onPointerLeave: React.PointerEventHandler<T> | undefined,
) {
  return {
    onPointerMove: (event: React.PointerEvent<T>) => {
      onPointerMove?.(event);
      const item = event.currentTarget;
      if (
        event.pointerType === 'mouse' &&
        item.getAttribute('aria-disabled') !== 'true' &&
        document.activeElement !== item
      )
        item.focus({ preventScroll: true });
    },
    onPointerLeave: (event: React.PointerEvent<T>) => {
      onPointerLeave?.(event);
      if (event.pointerType === 'mouse' && document.activeElement === event.currentTarget)
        event.currentTarget.closest<HTMLElement>('[role="menu"]')?.focus({ preventScroll: true });
    },
  };
}

type DropdownMenuItemProps = Omit<React.ComponentProps<'div'>, 'onSelect'> &
  VariantProps<typeof dropdownMenuItemVariants> & {
    /** Renders the single child (a link, say) as the item. */
    asChild?: boolean;
    disabled?: boolean;
    /** Chosen by a click, Enter or Space; the menu then closes unless `event.preventDefault()` is called. */
    onSelect?: (event: Event) => void;
  };

/** Activates an item with the keyboard as a click would (a link item follows its link). */
function clickOnKey(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

function DropdownMenuItem({
  className,
  variant,
  inset,
  asChild = false,
  disabled = false,
  onSelect,
  onClick,
  onKeyDown,
  onPointerMove,
  onPointerLeave,
  ...props
}: DropdownMenuItemProps) {
  const menu = useMenu('DropdownMenuItem');
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant, inset }), className)}
      {...highlightHandlers(onPointerMove, onPointerLeave)}
      onKeyDown={(event: React.KeyboardEvent<HTMLDivElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) clickOnKey(event);
      }}
      onClick={(event: React.MouseEvent<HTMLDivElement>) => {
        if (disabled) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
        const select = new Event('select', { cancelable: true });
        onSelect?.(select);
        if (!select.defaultPrevented) menu.closeMenu('select');
      }}
      {...props}
    />
  );
}

type DropdownMenuCheckboxItemProps = Omit<React.ComponentProps<'div'>, 'onSelect'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
};

/** An item that is on or off (menuitemcheckbox); choosing it turns it over and closes the menu. */
function DropdownMenuCheckboxItem({
  className,
  children,
  checked,
  onCheckedChange,
  disabled = false,
  onPointerMove,
  onPointerLeave,
  ...props
}: DropdownMenuCheckboxItemProps) {
  const menu = useMenu('DropdownMenuCheckboxItem');
  return (
    <div
      role="menuitemcheckbox"
      aria-checked={checked}
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants({ inset: true }), className)}
      {...highlightHandlers(onPointerMove, onPointerLeave)}
      onKeyDown={clickOnKey}
      onClick={() => {
        if (disabled) return;
        onCheckedChange?.(!checked);
        menu.closeMenu('select');
      }}
      {...props}
    >
      <span data-slot="dropdown-menu-item-indicator" className="absolute left-2 inline-flex size-4 items-center">
        {checked ? <CheckIcon /> : null}
      </span>
      {children}
    </div>
  );
}

function DropdownMenuGroup(props: React.ComponentProps<'div'>) {
  // biome-ignore lint/a11y/useSemanticElements: a group of menu items; a fieldset is a form's group.
  return <div role="group" data-slot="dropdown-menu-group" {...props} />;
}

function DropdownMenuLabel({ className, inset = false, ...props }: React.ComponentProps<'div'> & { inset?: boolean }) {
  return (
    <div
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-caption font-semibold text-muted-foreground', inset && 'pl-8', className)}
      {...props}
    />
  );
}

function DropdownMenuSeparator({ className, ...props }: React.ComponentProps<'hr'>) {
  return (
    <hr
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px border-0 bg-border', className)}
      {...props}
    />
  );
}

/** The keys that open a menu from its button. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

interface DeferredDropdownMenuProps {
  /** The menu's button: drawn alone until the menu is first wanted, then as the menu's trigger. */
  trigger: React.ReactElement<React.ComponentProps<'button'> & { 'data-state'?: string }>;
  /** The menu's content (a DropdownMenuContent). */
  children: React.ReactNode;
}

/**
 * How long a mouse rests on a deferred menu's button before the menu mounts, closed, ready for the press: the press
 * then only opens it. Long enough that the pointer passing over a list's rows mounts nothing.
 */
const HOVER_MOUNT_MS = 80;

/**
 * A dropdown menu for each row of a long list: until it is wanted, only its button is drawn, with the attributes a
 * trigger has. A mouse resting on the button mounts the menu closed, so the press that follows only opens it; a
 * press on a button not yet mounted (the pointer, Enter, Space, ArrowDown or ArrowUp, as on a trigger) mounts the
 * menu open, its first (or last) item focused after a key. From then on it is a DropdownMenu like any other. The
 * button is drawn anew as the menu mounts: a focused button is therefore never mounted by the mouse.
 */
function DeferredDropdownMenu({ trigger, children }: DeferredDropdownMenuProps) {
  const [mounted, setMounted] = React.useState<{ open: boolean; focus: OpeningFocus } | null>(null);
  const hoverTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(hoverTimer.current), []);
  if (mounted) {
    return (
      <MenuRoot defaultOpen={mounted.open} initialFocus={mounted.focus}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        {children}
      </MenuRoot>
    );
  }
  const { onPointerEnter, onPointerLeave, onPointerDown, onKeyDown, onClick } = trigger.props;
  const mount = (focus: OpeningFocus) => {
    clearTimeout(hoverTimer.current);
    setMounted({ open: true, focus });
  };
  return React.cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: React.PointerEvent<HTMLButtonElement>) => {
      onPointerEnter?.(event);
      if (event.pointerType !== 'mouse') return;
      const button = event.currentTarget;
      clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(() => {
        if (document.activeElement !== button) setMounted((current) => current ?? { open: false, focus: 'menu' });
      }, HOVER_MOUNT_MS);
    },
    onPointerLeave: (event: React.PointerEvent<HTMLButtonElement>) => {
      onPointerLeave?.(event);
      clearTimeout(hoverTimer.current);
    },
    onPointerDown: (event: React.PointerEvent<HTMLButtonElement>) => {
      onPointerDown?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
      // As the trigger: the press opens the menu, and the button does not take the focus from it.
      event.preventDefault();
      mount('menu');
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented || !OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      mount(event.key === 'ArrowUp' ? 'last' : 'first');
    },
    onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      // A screen reader's click, with no press before it.
      if (!event.defaultPrevented && event.detail === 0) mount('first');
    },
  });
}

export {
  DeferredDropdownMenu,
  type DeferredDropdownMenuProps,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  type DropdownMenuContentProps,
  DropdownMenuGroup,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  type DropdownMenuProps,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  dropdownMenuContentVariants,
  dropdownMenuItemVariants,
};
