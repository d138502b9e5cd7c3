import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';
import { CheckIcon } from './icons.tsx';
import { STYLE_SCOPE_ATTRIBUTE, styleScope } from './style-scope.ts';
import { useMergedRef } from './use-merged-ref.ts';

/**
 * The dropdown menu's Radix parts, in the design system's style. Loaded when a menu is first wanted (see
 * `dropdown-menu.tsx`), so that no screen pays for them before a menu opens.
 */

const dropdownMenuContentVariants = cva([
  'z-overlay min-w-48 overflow-hidden rounded-card border border-border bg-surface p-1 text-foreground shadow-dialog',
  'max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto',
  'text-left font-normal normal-case tracking-normal whitespace-normal outline-none',
]);

const dropdownMenuItemVariants = cva(
  [
    'relative flex cursor-pointer select-none items-center gap-2 rounded-control px-2 py-1.5 text-body outline-none',
    'focus:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-60',
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

/** The enabled items of a menu, in order. */
function itemsOf(content: HTMLElement): HTMLElement[] {
  return Array.from(content.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([data-disabled])'));
}

/** Where the focus goes as a menu opens: the menu itself (a pointer's opening), or its first or last item (a key's). */
type OpeningFocus = 'menu' | 'first' | 'last';

/** Focuses a menu's first or last item, or the menu itself. */
function focusIn(content: HTMLElement, where: OpeningFocus) {
  const items = itemsOf(content);
  const target = where === 'first' ? items[0] : where === 'last' ? items.at(-1) : content;
  (target ?? content).focus({ preventScroll: true });
}

/**
 * Where an open menu is drawn: inside the root of the widget that holds its button, so that an embedded widget leaves
 * nothing in the rest of its host's page; at the end of the document for a button in a dialog (itself drawn there) or
 * outside any widget.
 */
function portalFor(trigger: HTMLElement | null): HTMLElement | null {
  const root = trigger?.closest<HTMLElement>(`[${STYLE_SCOPE_ATTRIBUTE}]`);
  return root && !root.matches('[role="dialog"], [role="alertdialog"]') ? root : null;
}

type DropdownMenuContentProps = React.ComponentProps<typeof DropdownMenuPrimitive.Content> & {
  /** The menu's button, whose own id names the menu (a row's menu has one, for the focus to come back to). */
  trigger: React.RefObject<HTMLElement | null>;
  /** Where the focus goes as the menu opens. */
  openingFocus: React.RefObject<OpeningFocus>;
};

function Content({
  className,
  align = 'start',
  trigger,
  openingFocus,
  onFocus,
  onKeyDown,
  onCloseAutoFocus,
  onInteractOutside,
  ref,
  ...props
}: DropdownMenuContentProps) {
  // A press or the focus outside closed the menu: the focus stays where it went.
  const interactedOutside = React.useRef(false);
  const content = React.useRef<HTMLDivElement>(null);
  const ownRef = useMergedRef(ref, content);
  // Named by its button's own id as it comes into the page.
  const mergedRef = React.useCallback(
    (node: HTMLDivElement | null) => {
      const id = trigger.current?.id;
      if (node && id) node.setAttribute('aria-labelledby', id);
      return ownRef(node);
    },
    [ownRef, trigger],
  );
  // Found once the button is in the page: a menu mounted open mounts with its button.
  const [container, setContainer] = React.useState<HTMLElement | null>(null);
  React.useLayoutEffect(() => setContainer(portalFor(trigger.current)), [trigger]);
  return (
    <DropdownMenuPrimitive.Portal container={container}>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        {...styleScope}
        align={align}
        sideOffset={4}
        collisionPadding={8}
        className={cn(dropdownMenuContentVariants(), className)}
        ref={mergedRef}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          interactedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Back to the button, without scrolling to it: a button kept in view in a box scrolled sideways (a row's
          // actions on a phone) would otherwise scroll the box to where the button sits in its row.
          event.preventDefault();
          if (!interactedOutside.current) trigger.current?.focus({ preventScroll: true });
          interactedOutside.current = false;
        }}
        onFocus={(event) => {
          onFocus?.(event);
          // Radix focuses the menu itself as it opens; an opening by a key goes on to the first (or last) item. The
          // default prevented, Radix's own move to the first item is left out.
          const where = openingFocus.current;
          if (event.defaultPrevented || event.target !== event.currentTarget || where === 'menu') return;
          openingFocus.current = 'menu';
          event.preventDefault();
          focusIn(event.currentTarget, where);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          // Every key is the menu's: a list around it (a grid's arrow keys) or a dialog must not act on it too; the
          // menu is drawn elsewhere in the page, but its events still go up through the components around it.
          event.stopPropagation();
          if (event.defaultPrevented || event.key !== 'Tab' || !trigger.current) return;
          // Tab leaves the menu for what follows (or precedes) its button, as if the focus had been there; the menu
          // closes as the focus leaves it.
          event.preventDefault();
          tabFrom(trigger.current, event.currentTarget, event.shiftKey);
        }}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

type DropdownMenuItemProps = React.ComponentProps<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants>;

function Item({ className, variant, inset, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant, inset }), className)}
      {...props}
    />
  );
}

type DropdownMenuCheckboxItemProps = React.ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>;

function CheckboxItem({ className, children, ...props }: DropdownMenuCheckboxItemProps) {
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

function Group(props: React.ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

function Label({
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

function Separator({ className, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

const Root = DropdownMenuPrimitive.Root;
const Trigger = DropdownMenuPrimitive.Trigger;

export {
  CheckboxItem,
  Content,
  type DropdownMenuCheckboxItemProps,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
  dropdownMenuContentVariants,
  dropdownMenuItemVariants,
  focusIn,
  Group,
  Item,
  Label,
  type OpeningFocus,
  Root,
  Separator,
  Trigger,
};
