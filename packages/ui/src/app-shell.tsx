import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';

const appShellVariants = cva('flex min-h-dvh flex-col bg-background text-foreground');
const navMenuItemVariants = cva([
  'inline-flex h-9 cursor-pointer items-center rounded-control px-2 text-caption xl:px-3 font-semibold tracking-wide',
  'whitespace-nowrap text-header-muted transition-colors hover:bg-header-accent hover:text-header-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-header-foreground',
  'aria-[current=page]:bg-header-accent aria-[current=page]:text-header-foreground',
]);

type AppShellProps = React.ComponentProps<'div'> & {
  /** The product name at the start of the header (text or a link). */
  productName: React.ReactNode;
  /** The main menu, usually a NavMenu. */
  navigation?: React.ReactNode;
  /** Controls at the end of the header. */
  actions?: React.ReactNode;
  /** Text of the skip link that jumps over the header to the content. */
  skipLinkLabel?: string;
};

/** The console frame: a skip link, a header with product name, menu and actions, then the main landmark. */
function AppShell({
  productName,
  navigation,
  actions,
  skipLinkLabel = 'Skip to content',
  className,
  children,
  ...props
}: AppShellProps) {
  return (
    <div data-slot="app-shell" className={cn(appShellVariants(), className)} {...props}>
      <a
        href="#main-content"
        className="sr-only z-toast rounded-control bg-primary font-semibold text-primary-foreground shadow-dialog outline-2 outline-offset-2 outline-ring focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        {skipLinkLabel}
      </a>
      <header
        data-slot="app-shell-header"
        className="sticky top-0 z-header border-b border-border bg-header text-header-foreground shadow-card"
      >
        <div className="mx-auto flex min-h-header w-full max-w-wide flex-wrap items-center gap-x-6 gap-y-2 px-gutter py-2">
          <div data-slot="app-shell-product" className="text-lead font-bold tracking-tight">
            {productName}
          </div>
          {navigation}
          {actions ? (
            <div data-slot="app-shell-actions" className="ml-auto flex items-center gap-2">
              {actions}
            </div>
          ) : null}
        </div>
      </header>
      <main id="main-content" data-slot="app-shell-main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}

/** The main menu: a labelled navigation landmark holding a list of NavMenuItems. */
function NavMenu({ className, children, ...props }: React.ComponentProps<'nav'>) {
  return (
    <nav
      data-slot="nav-menu"
      aria-label="Main"
      // On narrow screens the menu takes a row of its own under the product name and actions.
      className={cn('order-last w-full min-w-0 md:order-none md:w-auto md:flex-1', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1">{children}</ul>
    </nav>
  );
}

type NavMenuItemProps = React.ComponentProps<'a'> & {
  /** Marks the item as the current page. */
  active?: boolean;
  /** Renders the single child (a router link, a button) with the item's look. */
  asChild?: boolean;
};

function NavMenuItem({ className, active = false, asChild = false, ...props }: NavMenuItemProps) {
  const Comp = asChild ? Slot : 'a';
  return (
    <li data-slot="nav-menu-item">
      <Comp
        data-slot="nav-menu-link"
        aria-current={active ? 'page' : undefined}
        className={cn(navMenuItemVariants(), className)}
        {...props}
      />
    </li>
  );
}

export {
  AppShell,
  type AppShellProps,
  appShellVariants,
  NavMenu,
  NavMenuItem,
  type NavMenuItemProps,
  navMenuItemVariants,
};
