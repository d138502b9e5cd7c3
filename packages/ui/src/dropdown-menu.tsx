import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';
import { CheckIcon } from './icons.tsx';
import { styleScope } from './style-scope.ts';

const dropdownMenuContentVariants = cva([
  'z-overlay min-w-48 overflow-hidden rounded-card border border-border bg-surface p-1 text-foreground shadow-dialog',
  'max-h-(--radix-dropdown-menu-content-available-height) overflow-y-auto',
]);

const dropdownMenuItemVariants = cva(
  [
    'relative flex cursor-pointer select-none items-center gap-2 rounded-control px-2 py-1.5 text-body outline-none',
    'data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default: 'text-foreground',
        destructive: 'text-destructive data-[highlighted]:bg-destructive-subtle',
      },
      inset: { true: 'pl-8', false: '' },
    },
    defaultVariants: { variant: 'default', inset: false },
  },
);

/**
 * The menu root. Not modal unless told: the page stays in the accessibility tree while the menu is open (a modal
 * menu hides it with aria-hidden around the focusable trigger), Tab leaves and closes the menu, Escape closes it.
 */
function DropdownMenu({ modal = false, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root data-slot="dropdown-menu" modal={modal} {...props} />;
}

/** Opens the menu (Enter, Space or ArrowDown); focus comes back to it when the menu closes. */
function DropdownMenuTrigger(props: React.ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

function DropdownMenuPortal(props: React.ComponentProps<typeof DropdownMenuPrimitive.Portal>) {
  return <DropdownMenuPrimitive.Portal data-slot="dropdown-menu-portal" {...props} />;
}

function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'start',
  // Kept clear of the viewport's edges, so a menu opened near one (a phone's margin) never pokes past it.
  collisionPadding = 8,
  ref,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  const openedByKey = React.use(OpenedByKeyContext);
  // One ref for the content's life (a new one each render would be detached and attached again each time).
  const contentRef = React.useCallback(
    (content: HTMLDivElement | null) => {
      if (typeof ref === 'function') ref(content);
      else if (ref) ref.current = content;
      if (!content || !openedByKey?.current) return;
      // Opened by a key before the menu was mounted: its first item takes the focus, as a key's opening gives it
      // (the menu's own focus, which follows, leaves a focus already inside it).
      openedByKey.current = false;
      content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true });
    },
    [ref, openedByKey],
  );
  return (
    <DropdownMenuPortal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        {...styleScope}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={cn(dropdownMenuContentVariants(), className)}
        ref={contentRef}
        {...props}
      />
    </DropdownMenuPortal>
  );
}

/** Set by a DeferredDropdownMenu opened with a key: its content then focuses its first item. */
const OpenedByKeyContext = React.createContext<React.RefObject<boolean> | null>(null);

/** The keys that open a menu from its button, as Radix's trigger has them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

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
 * trigger has (a menu's root, mounted for every drawn row, is much of a row's first draw). A mouse resting on the
 * button mounts the menu closed, so the press that follows only opens it; a press on a button not yet mounted (the
 * pointer, Enter, Space or ArrowDown, as on a trigger) mounts the menu open, its first item focused after a key. From
 * then on it is a DropdownMenu like any other. The button is drawn anew as the menu mounts: a focused button is
 * therefore never mounted by the mouse.
 */
function DeferredDropdownMenu({ trigger, children }: DeferredDropdownMenuProps) {
  const [mounted, setMounted] = React.useState<'closed' | 'open' | null>(null);
  const openedByKey = React.useRef(false);
  const hoverTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(hoverTimer.current), []);
  if (mounted) {
    return (
      <OpenedByKeyContext value={openedByKey}>
        <DropdownMenu defaultOpen={mounted === 'open'}>
          <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
          {children}
        </DropdownMenu>
      </OpenedByKeyContext>
    );
  }
  const { onPointerEnter, onPointerLeave, onPointerDown, onKeyDown } = trigger.props;
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
        if (document.activeElement !== button) setMounted((current) => current ?? 'closed');
      }, HOVER_MOUNT_MS);
    },
    onPointerLeave: (event: React.PointerEvent<HTMLButtonElement>) => {
      onPointerLeave?.(event);
      clearTimeout(hoverTimer.current);
    },
    onPointerDown: (event: React.PointerEvent<HTMLButtonElement>) => {
      onPointerDown?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
      // As Radix's trigger: the press opens the menu, and the button does not take the focus from it.
      event.preventDefault();
      clearTimeout(hoverTimer.current);
      setMounted('open');
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented || !OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      clearTimeout(hoverTimer.current);
      openedByKey.current = true;
      setMounted('open');
    },
  });
}

function DropdownMenuGroup(props: React.ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

type DropdownMenuItemProps = React.ComponentProps<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants>;

function DropdownMenuItem({ className, variant, inset, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant, inset }), className)}
      {...props}
    />
  );
}

function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants({ inset: true }), className)}
      {...props}
    >
      <span data-slot="dropdown-menu-item-indicator" className="absolute left-2 inline-flex size-4 items-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

function DropdownMenuLabel({
  className,
  inset = false,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label> & { inset?: boolean }) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-caption font-semibold text-muted-foreground', inset && 'pl-8', className)}
      {...props}
    />
  );
}

function DropdownMenuSeparator({ className, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export {
  DeferredDropdownMenu,
  type DeferredDropdownMenuProps,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  dropdownMenuContentVariants,
  dropdownMenuItemVariants,
};
