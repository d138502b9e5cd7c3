/** Where SMS go: a webhook of the operator's (SMS_WEBHOOK_URL) or Twilio's Messages API (SMS_TWILIO_*). */
export type SmsProvider =
  | { kind: 'webhook'; url: string }
  | {
      kind: 'twilio';
      accountSid: string;
      authToken: string;
      from: string;
      /** Twilio's API address; another only for a stand-in that implements the call (the tests). */
      apiUrl?: string;
    };

/** Sends one SMS; `signal` abandons it (the sender's deadline, or the server stopping). */
export type SendSms = (to: string, text: string, signal?: AbortSignal) => Promise<void>;

const TWILIO_API_URL = 'https://api.twilio.com';
/** A provider that has not answered by then is counted as failed; the message is tried again later. */
const SMS_TIMEOUT_MS = 15_000;

/** The sending function of a provider: it resolves once the provider has accepted the message. */
export function smsSender(provider: SmsProvider): SendSms {
  if (provider.kind === 'webhook') {
    return async (to, text, signal) => {
      const response = await fetch(provider.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: within(signal),
      });
      // An operator's webhook answers in no known shape and may echo the request: only its status is kept.
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw new Error(`the SMS webhook answered ${response.status}`);
    };
  }
  const base = (provider.apiUrl ?? TWILIO_API_URL).replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`;
  return async (to, text, signal) => {
    const body = new URLSearchParams({ To: to, From: provider.from, Body: text }).toString();
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: within(signal),
    });
    const answer = await response.text().catch(() => '');
    if (response.ok) return;
    const detail = withoutText(twilioError(answer), text).replace(/\s+/g, ' ').trim().slice(0, 300);
    throw new Error(`Twilio answered ${response.status}${detail ? `: ${detail}` : ''}`);
  };
}

function within(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(SMS_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** Twilio's error code and message (its documented error shape), or nothing for an answer of another shape. */
function twilioError(answer: string): string {
  try {
    const { code, message } = JSON.parse(answer) as { code?: unknown; message?: unknown };
    return [code, message].filter((part) => typeof part === 'number' || typeof part === 'string').join(' ');
  } catch {
    return '';
  }
}

/**
 * The detail with the SMS's text cut out, raw and as JSON or a form would quote it: administrators read the
 * detail as the last error and the log keeps it, and neither may hold the code or link the text carries.
 */
function withoutText(detail: string, text: string): string {
  const quoted = [text, JSON.stringify(text).slice(1, -1), new URLSearchParams({ t: text }).toString().slice(2)];
  return quoted.filter(Boolean).reduce((rest, form) => rest.split(form).join('[text]'), detail);
}
