import * as React from 'react';

/** Handed to an `onValueChange` handler: calling preventDefault keeps the component's own state as it was. */
interface ValueChangeDetails {
  preventDefault(): void;
  readonly defaultPrevented: boolean;
}

interface ControllableStateOptions<T> {
  value?: T | undefined;
  defaultValue: T;
  onValueChange?: ((value: T, details: ValueChangeDetails) => void) | undefined;
}

function createValueChangeDetails(): ValueChangeDetails {
  let prevented = false;
  return {
    preventDefault() {
      prevented = true;
    },
    get defaultPrevented() {
      return prevented;
    },
  };
}

/**
 * The value / defaultValue / onValueChange trio: controlled when `value` is given, otherwise internal state.
 * The consumer's handler runs first, and may call `details.preventDefault()` to keep the internal value.
 */
function useControllableState<T>({
  value,
  defaultValue,
  onValueChange,
}: ControllableStateOptions<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const [internal, setInternal] = React.useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;
  const currentRef = React.useRef(current);
  currentRef.current = current;
  const handlerRef = React.useRef(onValueChange);
  handlerRef.current = onValueChange;

  const setValue = React.useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(currentRef.current) : next;
      if (Object.is(resolved, currentRef.current)) return;
      const details = createValueChangeDetails();
      handlerRef.current?.(resolved, details);
      if (details.defaultPrevented || controlled) return;
      currentRef.current = resolved;
      setInternal(resolved);
    },
    [controlled],
  );

  return [current, setValue];
}

export { type ControllableStateOptions, createValueChangeDetails, useControllableState, type ValueChangeDetails };
