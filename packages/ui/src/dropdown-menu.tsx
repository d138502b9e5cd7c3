import { Slot } from '@radix-ui/react-slot';
import * as React from 'react';
import type * as Parts from './dropdown-menu-parts.tsx';
import { useMergedRef } from './use-merged-ref.ts';
import { whenIdle } from './when-idle.ts';

/**
 * The dropdown menu: Radix's (`@radix-ui/react-dropdown-menu`), in the WAI-ARIA menu button pattern, loaded late.
 * Until a menu is first wanted, its button alone is drawn, with the attributes a menu button has; Radix and the
 * menu's parts (`dropdown-menu-parts.tsx`) come in as a mouse rests on a button or the focus reaches it, and a menu
 * mounts when it is wanted: a press of its button (the pointer, Enter, Space, ArrowDown or ArrowUp), or a mouse
 * resting on it (mounted closed, so that the press that follows only opens it). A long list's rows therefore draw
 * buttons only, and a screen pays for menus when one opens.
 *
 * One menu at a time stays mounted: once the page is idle after a menu mounts, every other mounted menu that is closed,
 * its button not holding the focus, goes back to its button alone (a list's rows never pile up menus the mouse passed).
 *
 * Not modal by default: the page stays in the accessibility tree while the menu is open; a press outside, Tab or
 * Escape closes it, and Escape or choosing an item gives the focus back to its button.
 */

type PartsModule = typeof Parts;
type OpeningFocus = Parts.OpeningFocus;

let loaded: PartsModule | null = null;
let loading: Promise<PartsModule> | null = null;

/**
 * The page's mounted menus, each by how to unmount it (back to its button alone): true if it did, false if it stays
 * (open, or its button holds the focus, which a button drawn anew would lose).
 */
const mountedMenus = new Set<() => boolean>();

/** Unmounts every mounted menu but `kept` that may go. */
function releaseMenusBut(kept: () => boolean) {
  for (const release of mountedMenus) if (release !== kept && release()) mountedMenus.delete(release);
}

