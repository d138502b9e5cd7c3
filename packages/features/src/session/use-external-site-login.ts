import type { LoginInput } from '@license-console/domain';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { useLoginHandoff } from './use-login-handoff.ts';

interface UseExternalSiteLoginOptions {
  /** The `{tokenExternalId}` of /account/login/referer/{tokenExternalId}: the site's signed login request. */
  tokenExternalId: string;
  /** Leaves for the site; `window.location.assign` unless told (stories and tests record it). */
  onRedirect?: (url: string) => void;
  defaultValues?: Partial<LoginInput>;
}

function assign(url: string) {
  window.location.assign(url);
}

/**
 * The login for an external (SSO) site (spec §2.1, §7 ExternalAuthenticate): the same form as the console's login,
 * but the answer's Location header is where the browser goes. Returns the LoginFormView's controller shape.
 */
function useExternalSiteLogin({ tokenExternalId, onRedirect = assign, defaultValues }: UseExternalSiteLoginOptions) {
  const api = useConsoleApi();
  return useLoginHandoff({
    call: async ({ email, password }) => {
      const { location } = await api.session.externalAuthenticate(tokenExternalId, {
        Email: email,
        Password: password,
      });
      if (!location) throw new Error('The sign-in answer named no site to return to.');
      return location;
    },
    leave: onRedirect,
    defaultValues,
  });
}

export { type UseExternalSiteLoginOptions, useExternalSiteLogin };
