/** The cookie the server sets (readable, short-lived) when an external sign-in failed (spec §8). */
const EXTERNAL_LOGIN_COOKIE = 'ExternalLogin';

/** Whether the browser holds `ExternalLogin=false`: the last external sign-in failed. */
function hasExternalLoginFailed(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  return cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .some(([name, value]) => name === EXTERNAL_LOGIN_COOKIE && value?.toLowerCase() === 'false');
}

/** Forgets the failure once shown, so the message does not come back on the next visit. */
async function clearExternalLoginFailure(): Promise<void> {
  if (typeof document === 'undefined') return;
  const store = (globalThis as { cookieStore?: CookieStore }).cookieStore;
  if (store) {
    await store.delete({ name: EXTERNAL_LOGIN_COOKIE, path: '/' });
    return;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: browsers without the Cookie Store API have only this way.
  document.cookie = `${EXTERNAL_LOGIN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export { clearExternalLoginFailure, hasExternalLoginFailed };
