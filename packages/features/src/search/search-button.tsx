import { type CurrentUser, searchButtonMessages as strings } from '@license-console/domain';
import { cn, navMenuItemVariants } from '@license-console/ui';
import * as React from 'react';
import type { NavigationProps } from '../shared/app-link.tsx';
import { SearchGlyph } from './search-glyph.tsx';

/**
 * The dialog, with the query and the rules it needs (and its words), loads when it first opens: the first signed-in
 * screen carries only this button, drawn as the header's menu items are, and its shortcut.
 */
const loadSearchDialog = () => import('./search-dialog.tsx');
const SearchDialog = React.lazy(async () => ({ default: (await loadSearchDialog()).SearchDialog }));

/** Whether the keyboard's shortcut is ⌘K (Apple's systems) rather than Ctrl K. */
const usesCommandKey = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl-K, or ⌘-K, anywhere on the page. */
const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

type SearchButtonProps = NavigationProps &
  Omit<React.ComponentProps<'button'>, 'onClick'> & {
    user: CurrentUser;
    /** Milliseconds typing rests before the dialog asks; its own default unless told. */
    debounceMs?: number;
  };

/**
 * The header's search: a button showing its shortcut, and Ctrl-K / ⌘-K anywhere, open a dialog that finds packs,
 * people, products and SSO sites the person may see (search-dialog.tsx). Below the xl breakpoint the button is its
 * magnifying glass alone, named for assistive technology, so that an administrator's menu keeps its one line at
 * 1024 px and a phone's header its room.
 */
function SearchButton({ user, debounceMs, linkComponent, onNavigate, className, ...props }: SearchButtonProps) {
  const [open, setOpen] = React.useState(false);
  // Drawn from its first opening on, so that it closes as it opens and gives the focus back.
  const [drawn, setDrawn] = React.useState(false);
  const [shortcut, setShortcut] = React.useState<string>(strings.shortcutOther);
  const show = React.useCallback(() => {
    setDrawn(true);
    setOpen(true);
  }, []);

  React.useEffect(() => {
    if (usesCommandKey()) setShortcut(strings.shortcutApple);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <button
        type="button"
        data-slot="search-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K"
        className={cn(navMenuItemVariants(), 'gap-2 px-1.5 xl:border xl:border-header-accent', className)}
        onClick={show}
        {...props}
      >
        <SearchGlyph className="size-4 shrink-0" />
        <span className="sr-only xl:not-sr-only">{strings.button}</span>
        <kbd className="hidden rounded-sm border border-header-accent px-1 font-sans text-caption xl:inline">
          {shortcut}
        </kbd>
      </button>
      {drawn ? (
        <React.Suspense fallback={null}>
          <SearchDialog
            user={user}
            debounceMs={debounceMs}
            open={open}
            onOpenChange={setOpen}
            linkComponent={linkComponent}
            onNavigate={onNavigate}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}

export { SearchButton, type SearchButtonProps };
