import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.js';
import {
  branches,
  config,
  messages,
  orderItems,
  orders,
  products,
} from '../../src/server/db/schema/index.js';
import { notificationMessages } from '../../src/server/messaging/service.js';
import { startFakeSms, type FakeSms } from '../support/fake-sms.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const publicBaseUrl = 'https://tischlein.example';
const from = 'Café Tischlein <bestellung@tischlein.example>';
const branchEmail = 'dornbirn@cafe-tischlein.example';
// Short retry delays and polling, so a retry after an outage happens within the test.
const jobs = { retryDelaySeconds: 1, retryLimit: 5, pollingIntervalSeconds: 0.5 };

type MessageRow = typeof messages.$inferSelect;

let ordersInserted = 0;

/** An order as the orders module stores it: 2 × the first product, takeaway, cash, ticket number 42. */
async function insertOrder(db: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  const [branch] = await db.select().from(branches).where(eq(branches.identifier, 'dornbirn'));
  const [product] = await db.select().from(products).limit(1);
  if (!branch || !product) throw new Error('demo data missing');
  const [order] = await db
    .insert(orders)
    .values({
      branchId: branch.id,
      uid: randomBytes(12).toString('base64url'),
      hash: randomBytes(16).toString('hex'),
      // Ticket numbers are unique per branch and day: every order gets a day of its own.
      ticketDate: `2026-10-${String(++ordersInserted).padStart(2, '0')}`,
      ticketNumber: 42,
      method: 'takeaway',
      firstName: 'Maria',
      lastName: 'Muster',
      email: 'maria@example.at',
      phone: '+436641234567',
      appointment: new Date('2026-11-20T11:30:00Z'),
      comment: 'Bitte <b>ohne</b> Zwiebel',
      itemsGross: 2 * product.price,
      totalGross: 2 * product.price,
      totalNet: Math.round((2 * product.price) / 1.1),
      totalTax: 2 * product.price - Math.round((2 * product.price) / 1.1),
      taxes: [],
      ...values,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  await db.insert(orderItems).values({
    orderId: order.id,
    position: 0,
    productId: product.id,
    product: {
      uid: product.uid,
      name: product.name,
      description: product.description,
      type: product.type,
      allergens: product.allergens,
      price: product.price,
      unit: product.unit,
      calculationModel: product.calculationModel,
    },
    amount: 2,
    unit: 'piece',
    unitPrice: product.price,
    total: 2 * product.price,
    taxRate: 10,
  });
  return { order, product };
}

async function messagesOf(db: Db, orderId: number) {
  return db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(messages.id);
}

/** Polls the messages table until `accept` holds, the way staff would reload the order. */
async function waitForMessages(
  db: Db,
  orderId: number,
  accept: (rows: MessageRow[]) => boolean,
  timeoutMs = 15_000,
): Promise<MessageRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await messagesOf(db, orderId);
    if (accept(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`messages never matched: ${JSON.stringify(rows, null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function setSmsPlugin(db: Db, enabled: boolean) {
  await db
    .update(config)
    .set({ value: sql`${config.value} || ${JSON.stringify({ enablePluginSms: enabled })}::jsonb` });
}

describe.each(testDatabases)('order notifications on $name', (target) => {
  let t: TestApp;
  let sink: SmtpSink;
  let sms: FakeSms;

  beforeAll(async () => {
    sink = await startSmtpSink();
    sms = await startFakeSms();
    t = await createTestApp(target, {
      deps: {
        publicBaseUrl,
        notifications: {
          mail: { smtpUrl: sink.url, from },
          sms: { apiUrl: sms.url, token: 'sms-secret' },
          // Looks for due messages five times a second instead of every two seconds.
          pollIntervalMs: 200,
        },
        jobs,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
    await sms?.close();
  });
  beforeEach(async () => {
    sink.mails.length = 0;
    sms.received.length = 0;
    await setSmsPlugin(t.database.db, false);
  });

  it('sends the guest confirmation and the branch e-mail for a placed order, and records what SMTP said', async () => {
    const { order, product } = await insertOrder(t.database.db);
    await t.app.notifications.orderEvent(order.id, 'placed');
    await t.app.jobs.drain();

    const [guest] = await sink.waitForMails('maria@example.at');
    const statusUrl = `${publicBaseUrl}/status/${order.uid}/${order.hash}`;
    expect(guest?.parsed.subject).toBe('Ihre Bestellung Nr. 42 bei Café Tischlein Dornbirn Marktplatz');
    expect(guest?.parsed.from?.text).toContain('bestellung@tischlein.example');
    expect(guest?.parsed.replyTo?.text).toBe(branchEmail);
    expect(guest?.parsed.text).toContain(`Bestellstatus ansehen: ${statusUrl}`);
    expect(guest?.parsed.text).toContain(`2 Stk. ${product.name}`);
    expect(guest?.parsed.html).toContain(`href="${statusUrl}"`);
    expect(guest?.parsed.html).toContain('Bitte &lt;b&gt;ohne&lt;/b&gt; Zwiebel');

    const [branch] = await sink.waitForMails(branchEmail);
    expect(branch?.parsed.subject).toBe('Neue Bestellung Nr. 42: Takeaway, 20.11. 12:30');
    expect(branch?.parsed.replyTo?.text).toBe('maria@example.at');
    expect(branch?.parsed.text).toContain('Telefon: +436641234567');

    const rows = await messagesOf(t.database.db, order.id);
    expect(rows.map((row) => [row.template, row.channel, row.recipient, row.status, row.attempts])).toEqual([
      ['order-confirmation', 'email', 'maria@example.at', 'sent', 1],
      ['branch-new-order', 'email', branchEmail, 'sent', 1],
    ]);
    for (const row of rows) {
      expect(row.providerStatus).toMatch(/^250 /);
      expect(row.providerMessageId).toMatch(/^<.+@.+>$/);
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    // The SMS plugin is off: no SMS, not even a failed one.
    expect(sms.received).toEqual([]);
    expect(await t.app.notifications.listForOrder(order.id)).toMatchObject([
      { template: 'order-confirmation', status: 'sent', attempts: 1 },
      { template: 'branch-new-order', status: 'sent', attempts: 1 },
    ]);
  });

  it('sends the branch an SMS through the provider when the SMS plugin is on', async () => {
    await setSmsPlugin(t.database.db, true);
    const { order } = await insertOrder(t.database.db);
    await t.app.notifications.orderEvent(order.id, 'placed');
    await t.app.jobs.drain();

    expect(sms.received).toHaveLength(1);
    const [received] = sms.received;
    expect(received?.headers.authorization).toBe('Bearer sms-secret');
    expect(received?.body).toMatchObject({ to: '+435572203140', from: 'Cafe Tischl' });
    expect(received?.body.text).toMatch(
      /^Neue Bestellung Nr\. 42 – Takeaway, 20\.11\. 12:30 – 1 Produkt, €\s[\d,]+ – Maria Muster \+436641234567$/u,
    );
    const row = (await messagesOf(t.database.db, order.id)).find((message) => message.channel === 'sms');
    expect(row).toMatchObject({
      template: 'branch-new-order-sms',
      recipient: '+43 5572 203140',
      status: 'sent',
      attempts: 1,
      providerMessageId: 'sms-1',
    });
    expect(row?.providerStatus).toMatch(/^HTTP 201 /);
  });

  it('records an SMS provider outage on the message and retries until the provider takes it', async () => {
    await setSmsPlugin(t.database.db, true);
    sms.failNext(503);
    const { order } = await insertOrder(t.database.db, { email: null });
    await t.app.notifications.orderEvent(order.id, 'placed');

    await waitForMessages(t.database.db, order.id, (rows) =>
      rows.some((row) => row.channel === 'sms' && row.status === 'failed'),
    );
    const failed = (await messagesOf(t.database.db, order.id)).find((row) => row.channel === 'sms');
    expect(failed?.providerStatus).toMatch(/^HTTP 503 /);

    const rows = await waitForMessages(t.database.db, order.id, (all) =>
      all.some((row) => row.channel === 'sms' && row.status === 'sent'),
    );
    expect(rows.find((row) => row.channel === 'sms')?.attempts).toBe(2);
    expect(sms.received).toHaveLength(1);
    // Without a guest address only the branch hears of the order.
    expect(rows.map((row) => row.template)).toEqual(['branch-new-order', 'branch-new-order-sms']);
  });

  it('keeps a mail failed with the SMTP error while the server is down and sends it once it is back', async () => {
    await sink.stop();
    const { order } = await insertOrder(t.database.db);
    await t.app.notifications.orderEvent(order.id, 'placed');

    const down = await waitForMessages(
      t.database.db,
      order.id,
      (rows) => rows.length === 2 && rows.every((row) => row.status === 'failed'),
    );
    for (const row of down) {
      expect(row.providerStatus).toContain('ECONNREFUSED');
      expect(row.sentAt).toBeNull();
    }

    await sink.restart();
    const sent = await waitForMessages(t.database.db, order.id, (rows) =>
      rows.every((row) => row.status === 'sent'),
    );
    for (const row of sent) {
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.providerStatus).toMatch(/^250 /);
    }
    expect(await sink.waitForMails('maria@example.at')).toHaveLength(1);
    expect(sink.mails.filter((mail) => mail.to.includes('maria@example.at'))).toHaveLength(1);
  });

  it('does not retry a recipient the mail server refuses for good', async () => {
    sink.refuseRecipient('nobody@example.at');
    const { order } = await insertOrder(t.database.db, { email: 'nobody@example.at' });
    await t.app.notifications.orderEvent(order.id, 'placed');
    await t.app.jobs.drain();

    const [guest] = await messagesOf(t.database.db, order.id);
    expect(guest).toMatchObject({ template: 'order-confirmation', status: 'failed', attempts: 1 });
    expect(guest?.providerStatus).toContain('550');
    // Done with, not waiting for a retry.
    expect(guest?.nextAttemptAt).toBeNull();
  });

  it('mails the guest on each status change with the wording of the event', async () => {
    const { order } = await insertOrder(t.database.db, {
      method: 'delivery',
      rejectionMessage: 'Heute leider ausverkauft.',
      counterAppointment: new Date('2026-11-20T13:00:00Z'),
    });
    const events = [
      ['confirmed', 'Ihre Bestellung Nr. 42 wurde bestätigt'],
      ['counter-appointment', 'Neuer Terminvorschlag für Ihre Bestellung Nr. 42'],
      ['in-delivery', 'Ihre Bestellung Nr. 42 wird geliefert'],
      ['completed', 'Ihre Bestellung Nr. 42 wurde zugestellt'],
      ['rejected', 'Ihre Bestellung Nr. 42 wurde storniert'],
    ] as const;
    for (const [event] of events) await t.app.notifications.orderEvent(order.id, event);
    await t.app.jobs.drain();

    const mails = await sink.waitForMails('maria@example.at', events.length);
    expect(mails.map((mail) => mail.parsed.subject).sort()).toEqual(
      events.map(([, subject]) => subject).sort(),
    );
    const rejected = mails.find((mail) => mail.parsed.subject?.endsWith('storniert'));
    expect(rejected?.parsed.text).toContain('Nachricht der Filiale:\nHeute leider ausverkauft.');
    const counter = mails.find((mail) => mail.parsed.subject?.startsWith('Neuer Terminvorschlag'));
    expect(counter?.parsed.text).toContain('Vorgeschlagener Termin: Freitag, 20. November 2026, 14:00 Uhr');
    expect(sink.mails.filter((mail) => mail.to.includes(branchEmail))).toEqual([]);
  });

  it('resends the branch new-order e-mail, and refuses an SMS while the plugin is off', async () => {
    const { order } = await insertOrder(t.database.db);
    await t.app.notifications.resendNewOrder(order.id, 'email');
    await t.app.jobs.drain();
    expect(await sink.waitForMails(branchEmail)).toHaveLength(1);
    await expect(t.app.notifications.resendNewOrder(order.id, 'sms')).rejects.toMatchObject({
      statusCode: 422,
      message: notificationMessages.smsPluginOff,
    });
  });

  it('sends a message recorded without a wake-up (another instance, or a crash after the commit) at the next poll, and leaves a leased one alone', async () => {
    const { order } = await insertOrder(t.database.db);
    const message = (subject: string, nextAttemptAt: Date) => ({
      channel: 'email' as const,
      template: 'order-confirmed',
      orderId: order.id,
      recipient: 'maria@example.at',
      subject,
      data: { html: `<p>${subject}</p>`, text: subject, replyTo: null },
      createdAt: new Date(Date.now() - 10 * 60_000),
      nextAttemptAt,
    });
    const [due, leased] = await t.database.db
      .insert(messages)
      .values([
        // Its sender's lease ran out: the sender died before it could record the attempt.
        message('Bestätigt', new Date(Date.now() - 1_000)),
        // Another instance is sending this one right now.
        message('Noch in Arbeit', new Date(Date.now() + 60_000)),
      ])
      .returning();
    const sent = await waitForMessages(t.database.db, order.id, (rows) =>
      rows.some((row) => row.id === due?.id && row.status === 'sent'),
    );
    expect(sent.find((row) => row.id === due?.id)).toMatchObject({ attempts: 1, nextAttemptAt: null });
    expect(sent.find((row) => row.id === leased?.id)).toMatchObject({ status: 'pending', attempts: 0 });
    const mails = await sink.waitForMails('maria@example.at');
    expect(mails.map((mail) => mail.parsed.text?.trim())).toEqual(['Bestätigt']);
  });
});
