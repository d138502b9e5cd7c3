import { useCallback, useState } from 'react';
import { isApiError } from '../api/errors.ts';
import { actionErrorText, showActionError } from './action-error.ts';

/**
 * Why a form's last save failed, kept beside its buttons until the next save: §8's toast goes away after a few
 * seconds, and the form still holds what was typed, so the reason stays where the person will press again.
 */
function useSaveError() {
  const [message, setMessage] = useState<string | null>(null);
  /** §8's toast under the form's title, and the same words in place; nothing for errors the transport acted on. */
  const show = useCallback((title: string, error: unknown) => {
    if (isApiError(error) && error.handled) return;
    showActionError(title, error);
    setMessage(actionErrorText(error));
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}

export { useSaveError };
