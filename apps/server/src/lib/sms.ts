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

export type SendSms = (to: string, text: string) => Promise<void>;

const TWILIO_API_URL = 'https://api.twilio.com';
/** A provider that has not answered by then is counted as failed; the message is tried again later. */
const SMS_TIMEOUT_MS = 15_000;

/** The sending function of a provider: it resolves once the provider has accepted the message. */
export function smsSender(provider: SmsProvider): SendSms {
  if (provider.kind === 'webhook') {
    return async (to, text) => {
      const response = await fetch(provider.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      await refuseUnlessAccepted(response, 'the SMS webhook');
    };
  }
  const base = (provider.apiUrl ?? TWILIO_API_URL).replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`;
  return async (to, text) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: provider.from, Body: text }).toString(),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    await refuseUnlessAccepted(response, 'Twilio');
  };
}

/**
 * Throws unless the provider accepted the message (2xx), with its status and the start of its answer (Twilio's
 * names the error), which administrators read as the message's last error.
 */
async function refuseUnlessAccepted(response: Response, provider: string): Promise<void> {
  const answer = await response.text().catch(() => '');
  if (response.ok) return;
  const detail = answer.replace(/\s+/g, ' ').trim().slice(0, 300);
  throw new Error(`${provider} answered ${response.status}${detail ? `: ${detail}` : ''}`);
}
