import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  MoreIcon,
  Spinner,
} from '@license-console/ui';
import type * as React from 'react';
import { AppLink, type NavigationProps } from './app-link.tsx';

/** One action of a list's row: a link elsewhere, or a press (a dialog, a confirmation). */
type RowAction =
  | { label: string; href: string }
  | { label: string; onSelect: () => void; destructive?: boolean; loading?: boolean };

interface RowActionsProps extends NavigationProps {
  /** The row's name: each action is read as `{label}: {name}`, the phone's menu button as `{menuLabel}: {name}`. */
  name: string;
  actions: readonly RowAction[];
  /** The word of the phone's menu button (the column's header, 'Actions'). */
  menuLabel: string;
}

/** A single action's look on a phone: as wide as its longest word, its label a word a line. */
const SINGLE_ON_PHONE =
  'max-md:h-auto max-md:min-h-8 max-md:w-min max-md:whitespace-normal max-md:py-1 max-md:text-center max-md:leading-tight';

/**
 * ArrowRight and ArrowLeft move the focus between a row's action buttons, as in a toolbar; past the first or the last
 * the key is left to the grid, which moves between cells. Tab still reaches each action in turn.
 */
function moveBetweenActions(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  const next = at < 0 ? undefined : buttons[at + (event.key === 'ArrowRight' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  event.stopPropagation();
  next.focus();
}

/**
 * A row's actions in a list (the grid's `rowActions`): from a tablet up, a button each; on a phone, where the buttons
 * would push the row's own columns out of sight, one menu that holds them. A single action stays a button on a phone
 * too (a menu of one is a needless tap), its label a word a line, so a label of two words (Manage Users) takes half the
 * width from the row's columns.
 */
function RowActions({ name, actions, menuLabel, linkComponent, onNavigate }: RowActionsProps) {
  const several = actions.length > 1;
  // While an action is under way (a delete), the menu's button spins but stays enabled: the row's other actions stay
  // in reach, and only the busy action's item is disabled.
  const busy = actions.some((action) => 'loading' in action && action.loading);
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys reach it from the buttons inside, which it groups */}
      <span
        className={several ? 'hidden md:contents' : 'contents'}
        onKeyDown={several ? moveBetweenActions : undefined}
      >
        {actions.map((action) =>
          'href' in action ? (
            <Button
              key={action.label}
              asChild
              variant="ghost"
              size="sm"
              className={several ? undefined : SINGLE_ON_PHONE}
            >
              <AppLink
                href={action.href}
                aria-label={`${action.label}: ${name}`}
                linkComponent={linkComponent}
                onNavigate={onNavigate}
              >
                {action.label}
              </AppLink>
            </Button>
          ) : (
            <Button
              key={action.label}
              variant="ghost"
              size="sm"
              className={cn(action.destructive && 'text-destructive', !several && SINGLE_ON_PHONE)}
              aria-label={`${action.label}: ${name}`}
              loading={action.loading}
              onClick={action.onSelect}
            >
              {action.label}
            </Button>
          ),
        )}
      </span>
      {several ? (
        <span className="md:hidden">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={`${menuLabel}: ${name}`} aria-busy={busy || undefined}>
                {busy ? <Spinner size="sm" /> : <MoreIcon className="size-4" />}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {actions.map((action) =>
                'href' in action ? (
                  <DropdownMenuItem key={action.label} asChild>
                    <AppLink href={action.href} linkComponent={linkComponent} onNavigate={onNavigate}>
                      {action.label}
                    </AppLink>
                  </DropdownMenuItem>
                ) : (
                  <DropdownMenuItem
                    key={action.label}
                    variant={action.destructive ? 'destructive' : 'default'}
                    disabled={action.loading}
                    onSelect={action.onSelect}
                  >
                    {action.label}
                  </DropdownMenuItem>
                ),
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </span>
      ) : null}
    </>
  );
}

export { type RowAction, RowActions, type RowActionsProps };
