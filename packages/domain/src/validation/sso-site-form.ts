import { z } from 'zod';
import { messages } from '../messages.ts';

const m = messages.sso;

/** An absolute http(s) URL (written without the URL class, which the ECMAScript library lacks). */
export const HTTP_URL_PATTERN =
  /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?::\d+)?(?:[/?#]\S*)?$|^https?:\/\/localhost(?::\d+)?(?:[/?#]\S*)?$/i;

/** Spec §2.9: the SSO site form; the private key exists on create only. */
export function ssoSiteFormSchema(mode: 'create' | 'update') {
  const base = z.object({
    name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }),
    url: z.string({ error: m.urlFormat }).trim().regex(HTTP_URL_PATTERN, { error: m.urlFormat }),
    publicKey: z.string({ error: m.publicKeyRequired }).trim().min(1, { error: m.publicKeyRequired }),
  });
  return mode === 'create'
    ? base.extend({
        privateKey: z.string({ error: m.privateKeyRequired }).trim().min(1, { error: m.privateKeyRequired }),
      })
    : base;
}

export type SsoSiteFormValues = { name: string; url: string; publicKey: string; privateKey?: string };
