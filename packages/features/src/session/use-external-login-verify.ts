import type { CurrentUser } from '@license-console/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { serverText } from './error-text.ts';
import { externalLoginVerifyStrings as strings } from './strings.ts';

interface UseExternalLoginVerifyOptions {
  /** The `code` query parameter an external sign-in came back with. */
  code: string | null | undefined;
  /** Called with the user once the code is accepted (the console then goes to /). */
  onSignedIn?: (user: CurrentUser) => void;
}

/** /external-login-verify (spec §2.1): checks the code once, then hands the user over. No markup. */
function useExternalLoginVerify({ code, onSignedIn }: UseExternalLoginVerifyOptions) {
  const api = useConsoleApi();
  const check = useMutation({
    mutationFn: (value: string) => api.session.externalLoginCheckToken(value),
    onSuccess: (user) => onSignedIn?.(user),
  });
  const validCode = code?.trim() || null;
  // The code works once: check it once, also when StrictMode runs effects twice.
  const checked = useRef<string | null>(null);
  const { mutate } = check;
  useEffect(() => {
    if (!validCode || checked.current === validCode) return;
    checked.current = validCode;
    mutate(validCode);
  }, [validCode, mutate]);

  const failed = validCode === null || check.isError;
  return {
    status: failed ? 'failed' : check.isSuccess ? 'signed-in' : 'checking',
    errorMessage: validCode === null ? strings.invalid : check.isError ? serverText(check.error) : null,
  } as const;
}

type ExternalLoginVerifyController = ReturnType<typeof useExternalLoginVerify>;

export { type ExternalLoginVerifyController, type UseExternalLoginVerifyOptions, useExternalLoginVerify };