/** Loads the menu's parts once for the page. */
function loadParts(): Promise<PartsModule> {
  loading ??= import('./dropdown-menu-parts.tsx').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

interface MenuState {
  /** The parts, once the menu is mounted; null while only its button is drawn. */
  parts: PartsModule | null;
  open: boolean;
  /** Mounts the menu (open or closed), loading its parts first when they are not in yet. */
  want: (open: boolean, focus: OpeningFocus) => void;
  /** Opens or closes the menu; an opening may say where the focus goes. */
  setOpen: (open: boolean, focus?: OpeningFocus) => void;
  triggerRef: React.RefObject<HTMLElement | null>;
  openingFocus: React.RefObject<OpeningFocus>;
}

const MenuContext = React.createContext<MenuState | null>(null);

function useMenu(part: string): MenuState {
  const menu = React.use(MenuContext);
  if (!menu) throw new Error(`${part} must be inside a DropdownMenu`);
  return menu;
}

/** The parts of a mounted menu, for what is drawn only inside its content. */
function useParts(part: string): PartsModule {
  const { parts } = useMenu(part);
  if (!parts) throw new Error(`${part} must be inside a DropdownMenuContent`);
  return parts;
}

interface DropdownMenuProps {
  /** Open when first drawn (its focus on the menu itself). */
  defaultOpen?: boolean;
  /** Told each time the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Modal: the rest of the page is out of reach, and hidden from assistive technology, while the menu is open. */
  modal?: boolean;
  /** Right to left, for a page that reads so. */
  dir?: 'ltr' | 'rtl';
  children: React.ReactNode;
}

function DropdownMenu({ defaultOpen = false, onOpenChange, modal = false, dir, children }: DropdownMenuProps) {
  const [mounted, setMounted] = React.useState(defaultOpen);
  const [parts, setParts] = React.useState(loaded);
  const [open, setOpenState] = React.useState(defaultOpen);
  const triggerRef = React.useRef<HTMLElement>(null);
  const openingFocus = React.useRef<OpeningFocus>('menu');
  const onOpenChangeRef = React.useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const setOpen = React.useCallback((next: boolean, focus?: OpeningFocus) => {
    if (next && focus) openingFocus.current = focus;
    setOpenState(next);
    onOpenChangeRef.current?.(next);
  }, []);
  const want = React.useCallback(
    (wantedOpen: boolean, focus: OpeningFocus) => {
      const mount = (module: PartsModule) => {
        setParts(module);
        setMounted(true);
        if (wantedOpen) setOpen(true, focus);
      };
      if (loaded) mount(loaded);
      else void loadParts().then(mount);
    },
    [setOpen],
  );
  React.useEffect(() => {
    if (defaultOpen && !loaded) void loadParts().then(setParts);
  }, [defaultOpen]);
  const ready = mounted ? parts : null;
  const openRef = React.useRef(open);
  openRef.current = open;
  const release = React.useCallback(() => {
    const trigger = triggerRef.current;
    if (openRef.current || trigger?.contains(document.activeElement)) return false;
    setMounted(false);
    return true;
  }, []);
  // Mounted: the others go back to their buttons once the page is idle, out of the way of this menu's opening.
  React.useEffect(() => {
    if (!ready) return;
    mountedMenus.add(release);
    const cancel = whenIdle(() => releaseMenusBut(release));
    return () => {
      cancel();
      mountedMenus.delete(release);
    };
  }, [ready, release]);
  const menu = React.useMemo<MenuState>(
    () => ({ parts: ready, open, want, setOpen, triggerRef, openingFocus }),
    [ready, open, want, setOpen],
  );
  return (
    <MenuContext value={menu}>
      {ready ? (
        <ready.Root open={open} onOpenChange={(next) => setOpen(next)} modal={modal} dir={dir}>
          {children}
        </ready.Root>
      ) : (
        children
      )}
    </MenuContext>
  );
}

/** The keys that open a menu from its button. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * How long a mouse rests on a menu's button before the menu mounts, closed, ready for the press: the press then only
 * opens it. Long enough that the pointer passing over a list's rows mounts nothing.
 */
const HOVER_MOUNT_MS = 80;

type DropdownMenuTriggerProps = React.ComponentProps<'button'> & { asChild?: boolean };

/**
 * Opens the menu: a press of the pointer (the menu opens as the button goes down, and the button does not take the
 * focus from it), Enter or Space, ArrowDown (the first item focused) or ArrowUp (the last); a click from assistive
 * technology, which comes without a press. Pressed again, it closes the menu.
 */
function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  const menu = useMenu('DropdownMenuTrigger');
  return menu.parts ? <MountedTrigger menu={menu} parts={menu.parts} {...props} /> : <DrawnTrigger {...props} />;
}

/** A menu's button before the menu is mounted: it says it has a menu, closed, and mounts the menu when wanted. */
function DrawnTrigger({
  asChild = false,
  ref,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onKeyDown,
  onClick,
  onFocus,
  ...props
}: DropdownMenuTriggerProps) {
  const menu = useMenu('DropdownMenuTrigger');
  const hoverTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(hoverTimer.current), []);
  const Comp = asChild ? Slot : 'button';
  const mount = (focus: OpeningFocus) => {
    clearTimeout(hoverTimer.current);
    menu.want(true, focus);
  };
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      data-slot="dropdown-menu-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      ref={ref}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        void loadParts();
      }}
      onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        if (event.pointerType !== 'mouse') return;
        void loadParts();
        const button = event.currentTarget;
        clearTimeout(hoverTimer.current);
        // The button is drawn anew as the menu mounts: a focused button is therefore never mounted by the mouse.
        hoverTimer.current = setTimeout(() => {
          if (document.activeElement !== button) menu.want(false, 'menu');
        }, HOVER_MOUNT_MS);
      }}
      onPointerLeave={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerLeave?.(event);
        clearTimeout(hoverTimer.current);
      }}
      onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        if (event.currentTarget.matches(':disabled, [aria-disabled="true"]')) return;
        // As a mounted button: the press opens the menu, and the button does not take the focus from it.
        event.preventDefault();
        mount('menu');
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || !OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        mount(event.key === 'ArrowUp' ? 'last' : 'first');
      }}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // A screen reader's click, with no press before it.
        if (!event.defaultPrevented && event.detail === 0) mount('first');
      }}
      {...props}
    />
  );
}

