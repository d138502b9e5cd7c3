import type { LoginInput } from '@license-console/domain';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { submitBrowserForm } from '../shared/submit-form.ts';
import { useLoginHandoff } from './use-login-handoff.ts';

/** What the browser posts to the support desk: the token, to the desk's address, with where the desk returns to. */
interface SupportDeskHandoff {
  url: string;
  jwt: string;
  returnTo: string | null;
}

/** The query-like answer of `POST Authenticate/Zendesk`: `jwt=<token>&url=<desk address>`. */
function parseSupportDeskAnswer(answer: string): { jwt: string; url: string } {
  const fields = new URLSearchParams(answer.trim());
  const jwt = fields.get('jwt');
  const url = fields.get('url');
  if (!jwt || !url) throw new Error('The support-desk sign-in answered no token or no desk address.');
  return { jwt, url };
}

/**
 * Posts the token to the support desk the way a desk's JWT sign-in takes it: a form post of `jwt` and
 * `return_to` (the page of the desk the user came from), which the browser follows to the desk.
 */
function postToSupportDesk({ url, jwt, returnTo }: SupportDeskHandoff) {
  submitBrowserForm(url, returnTo ? { jwt, return_to: returnTo } : { jwt });
}

interface UseSupportDeskLoginOptions {
  /** The desk page to return to (the desk's `return_to`), passed through untouched; the desk checks it. */
  returnTo?: string | null;
  /** Leaves for the desk; a form post (postToSupportDesk) unless told (stories and tests record it). */
  onForward?: (handoff: SupportDeskHandoff) => void;
  defaultValues?: Partial<LoginInput>;
}

/**
 * The support-desk entrance (spec §1, §7 `POST Authenticate/Zendesk`): the console's login form, whose answer is a
 * token the browser posts to the support desk. A desk not configured on the server (503) says so.
 */
function useSupportDeskLogin({
  returnTo = null,
  onForward = postToSupportDesk,
  defaultValues,
}: UseSupportDeskLoginOptions) {
  const api = useConsoleApi();
  return useLoginHandoff({
    call: async ({ email, password }) =>
      parseSupportDeskAnswer(await api.session.authenticateZendesk({ email, password })),
    leave: (answer) => onForward({ ...answer, returnTo }),
    explains: (status) => status === 503,
    defaultValues,
  });
}

export {
  parseSupportDeskAnswer,
  postToSupportDesk,
  type SupportDeskHandoff,
  type UseSupportDeskLoginOptions,
  useSupportDeskLogin,
};
