import webPush from 'web-push';
import { clipProviderText, type DeliveryOutcome } from '../delivery-outcome.js';

/** A browser's push subscription as the Push API hands it out (keys base64url). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type VapidIdentity = {
  /** mailto: or https: address the push service can reach the shop's operator at (WEB_PUSH_CONTACT). */
  subject: string;
  publicKey: string;
  privateKey: string;
};

/** The push service no longer knows the subscription (RFC 8030 §7.3): the browser dropped it. */
export type PushOutcome = DeliveryOutcome & { gone: boolean };

// A notification that the order is ready is worth nothing tomorrow: the push service keeps it an hour.
const TTL_SECONDS = 60 * 60;

/**
 * One push message (RFC 8030): the payload encrypted for the browser (aes128gcm, RFC 8291) and signed
 * with the shop's VAPID key (RFC 8292) by web-push, posted with fetch so that a timeout holds and the
 * answer is recorded like a mail server's. 404 and 410 mean the subscription is gone; other 4xx refuse
 * this message for good; 429, 5xx, timeouts and network errors are retried.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidIdentity,
): Promise<PushOutcome> {
  let details;
  try {
    details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
    );
  } catch (error) {
    // Keys the browser could not have made: sending again cannot help.
    return { ok: false, providerStatus: clipProviderText(String(error)), permanent: true, gone: true };
  }
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers,
      body: new Uint8Array(details.body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    const text = `${(error as Error).message}${cause ? `: ${cause.message}` : ''}`;
    return { ok: false, providerStatus: clipProviderText(text), permanent: false, gone: false };
  }
  const body = await response.text().catch(() => '');
  const providerStatus = clipProviderText(`HTTP ${response.status} ${body}`);
  if (response.ok) {
    return { ok: true, providerStatus, providerMessageId: response.headers.get('location'), gone: false };
  }
  const gone = response.status === 404 || response.status === 410;
  const retriable = response.status >= 500 || response.status === 429 || response.status === 408;
  return { ok: false, providerStatus, permanent: !retriable, gone };
}
