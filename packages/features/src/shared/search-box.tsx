import { Button, Input } from '@license-console/ui';
import * as React from 'react';

interface SearchBoxProps {
  /** The box's visible label. */
  label: string;
  /** The submit button's words (spec: SEARCH). */
  submitLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Enter in the box or the button: the search is the caller's to check and run. */
  onSubmit: () => void;
  /** A message under the box when the text breaks a rule; the box is then marked invalid. */
  error?: string | null;
}

/**
 * A list's search box (spec §2.4, §2.10): a labelled search field with its submit button beside it, submitted by
 * Enter or the button, and the rule it breaks announced under it.
 */
function SearchBox({ label, submitLabel, value, onValueChange, onSubmit, error }: SearchBoxProps) {
  const inputId = React.useId();
  const errorId = React.useId();
  return (
    <search>
      <form
        className="grid gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={inputId} className="text-body font-medium">
          {label}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id={inputId}
            type="search"
            className="w-72 max-w-full"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onValueChange(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {submitLabel}
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-small text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </search>
  );
}

export { SearchBox, type SearchBoxProps };
