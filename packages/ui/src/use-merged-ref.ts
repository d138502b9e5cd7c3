import * as React from 'react';

/** Two refs in one: a component's own (`own`) and the one its caller passed (`ref`). */
export function useMergedRef<T>(ref: React.Ref<T> | undefined, own: React.RefObject<T | null>) {
  return React.useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref, own],
  );
}
