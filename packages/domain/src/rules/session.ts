import * as messages from '../messages/sections.ts';

/** Spec §8: a 423 answer whose text mentions an expired password triggers the forgot-password e-mail. */
export function isPasswordExpiredAnswer(status: number, text: string): boolean {
  return status === 423 && text.includes(messages.login.passwordExpiredMarker);
}

/** Spec §2.2: after login, a user without a country is asked to add one. */
export function needsCountryPrompt(user: { countryCode: string | null | undefined }): boolean {
  return !user.countryCode?.trim();
}

/** Spec §5: a search by email part counts only when it is not blank. */
export function normalizeEmailPart(emailPart: string | null | undefined): string {
  return emailPart?.trim() ?? '';
}

/**
 * Reads a query-like string (`a=1&b=two`) such as the support-desk login answer (spec §7 Authenticate/Zendesk).
 * Written without URLSearchParams so it runs where only the ECMAScript library exists.
 */
export function parseQueryLikeString(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of text.replace(/^[?#]/, '').split('&')) {
    if (!pair) continue;
    const index = pair.indexOf('=');
    const decode = (value: string) => {
      try {
        return decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        return value;
      }
    };
    const key = decode(index === -1 ? pair : pair.slice(0, index));
    result[key] = index === -1 ? '' : decode(pair.slice(index + 1));
  }
  return result;
}
