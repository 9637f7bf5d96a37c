import { clipProviderText, type DeliveryOutcome } from '../delivery-outcome.js';

export type SmsSettings = {
  /** The provider's endpoint that takes a JSON POST {to, text, from}. */
  apiUrl?: string | undefined;
  /** Sent as 'Authorization: Bearer <token>'. */
  token?: string | undefined;
  /** Sender number or name (alphanumeric names: at most 11 characters); else each message's own. */
  sender?: string | undefined;
};

/** from: the sender when the settings name none, e.g. the shop's name. */
export type OutgoingSms = { to: string; text: string; from: string };

export type SmsGateway = { send(sms: OutgoingSms): Promise<DeliveryOutcome> };

export const smsNotConfigured = 'Kein SMS-Versand konfiguriert (SMS_API_URL fehlt).';

/** '+43 5572 203140' → '+435572203140': gateways want the number without blanks or separators. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  return trimmed.startsWith('00') ? `+${digits.slice(2)}` : digits;
}

function messageIdOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const id = parsed.id ?? parsed.messageId ?? parsed.message_id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

/**
 * A plain HTTP SMS provider: one JSON POST per message. 4xx answers (other than 408 and 429) reject
 * the message itself and are not retried; 5xx answers, timeouts and network errors are.
 */
export function createSmsGateway(settings: SmsSettings): SmsGateway {
  const { apiUrl, token } = settings;
  if (!apiUrl) {
    return { send: async () => ({ ok: false, providerStatus: smsNotConfigured, permanent: true }) };
  }
  return {
    async send(sms) {
      let response: Response;
      try {
        response = await fetch(apiUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({
            to: normalisePhone(sms.to),
            text: sms.text,
            from: settings.sender ?? sms.from,
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause;
        return {
          ok: false,
          providerStatus: clipProviderText(`${(error as Error).message}${cause ? `: ${cause.message}` : ''}`),
          permanent: false,
        };
      }
      const body = await response.text().catch(() => '');
      const providerStatus = clipProviderText(`HTTP ${response.status} ${body}`);
      if (response.ok) return { ok: true, providerStatus, providerMessageId: messageIdOf(body) };
      const retriable = response.status >= 500 || response.status === 408 || response.status === 429;
      return { ok: false, providerStatus, permanent: !retriable };
    },
  };
}
