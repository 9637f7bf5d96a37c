import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, messages, orders } from '../../src/server/db/schema/index.js';
import { loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

type Link = { id: number; uid: string; hash: string };

describe.each(testDatabases)('the public order on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
  });
  afterAll(async () => t?.close());

  const place = async (overrides: Record<string, unknown> = {}): Promise<Link> => {
    const response = await postOrder(t.app, takeawayOrder(demo, overrides));
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };
  const call = (link: Pick<Link, 'uid' | 'hash'>, action = '', payload?: object) =>
    t.app.inject({
      method: action === '' ? 'GET' : 'POST',
      url: `/api/orders/public/${link.uid}/${link.hash}${action}`,
      ...(payload ? { payload } : {}),
    });
  const propose = (order: Link, iso: string) =>
    t.database.db
      .update(orders)
      .set({ counterAppointment: new Date(iso) })
      .where(eq(orders.id, order.id));

  it('shows the order behind its link as it was answered at checkout', async () => {
    const placed = await postOrder(t.app, takeawayOrder(demo));
    const link: Link = placed.json().data;
    const response = await call(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(placed.json());
    expect(JSON.stringify(response.json())).not.toContain('anna.huber@example.at');
  });

  it('answers a wrong hash and a wrong uid with the same 404', async () => {
    const link = await place();
    const wrongHash = await call({ uid: link.uid, hash: '0'.repeat(32) });
    const wrongUid = await call({ uid: 'AAAAAAAAAAAAAAAA', hash: link.hash });
    const shortHash = await call({ uid: link.uid, hash: link.hash.slice(1) });
    for (const response of [wrongHash, wrongUid, shortHash]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [{ message: 'Diese Bestellung wurde nicht gefunden.' }] });
    }
    expect(
      (await call({ uid: link.uid, hash: '0'.repeat(32) }, '/confirm-counter-appointment')).statusCode,
    ).toBe(404);
  });

  it('records the placed notifications of an order paid at pickup', async () => {
    const link = await place();
    const recorded = await t.database.db.select().from(messages).where(eq(messages.orderId, link.id));
    expect(recorded.length).toBeGreaterThan(0);
  });

  describe('counter-appointment', () => {
    it('accepting makes the proposed time the appointment and confirms the order', async () => {
      const link = await place();
      await propose(link, '2026-11-20T14:00:00+01:00');
      const accepted = await call(link, '/confirm-counter-appointment');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data).toMatchObject({
        appointment: '2026-11-20T13:00:00.000Z',
        counterAppointment: null,
        isConfirmed: true,
        isCanceled: false,
      });
      const again = await call(link, '/reject-counter-appointment');
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].message).toBe(
        'Zu dieser Bestellung gibt es keinen offenen Terminvorschlag.',
      );
      expect((await call(link)).json().data.isCanceled).toBe(false);
    });

    it('declining cancels the order', async () => {
      const link = await place();
      await propose(link, '2026-11-20T14:00:00+01:00');
      const declined = await call(link, '/reject-counter-appointment');
      expect(declined.statusCode).toBe(200);
      expect(declined.json().data).toMatchObject({ isCanceled: true });
      expect((await call(link, '/confirm-counter-appointment')).statusCode).toBe(409);
    });

    it('cannot be answered without a proposal or once the shop confirmed', async () => {
      const none = await place();
      expect((await call(none, '/confirm-counter-appointment')).statusCode).toBe(409);
      const confirmed = await place();
      await propose(confirmed, '2026-11-20T14:00:00+01:00');
      await t.database.db.update(orders).set({ isConfirmed: true }).where(eq(orders.id, confirmed.id));
      const response = await call(confirmed, '/reject-counter-appointment');
      expect(response.statusCode).toBe(409);
      expect((await call(confirmed)).json().data.isCanceled).toBe(false);
    });
  });

  describe('questionnaire', () => {
    const ratings = { rating: 5, foodRating: 4, serviceRating: 5, processRating: 3, comment: ' Sehr gut! ' };

    it('takes four ratings once', async () => {
      const link = await place();
      const sent = await call(link, '/questionnaire', ratings);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data.questionnaireRating).toBe(5);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, link.id));
      expect(row).toMatchObject({ questionnaireFoodRating: 4, questionnaireComment: 'Sehr gut!' });
      const twice = await call(link, '/questionnaire', ratings);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().errors[0].message).toBe(
        'Bewertung konnte nicht gesendet werden: Diese Bestellung wurde bereits bewertet.',
      );
    });

    it('refuses missing and out-of-range ratings by field and stores nothing', async () => {
      const link = await place();
      // JSON leaves the undefined foodRating out.
      const response = await call(link, '/questionnaire', {
        ...ratings,
        foodRating: undefined,
        serviceRating: 6,
        processRating: 2.5,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'foodRating', message: 'Bitte bewerten Sie mit 1 bis 5 Sternen.' },
          { field: 'serviceRating', message: 'Bitte bewerten Sie mit 1 bis 5 Sternen.' },
          { field: 'processRating', message: 'Bitte bewerten Sie mit 1 bis 5 Sternen.' },
        ]),
      );
      expect((await call(link)).json().data.questionnaireRating).toBeNull();
    });

    it('is closed while the shop does not collect ratings', async () => {
      const link = await place();
      const [stored] = await t.database.db.select().from(config);
      await t.database.db
        .update(config)
        .set({ value: { ...stored!.value, enablePluginOrderReviews: false } });
      const response = await call(link, '/questionnaire', ratings);
      await t.database.db.update(config).set({ value: stored!.value });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].message).toBe(
        'Bewertung konnte nicht gesendet werden: Bewertungen sind derzeit nicht möglich.',
      );
    });
  });
});
