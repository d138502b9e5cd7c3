import { z } from 'zod';
import { TEXT_LIMITS } from '../entities/bounds.ts';
import { messages } from '../messages.ts';
import { formText, requiredText } from './form-text.ts';

const m = messages.sso;

/** An absolute http(s) URL (written without the URL class, which the ECMAScript library lacks). */
export const HTTP_URL_PATTERN =
  /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?::\d+)?(?:[/?#]\S*)?$|^https?:\/\/localhost(?::\d+)?(?:[/?#]\S*)?$/i;

/** Spec §2.9: the SSO site form; the private key exists on create only. */
export function ssoSiteFormSchema(mode: 'create' | 'update') {
  const base = z.object({
    name: requiredText(TEXT_LIMITS.name, m.nameRequired),
    url: formText(TEXT_LIMITS.url, m.urlFormat).regex(HTTP_URL_PATTERN, { error: m.urlFormat }),
    publicKey: requiredText(TEXT_LIMITS.key, m.publicKeyRequired, { lines: true }),
  });
  return mode === 'create'
    ? base.extend({
        privateKey: requiredText(TEXT_LIMITS.key, m.privateKeyRequired, { lines: true }),
      })
    : base;
}

export type SsoSiteFormValues = { name: string; url: string; publicKey: string; privateKey?: string };
