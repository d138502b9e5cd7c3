import { useCallback } from 'react';

/**
 * A ref callback that moves focus to its element when it appears, for a screen that replaces the one the user was
 * on (a form giving way to its confirmation): keyboard and screen-reader users start at the new heading.
 */
function useFocusOnMount<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    element?.focus({ preventScroll: false });
  }, []);
}

export { useFocusOnMount };
