import type { FastifyBaseLogger } from 'fastify';
import type { MessageSummary } from '../../../domain/schemas/message.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { createMailer, type MailSettings } from '../../integrations/mail/smtp-mailer.js';
import { createSmsGateway, type SmsSettings } from '../../integrations/sms/http-sms-gateway.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { getConfig } from '../config/service.js';
import {
  branchNewOrderEmailDraft,
  branchNewOrderSmsDraft,
  orderEventDrafts,
  type MessageDraft,
} from './compose.js';
import { createMessageDelivery, DELIVERY_QUEUE } from './delivery.js';
import type { Notifications, OrderNotificationEvent } from './notifications.js';
import { buildOrderView, type OrderMessageSource } from './order-view.js';
import {
  findOrderWithBranch,
  insertMessages,
  listMessagesOfOrder,
  listOrderItems,
  listStalePendingMessageIds,
} from './queries.js';
import { loginLinkEmail } from './templates/login-link-email.js';

export type NotificationSettings = {
  /** The origin guests reach the shop at, for the status and login links in the mails. */
  publicBaseUrl: string;
  mail?: MailSettings | undefined;
  sms?: SmsSettings | undefined;
  /** A message still 'pending' this long after it was recorded lost its job and is queued again. */
  requeuePendingAfterSeconds?: number;
  requeueIntervalMs?: number;
};

export const notificationMessages = {
  branchHasNoEmail: 'Die Filiale hat keine E-Mail-Adresse hinterlegt.',
  branchHasNoPhone: 'Die Filiale hat keine Telefonnummer hinterlegt.',
  smsPluginOff: 'Der SMS-Versand ist in der Konfiguration ausgeschaltet.',
  orderNotFound: 'Die Bestellung wurde nicht gefunden.',
} as const;

export type NotificationService = Notifications & { close(): void };

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

export async function createNotifications(deps: {
  db: Db;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  settings: NotificationSettings;
}): Promise<NotificationService> {
  const { db, jobs, logger, settings } = deps;
  const mailer = createMailer(settings.mail ?? {});
  const delivery = createMessageDelivery({ db, mailer, sms: createSmsGateway(settings.sms ?? {}) });
  await jobs.define<{ messageId: number }>({
    name: DELIVERY_QUEUE,
    policy: 'stately',
    concurrency: 2,
    expireInSeconds: 180,
    handler: ({ messageId }) => delivery.deliver(messageId),
  });

  async function queue(ids: number[]) {
    try {
      await jobs.sendMany(
        DELIVERY_QUEUE,
        ids.map((id) => ({ data: { messageId: id }, singletonKey: `message:${id}` })),
      );
    } catch (error) {
      // The rows are recorded; the requeue task finds them, so the caller's work need not fail here.
      logger.error({ err: error, messageIds: ids }, 'messages recorded but not queued');
    }
  }

  const messageRows = (drafts: MessageDraft[], ids: { orderId?: number; branchId?: number }) =>
    drafts.map((draft) => ({
      channel: draft.channel,
      template: draft.template,
      recipient: draft.recipient,
      subject: draft.subject,
      data: draft.data,
      orderId: ids.orderId ?? null,
      branchId: ids.branchId ?? null,
    }));

  async function record(drafts: MessageDraft[], ids: { orderId?: number; branchId?: number }) {
    await queue(await insertMessages(db, messageRows(drafts, ids)));
  }

  const orderEventRows = (source: OrderMessageSource, event: OrderNotificationEvent) =>
    messageRows(
      orderEventDrafts(event, buildOrderView({ ...source, publicBaseUrl: settings.publicBaseUrl }), {
        smsEnabled: source.config.enablePluginSms,
      }),
      { orderId: source.order.id, branchId: source.branch.id },
    );

  async function loadOrder(orderId: number): Promise<OrderMessageSource> {
    const row = await findOrderWithBranch(db, orderId);
    if (!row) throw new HttpError(404, notificationMessages.orderNotFound);
    const [items, config] = await Promise.all([listOrderItems(db, orderId), getConfig(db)]);
    return { ...row, items, config };
  }

  const requeueAfter = settings.requeuePendingAfterSeconds ?? 180;
  jobs.every(settings.requeueIntervalMs ?? 60_000, async () => {
    await queue(await listStalePendingMessageIds(db, requeueAfter));
  });

  return {
    async orderEvent(orderId, event) {
      await queue(await insertMessages(db, orderEventRows(await loadOrder(orderId), event)));
    },

    async recordOrderEvent(tx, source, event) {
      let rows;
      try {
        rows = orderEventRows(source, event);
      } catch (error) {
        // A mail that cannot be written must not cost the guest the order it is about.
        logger.error({ err: error, orderId: source.order.id, event }, 'order messages could not be composed');
        return [];
      }
      return insertMessages(tx, rows);
    },

    queueMessages: queue,

    async loginLink(input) {
      const config = await getConfig(db);
      const rendered = loginLinkEmail({ ...input, shopName: config.shopName });
      await record(
        [
          {
            channel: 'email',
            template: 'login-link',
            recipient: input.email,
            subject: rendered.subject,
            // The link signs in whoever holds it: the stored copy loses it once the mail is out.
            data: { html: rendered.html, text: rendered.text, replyTo: null, redact: [input.url] },
          },
        ],
        {},
      );
    },

    async resendNewOrder(orderId, channel) {
      const source = await loadOrder(orderId);
      if (channel === 'sms' && !source.config.enablePluginSms)
        throw new HttpError(422, notificationMessages.smsPluginOff);
      const view = buildOrderView({ ...source, publicBaseUrl: settings.publicBaseUrl });
      const draft = channel === 'email' ? branchNewOrderEmailDraft(view) : branchNewOrderSmsDraft(view);
      if (!draft) {
        throw new HttpError(
          422,
          channel === 'email' ? notificationMessages.branchHasNoEmail : notificationMessages.branchHasNoPhone,
        );
      }
      await record([draft], { orderId, branchId: source.branch.id });
    },

    async listForOrder(orderId): Promise<MessageSummary[]> {
      const rows = await listMessagesOfOrder(db, orderId);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        template: row.template,
        recipient: row.recipient,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        providerStatus: row.providerStatus,
        sentAt: row.sentAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    close: () => mailer.close(),
  };
}
