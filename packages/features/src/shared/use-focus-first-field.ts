import { useEffect, useRef } from 'react';

/**
 * A ref for a form whose first field takes the focus as the form appears (a sign-in form: the e-mail, or the code
 * of the code step), so typing can begin at once. It does not take the focus from a control the person already
 * moved to.
 */
function useFocusFirstField<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && ref.current?.contains(active) === false) return;
    ref.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea')
      ?.focus();
  }, []);
  return ref;
}

export { useFocusFirstField };
