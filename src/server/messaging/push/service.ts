import webPush from 'web-push';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { DeliveryOutcome } from '../../integrations/delivery-outcome.js';
import { sendPush, type VapidIdentity } from '../../integrations/push/web-push-sender.js';
import type { OrderNotificationEvent } from '../notifications.js';
import type { OrderView } from '../templates/order-view.js';
import { HttpError } from '../../http/http-error.js';
import { isPushEvent, pushMessages, pushText } from './push-messages.js';
import {
  deleteEndedSubscriptions,
  deleteSubscriptionById,
  findSubscription,
  keepVapidKeys,
  listSubscriptionsOfOrder,
  upsertSubscription,
} from './queries.js';

export type PushSettings = {
  /** mailto: or https: address for the push services (WEB_PUSH_CONTACT); without it push is off. */
  contact?: string | undefined;
  /**
   * Whether subscriptions may name plain-http endpoints. Push services are https; only a test that plays
   * the push service on 127.0.0.1 allows http, since the server posts to whatever address a guest sent.
   */
  allowHttpEndpoints?: boolean | undefined;
};

/** What a push message row keeps: which subscription, and the notification as it was at the event. */
export const pushDataSchema = z.object({
  subscriptionId: z.number().int(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushData = z.infer<typeof pushDataSchema>;

export type PushDraft = {
  channel: 'push';
  template: `push-${string}`;
  recipient: string;
  subject: string;
  data: PushData;
};

/** A guest's phone, tablet and laptop, and a few more: the link is shared, the list is not endless. */
const MAX_SUBSCRIPTIONS_PER_ORDER = 5;

/** A day after an order ended, nobody waits for news of it (issue 27): its subscriptions go. */
const KEEP_AFTER_END_MS = 24 * 60 * 60 * 1_000;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes);

/** The browser's PushSubscription.toJSON(): a P-256 public key (65 bytes) and a 16-byte auth secret. */
export function subscriptionSchema(allowHttp: boolean) {
  return z.object({
    endpoint: z
      .string()
      .max(2_000)
      .url()
      .refine((value) => value.startsWith('https://') || (allowHttp && value.startsWith('http://'))),
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  });
}
export type SubscriptionInput = z.infer<ReturnType<typeof subscriptionSchema>>;

export type PushChannel = {
  /** The page's applicationServerKey; null while push is off (no contact configured). */
  publicKey: string | null;
  allowHttpEndpoints: boolean;
  subscribe(orderId: number, input: SubscriptionInput): Promise<void>;
  /** One message per subscription of the order, for the events guests are told of. */
  drafts(orderId: number, event: OrderNotificationEvent, view: OrderView): Promise<PushDraft[]>;
  /** Sends a recorded push message; a subscription the push service no longer knows is removed. */
  send(data: unknown): Promise<DeliveryOutcome>;
  removeEnded(now: Date): Promise<number>;
};

const gone = 'Das Push-Abonnement besteht nicht mehr.';
const incomplete = 'Die gespeicherte Nachricht ist unvollständig und kann nicht gesendet werden.';
const off = 'Kein Push-Versand konfiguriert (WEB_PUSH_CONTACT fehlt).';

/**
 * Web Push to guests' browsers for their order's status. The VAPID key pair is made on the first start
 * and kept in the database, so all instances sign alike and subscriptions survive restarts.
 */
export async function createPushChannel(db: Db, settings: PushSettings): Promise<PushChannel> {
  const keys = await keepVapidKeys(db, webPush.generateVAPIDKeys());
  const vapid: VapidIdentity | undefined =
    settings.contact === undefined ? undefined : { subject: settings.contact, ...keys };

  return {
    publicKey: vapid === undefined ? null : keys.publicKey,
    allowHttpEndpoints: settings.allowHttpEndpoints ?? false,
    async subscribe(orderId, input) {
      const existing = await listSubscriptionsOfOrder(db, orderId);
      const isKnown = existing.some((subscription) => subscription.endpoint === input.endpoint);
      if (!isKnown && existing.length >= MAX_SUBSCRIPTIONS_PER_ORDER) {
        throw new HttpError(409, pushMessages.tooManyDevices);
      }
      await upsertSubscription(db, {
        orderId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      });
    },

    async drafts(orderId, event, view) {
      if (vapid === undefined || !isPushEvent(event)) return [];
      const text = pushText(event, view);
      return (await listSubscriptionsOfOrder(db, orderId)).map((subscription) => ({
        channel: 'push',
        template: `push-${event}`,
        // The endpoint is a capability (whoever has it can push to the browser): staff see whose service.
        recipient: new URL(subscription.endpoint).host,
        subject: text.title,
        data: { subscriptionId: subscription.id, ...text, url: view.statusUrl, tag: `order-${orderId}` },
      }));
    },

    async send(data) {
      const parsed = pushDataSchema.safeParse(data);
      if (!parsed.success) return { ok: false, providerStatus: incomplete, permanent: true };
      if (vapid === undefined) return { ok: false, providerStatus: off, permanent: true };
      const { subscriptionId, ...notification } = parsed.data;
      const subscription = await findSubscription(db, subscriptionId);
      if (subscription === undefined) return { ok: false, providerStatus: gone, permanent: true };
      const { gone: isGone, ...outcome } = await sendPush(subscription, JSON.stringify(notification), vapid);
      if (isGone) await deleteSubscriptionById(db, subscription.id);
      return outcome;
    },

    removeEnded: (now) => deleteEndedSubscriptions(db, new Date(now.getTime() - KEEP_AFTER_END_MS)),
  };
}