/** The button of a mounted menu: Radix's trigger, with ArrowUp, and a screen reader's click, as the drawn one has. */
function MountedTrigger({
  menu,
  parts,
  ref,
  onPointerDown,
  onKeyDown,
  onClick,
  ...props
}: DropdownMenuTriggerProps & { menu: MenuState; parts: PartsModule }) {
  const { triggerRef, openingFocus } = menu;
  const mergedRef = useMergedRef<HTMLElement>(ref as React.Ref<HTMLElement> | undefined, triggerRef);
  return (
    <parts.Trigger
      data-slot="dropdown-menu-trigger"
      ref={mergedRef}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        openingFocus.current = 'menu';
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || !OPENING_KEYS.has(event.key)) return;
        const focus = event.key === 'ArrowUp' ? 'last' : 'first';
        openingFocus.current = focus;
        const content = document.getElementById(event.currentTarget.getAttribute('aria-controls') ?? '');
        if (menu.open && content && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
          // Already open (the focus came back to the button): to its first or last item, as an opening would.
          event.preventDefault();
          parts.focusIn(content, focus);
        } else if (event.key === 'ArrowUp') {
          event.preventDefault();
          menu.setOpen(true, focus);
        }
      }}
      onClick={(event) => {
        onClick?.(event);
        // A click with no press before it (detail 0): a screen reader's, which sends no pointer events.
        if (!event.defaultPrevented && event.detail === 0) menu.setOpen(!menu.open, 'first');
      }}
      {...props}
    />
  );
}

type DropdownMenuContentProps = Omit<Parts.DropdownMenuContentProps, 'trigger' | 'openingFocus'>;

/**
 * The open menu, drawn over the page (above dialogs and clipping boxes) beside its button, on the side with room;
 * it carries the style scope. Arrow keys, Home and End move between the enabled items, letters jump to an item,
 * Enter or Space chooses; Tab leaves it for what follows its button.
 */
function DropdownMenuContent(props: DropdownMenuContentProps) {
  const menu = useMenu('DropdownMenuContent');
  if (!menu.parts) return null;
  return <menu.parts.Content trigger={menu.triggerRef} openingFocus={menu.openingFocus} {...props} />;
}

/** An item; chosen by a click, Enter or Space, when the menu closes unless its `onSelect` calls `preventDefault()`. */
function DropdownMenuItem(props: Parts.DropdownMenuItemProps) {
  const { Item } = useParts('DropdownMenuItem');
  return <Item {...props} />;
}

/** An item that is on or off (menuitemcheckbox); choosing it turns it over and closes the menu. */
function DropdownMenuCheckboxItem(props: Parts.DropdownMenuCheckboxItemProps) {
  const { CheckboxItem } = useParts('DropdownMenuCheckboxItem');
  return <CheckboxItem {...props} />;
}

function DropdownMenuGroup(props: React.ComponentProps<'div'>) {
  const { Group } = useParts('DropdownMenuGroup');
  return <Group {...props} />;
}

function DropdownMenuLabel(props: React.ComponentProps<'div'> & { inset?: boolean }) {
  const { Label } = useParts('DropdownMenuLabel');
  return <Label {...props} />;
}

function DropdownMenuSeparator(props: React.ComponentProps<'div'>) {
  const { Separator } = useParts('DropdownMenuSeparator');
  return <Separator {...props} />;
}

type DropdownMenuItemProps = Parts.DropdownMenuItemProps;

export {
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
  type DropdownMenuTriggerProps,
};
