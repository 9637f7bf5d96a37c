import { useEffect, useState } from 'react';
import { apiGet, apiPost } from '../../../api/client.js';
import { checkoutDe } from '../../../i18n/checkout.js';

const text = checkoutDe.status.push;

type State = 'idle' | 'subscribing' | 'subscribed' | 'denied' | 'failed';

/**
 * The storefront's worker once it is active (the page registers it after load); it never settles where
 * the shop runs no worker (install plugin off), and then nothing is offered.
 */
async function storefrontWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return undefined;
  }
  return navigator.serviceWorker.ready;
}

/**
 * 'Benachrichtigen, wenn sich der Status ändert': offered only where the browser can receive push, the
 * shop's worker runs and the shop sends push (its key is set); the browser asks for permission only after
 * the guest's tap, never on load.
 */
export function PushSubscribe({ uid, hash }: { uid: string; hash: string }) {
  const [offer, setOffer] = useState<{ registration: ServiceWorkerRegistration; key: string }>();
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const registration = await storefrontWorker();
      if (registration === undefined) return;
      const { publicKey } = await apiGet<{ publicKey: string | null }>('/api/web-push/key');
      if (isCurrent && publicKey !== null) setOffer({ registration, key: publicKey });
    })().catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  if (offer === undefined) return null;

  async function subscribe(registration: ServiceWorkerRegistration, key: string) {
    setState('subscribing');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('denied');
        return;
      }
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      await apiPost(
        `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}/push-subscription`,
        subscription.toJSON(),
      );
      setState('subscribed');
    } catch {
      setState('failed');
    }
  }

  return (
    <section className="status-section status-push">
      {state === 'subscribed' ? null : (
        <button
          type="button"
          className="button button--secondary"
          disabled={state === 'subscribing'}
          onClick={() => void subscribe(offer.registration, offer.key)}
        >
          {state === 'subscribing' ? text.subscribing : text.subscribe}
        </button>
      )}
      <p role="status" className="status-section__note">
        {state === 'subscribed' ? text.subscribed : null}
        {state === 'denied' ? text.denied : null}
        {state === 'failed' ? text.failed : null}
      </p>
    </section>
  );
}
