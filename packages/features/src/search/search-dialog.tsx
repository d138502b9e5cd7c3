import {
  Button,
  cn,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Spinner,
} from '@license-console/ui';
import * as React from 'react';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { CloseGlyph, SearchGlyph } from './search-glyph.tsx';
import type { SearchOption } from './search-results.ts';
import { searchStrings as strings } from './strings.ts';
import { type SearchController, type UseSearchOptions, useSearch } from './use-search.ts';

type SearchDialogViewProps = SearchController &
  NavigationProps & {
    open: boolean;
    onOpenChange: (open: boolean) => void;
  };

/**
 * The header search's dialog, after the ARIA combobox pattern: the box keeps the focus; the arrow keys move through
 * the options of the listbox below it (grouped by kind), Enter opens the one reached, Escape closes the dialog and the
 * focus goes back to where it was. Each option is a link to its page, so a click (or a middle click) opens it too.
 */
function SearchDialogView({
  open,
  onOpenChange,
  text,
  setText,
  state,
  refusal,
  stale,
  groups,
  activeIndex,
  setActiveIndex,
  active,
  next,
  previous,
  retry,
  status,
  linkComponent,
  onNavigate,
}: SearchDialogViewProps) {
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listboxId = `${id}-results`;
  const optionId = (option: SearchOption) => `${id}-${option.key}`;
  const expanded = state === 'results';

  // The option reached stays in view as the arrow keys move.
  React.useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      previous();
    } else if (event.key === 'Enter' && active && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // The option's own link opens it, as a click would: the host's router link, or onNavigate.
      document.getElementById(optionId(active))?.click();
    }
  };

  let index = -1;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="search-dialog"
        size="xl"
        className="top-[8dvh] max-h-[84dvh] translate-y-0 grid-rows-[auto_minmax(0,1fr)] gap-0 overflow-hidden p-0"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <div className="relative grid gap-1 border-b border-border p-4">
          <DialogClose asChild>
            <Button variant="ghost" size="icon-sm" className="absolute top-2 right-2">
              <CloseGlyph className="size-4" />
              <span className="sr-only">{strings.close}</span>
            </Button>
          </DialogClose>
          <DialogTitle className="pr-8 text-body">{strings.title}</DialogTitle>
          <DialogDescription className="text-caption">{strings.description}</DialogDescription>
          <label className="mt-2 flex items-center gap-2 rounded-control border border-input bg-surface px-3 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring">
            <SearchGlyph className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">{strings.inputLabel}</span>
            <input
              ref={inputRef}
              data-slot="search-input"
              type="text"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={expanded && active ? optionId(active) : undefined}
              aria-invalid={state === 'refused' ? true : undefined}
              aria-describedby={`${id}-status`}
              autoComplete="off"
              spellCheck={false}
              placeholder={strings.placeholder}
              className="h-10 w-full min-w-0 bg-transparent text-body text-foreground outline-none placeholder:text-muted-foreground"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
            {stale && state !== 'prompt' && state !== 'refused' ? <Spinner size="sm" className="shrink-0" /> : null}
          </label>
        </div>
        <div className="overflow-y-auto p-2" data-slot="search-body">
          <p
            id={`${id}-status`}
            role="status"
            className={cn('px-2 py-1 text-caption', state === 'results' && 'sr-only')}
          >
            {state === 'prompt' ? strings.prompt : null}
            {state === 'refused' ? <span className="text-destructive">{refusal}</span> : null}
            {state === 'searching' ? strings.searching : null}
            {state === 'failed' || state === 'empty' || state === 'results' ? status : null}
          </p>
          {state === 'failed' ? (
            <div className="px-2 py-1">
              <Button type="button" variant="secondary" size="sm" onClick={retry}>
                {strings.retry}
              </Button>
            </div>
          ) : null}
          <div
            id={listboxId}
            role="listbox"
            aria-label={strings.title}
            aria-busy={stale || undefined}
            className={cn('grid gap-2', !expanded && 'hidden')}
          >
            {groups.map((group) => (
              <div key={group.kind} role="presentation" data-slot="search-group">
                <div
                  id={`${id}-${group.kind}`}
                  aria-hidden="true"
                  className="px-2 pt-2 pb-1 text-caption font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {group.label}
                </div>
                <fieldset aria-labelledby={`${id}-${group.kind}`} className="m-0 grid min-w-0 border-0 p-0">
                  {group.options.map((option) => {
                    index += 1;
                    const position = index;
                    const selected = position === activeIndex;
                    return (
                      <AppLink
                        key={option.key}
                        id={optionId(option)}
                        href={option.href}
                        role="option"
                        aria-selected={selected}
                        tabIndex={-1}
                        data-slot="search-option"
                        linkComponent={linkComponent}
                        onNavigate={onNavigate}
                        onMouseMove={() => {
                          if (!selected) setActiveIndex(position);
                        }}
                        onClick={() => onOpenChange(false)}
                        className={cn(
                          'grid gap-0.5 rounded-control px-2 py-2 text-left text-foreground no-underline',
                          selected ? 'bg-info-subtle shadow-[inset_3px_0_0_var(--color-primary)]' : 'hover:bg-muted',
                        )}
                      >
                        <span className="truncate text-body font-medium">{option.title}</span>
                        {option.detail ? (
                          <span className="truncate text-caption text-muted-foreground">{option.detail}</span>
                        ) : null}
                        {option.match ? (
                          <span className="truncate text-caption text-muted-foreground">{option.match}</span>
                        ) : null}
                      </AppLink>
                    );
                  })}
                </fieldset>
              </div>
            ))}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

type SearchDialogProps = UseSearchOptions &
  NavigationProps & {
    open: boolean;
    onOpenChange: (open: boolean) => void;
  };

/** The header search's dialog with its controller; the header's button loads this module when it first opens. */
function SearchDialog({ user, debounceMs, open, onOpenChange, ...navigation }: SearchDialogProps) {
  const controller = useSearch({ user, debounceMs });
  const { setText } = controller;
  // Each opening starts from an empty box.
  React.useEffect(() => {
    if (!open) setText('');
  }, [open, setText]);
  return <SearchDialogView {...controller} {...navigation} open={open} onOpenChange={onOpenChange} />;
}

export { SearchDialog, type SearchDialogProps, SearchDialogView, type SearchDialogViewProps };
