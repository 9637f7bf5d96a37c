import type { FastifyBaseLogger } from 'fastify';
import type { MessageSummary } from '../../domain/schemas/message.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/http-error.js';
import { createMailer, type MailSettings } from '../integrations/mail/smtp-mailer.js';
import { createSmsGateway, type SmsSettings } from '../integrations/sms/http-sms-gateway.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { getConfig } from '../content/index.js';
import {
  branchNewOrderEmailDraft,
  branchNewOrderSmsDraft,
  orderEventDrafts,
  type MessageDraft,
} from './compose.js';
import { createMessageDelivery } from './delivery.js';
import type { Notifications, OrderNotificationEvent, OrderRows } from './notifications.js';
import { buildOrderView, type OrderMessageSource } from './order-view.js';
import { createPushChannel, type PushChannel, type PushSettings } from './push/service.js';
import {
  findOrderWithBranch,
  insertMessages,
  listMessagesOfOrder,
  listOrderItems,
  messageInsert,
  type MessageRow,
} from './queries.js';
import { loginLinkEmail } from './templates/login-link-email.js';

export type NotificationSettings = {
  /** The origin guests reach the shop at, for the status and login links in the mails. */
  publicBaseUrl: string;
  mail?: MailSettings | undefined;
  sms?: SmsSettings | undefined;
  push?: PushSettings | undefined;
  /** How often delivery looks for messages other instances wrote or whose retry is due. */
  pollIntervalMs?: number;
};

export const notificationMessages = {
  branchHasNoEmail: 'Die Filiale hat keine E-Mail-Adresse hinterlegt.',
  branchHasNoPhone: 'Die Filiale hat keine Telefonnummer hinterlegt.',
  smsPluginOff: 'Der SMS-Versand ist in der Konfiguration ausgeschaltet.',
  orderNotFound: 'Die Bestellung wurde nicht gefunden.',
} as const;

export type NotificationService = Notifications & { push: PushChannel; close(): void };

/** A recorded message as staff see it: where it went and what its provider answered. */
export function messageSummary(row: MessageRow): MessageSummary {
  return {
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
  };
}

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
  const push = await createPushChannel(db, settings.push ?? {});
  const delivery = createMessageDelivery({
    db,
    mailer,
    sms: createSmsGateway(settings.sms ?? {}),
    push,
    logger,
    retryDelayAfter: (attempt) => jobs.retryDelayAfter(attempt),
  });
  const worker = jobs.tableWorker({
    name: 'deliver-messages',
    work: delivery.work,
    countDue: delivery.countDue,
    batchSize: delivery.batchSize,
    intervalMs: settings.pollIntervalMs ?? 2_000,
  });

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
    await insertMessages(db, messageRows(drafts, ids));
    worker.wake();
  }

  const viewOf = (source: OrderMessageSource) =>
    buildOrderView({ ...source, publicBaseUrl: settings.publicBaseUrl });
  const orderEventDraftsOf = (source: OrderMessageSource, event: OrderNotificationEvent) =>
    orderEventDrafts(event, viewOf(source), { smsEnabled: source.config.enablePluginSms });
  const orderIds = (source: OrderMessageSource) => ({ orderId: source.order.id, branchId: source.branch.id });

  async function loadOrder(order: number | OrderRows): Promise<OrderMessageSource> {
    if (typeof order !== 'number') return { ...order, config: await getConfig(db) };
    const row = await findOrderWithBranch(db, order);
    if (!row) throw new HttpError(404, notificationMessages.orderNotFound);
    const [items, config] = await Promise.all([listOrderItems(db, order), getConfig(db)]);
    return { ...row, items, config };
  }

  return {
    async orderEvent(order, event) {
      const source = await loadOrder(order);
      // Browsers that asked to hear of this order get the news as a push notification as well.
      const pushes = await push.drafts(source.order.id, event, viewOf(source));
      await record([...orderEventDraftsOf(source, event), ...pushes], orderIds(source));
    },

    orderEventInsert(source, event) {
      let rows;
      try {
        rows = messageRows(orderEventDraftsOf(source, event), orderIds(source));
      } catch (error) {
        // A mail that cannot be written must not cost the guest the order it is about.
        logger.error({ err: error, orderId: source.order.id, event }, 'order messages could not be composed');
        return undefined;
      }
      return rows.length === 0 ? undefined : messageInsert(rows);
    },

    deliverSoon: () => worker.wake(),

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
      const view = viewOf(source);
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
      return (await listMessagesOfOrder(db, orderId)).map(messageSummary);
    },

    push,

    close: () => mailer.close(),
  };
}
