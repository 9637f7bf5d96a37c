import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, messages, requestLog, requests } from '../../src/server/db/schema/index.js';
import { breakfastBody, contactBody, onePerson, submit } from './request-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('breakfast and contact requests ($name)', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let dornbirnStaff: StaffSession;
  let bregenzStaff: StaffSession;
  let dornbirnId: number;

  beforeAll(async () => {
    t = await createTestApp(target);
    const rows = await t.database.db
      .select({ id: branches.id, identifier: branches.identifier })
      .from(branches);
    const idOf = (identifier: string) => rows.find((row) => row.identifier === identifier)!.id;
    dornbirnId = idOf('dornbirn');
    admin = await signInAs(t, { email: 'chefin@tischlein.test', roles: ['ROLE_ADMIN'] });
    dornbirnStaff = await signInAs(t, {
      email: 'dornbirn@tischlein.test',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [dornbirnId],
    });
    bregenzStaff = await signInAs(t, {
      email: 'bregenz@tischlein.test',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [idOf('bregenz')],
    });
  });
  afterAll(async () => t?.close());

  const rowsOf = (id: number) => t.database.db.select().from(requests).where(eq(requests.id, id));
  const mailsOf = (id: number) => t.database.db.select().from(messages).where(eq(messages.requestId, id));

  it('offers the breakfast days: from half an hour after opening, closed and noted restricted days', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/breakfast/availability' });
    expect(response.statusCode).toBe(200);
    const { branch, days } = response.json().data;
    expect(branch.id).toBe(dornbirnId);
    expect(days).toHaveLength(days.length);
    const saturday = days.find((day: { date: string }) => day.date === '2026-11-21');
    // Saturday opens 07:30, so breakfast starts at 08:00 and runs to the closing at 19:00.
    expect(saturday.slots).toEqual([{ start: '2026-11-21T07:00:00.000Z', end: '2026-11-21T18:00:00.000Z' }]);
    // Today: from now (09:30) on, not from the opening.
    expect(days[0].date).toBe('2026-11-20');
    expect(days[0].slots[0].start).toBe('2026-11-20T08:30:00.000Z');
    expect(days.some((day: { date: string }) => day.date === '2026-12-31')).toBe(false);
    expect(days.find((day: { date: string }) => day.date === '2026-12-24')?.note).toMatch(/Heiligabend/);
    expect(days.length).toBeLessThanOrEqual(180);
  });

  it('stores a breakfast request once with its log, the guest receipt and the branch notice', async () => {
    const response = await submit(t, 'breakfast-forms', breakfastBody());
    expect(response.statusCode).toBe(201);
    const { id, kind } = response.json().data;
    expect(kind).toBe('breakfast');
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ status: 'new', persons: 3, branchId: dornbirnId, name: 'Hanna Gast' });
    expect(row?.slotStart?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    const log = await t.database.db.select().from(requestLog).where(eq(requestLog.requestId, id));
    expect(log.map((entry) => entry.action)).toEqual(['received']);
    const mails = await mailsOf(id);
    expect(mails.map((mail) => [mail.template, mail.recipient]).sort()).toEqual([
      ['branch-new-request', 'dornbirn@cafe-tischlein.example'],
      ['request-received', 'hanna@gast.example'],
    ]);
    const text = (mails.find((mail) => mail.template === 'request-received')?.data as { text: string }).text;
    expect(text).toContain('2 x Erwachsene: Wiener Frühstück, Veganes Frühstück');
    expect(text).toContain('1 x Kinder bis 12 Jahre: Kinderfrühstück');
  });

  it.each([
    [400, 'name', { name: 'H' }],
    [400, 'phone', { phone: '12345' }],
    [400, 'email', { email: 'hanna@gast' }],
    [400, 'date', { date: 'morgen' }],
    [
      422,
      'breakfastConfig',
      { breakfastConfig: { Erwachsene: { amount: 2, people: { '1': 'Wiener Frühstück' } } } },
    ],
    [
      422,
      'breakfastConfig',
      { breakfastConfig: { Senioren: { amount: 1, people: { '1': 'Wiener Frühstück' } } } },
    ],
    [422, 'breakfastConfig', { breakfastConfig: { Erwachsene: { amount: 1, people: { '1': 'Pizza' } } } }],
    [422, 'groupAmount', { breakfastConfig: { Erwachsene: { amount: 0, people: {} } } }],
    [422, 'date', { date: '2026-11-21T02:00:00.000Z' }],
    [422, 'date', { date: '2026-11-19T08:00:00.000Z' }],
    [422, 'date', { date: '2027-06-01T08:00:00.000Z' }],
  ])('answers %i with a German error on %s', async (status, field, over) => {
    const before = await t.database.db.$count(requests);
    const response = await submit(t, 'breakfast-forms', breakfastBody(over));
    expect(response.statusCode).toBe(status);
    const [error] = response.json().errors;
    expect(error.field).toBe(field);
    expect(error.message).toMatch(/[äöüß]|Bitte|Termin|Dieser|Diese|Zum/);
    expect(await t.database.db.$count(requests)).toBe(before);
  });

  it('stores a double click once: the same key answers the first request, another body is refused', async () => {
    const key = randomUUID();
    const body = breakfastBody({ date: '2026-11-21T09:00:00.000Z' });
    const first = await submit(t, 'breakfast-forms', body, { key });
    const second = await submit(t, 'breakfast-forms', { ...body, fillMs: 46_000 }, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await t.database.db.$count(requests, eq(requests.idempotencyKey, key))).toBe(1);
    const other = await submit(t, 'breakfast-forms', breakfastBody({ name: 'Jemand Anderer' }), { key });
    expect(other.statusCode).toBe(422);
  });

  it('keeps spam out: honeypot, minimum fill time and a limit per address', async () => {
    const before = await t.database.db.$count(requests);
    const bot = await submit(t, 'forms', contactBody({ website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(201);
    expect(await t.database.db.$count(requests)).toBe(before);
    const hasty = await submit(t, 'forms', contactBody({ fillMs: 800 }));
    expect(hasty.statusCode).toBe(422);
    const unsure = await submit(t, 'forms', contactBody({ fillMs: undefined }));
    expect(unsure.statusCode).toBe(422);
    const ip = '192.0.2.77';
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push((await submit(t, 'forms', contactBody(), { ip })).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('refuses seats beyond the slot capacity and stops offering a full slot', async () => {
    // Sunday 22 November, 10:00 (24 seats per slot in the demo block).
    const date = '2026-11-22T09:00:00.000Z';
    const big = breakfastBody({
      date,
      breakfastConfig: {
        Erwachsene: {
          amount: 23,
          people: Object.fromEntries(
            Array.from({ length: 23 }, (_, i) => [String(i + 1), 'Wiener Frühstück']),
          ),
        },
      },
    });
    expect((await submit(t, 'breakfast-forms', big)).statusCode).toBe(201);
    const two = breakfastBody({
      date: '2026-11-22T09:15:00.000Z',
      breakfastConfig: {
        Erwachsene: { amount: 2, people: { '1': 'Wiener Frühstück', '2': 'Wiener Frühstück' } },
      },
    });
    const refused = await submit(t, 'breakfast-forms', two);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ field: 'date' });
    expect(refused.json().errors[0].message).toMatch(/nicht mehr genug Plätze/);
    expect((await submit(t, 'breakfast-forms', onePerson('2026-11-22T09:25:00.000Z'))).statusCode).toBe(201);
    const days = (await t.app.inject({ method: 'GET', url: '/api/breakfast/availability' })).json().data.days;
    const sunday = days.find((day: { date: string }) => day.date === '2026-11-22');
    expect(sunday.slots).toEqual([
      { start: '2026-11-22T07:30:00.000Z', end: '2026-11-22T09:00:00.000Z' },
      { start: '2026-11-22T09:30:00.000Z', end: '2026-11-22T17:00:00.000Z' },
    ]);
  });

  it('stores a contact request with its plates and checks its fields', async () => {
    const response = await submit(t, 'forms', contactBody());
    expect(response.statusCode).toBe(201);
    const [row] = await rowsOf(response.json().data.id);
    expect(row).toMatchObject({ kind: 'contact', status: 'new', branchId: dornbirnId });
    const receipt = (await mailsOf(row!.id)).find((mail) => mail.template === 'request-received');
    expect((receipt?.data as { text: string }).text).toContain('2 x Standardbrettle mit Wurst');
    const past = await submit(t, 'forms', contactBody({ date: '2026-11-19T07:30:00.000Z' }));
    expect(past.statusCode).toBe(422);
    expect(past.json().errors[0]).toMatchObject({ field: 'date' });
    const bad = await submit(t, 'forms', contactBody({ name: 'K', phone: '123' }));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['name', 'phone']);
  });

  it('lets staff of the branch answer, note and resend; others see nothing', async () => {
    const { id } = (
      await submit(t, 'breakfast-forms', breakfastBody({ date: '2026-11-27T08:00:00.000Z' }))
    ).json().data;

    const foreign = await bregenzStaff.request({ method: 'GET', url: '/api/requests' });
    expect(foreign.json().data.some((request: { id: number }) => request.id === id)).toBe(false);
    expect((await bregenzStaff.request({ method: 'GET', url: `/api/requests/${id}` })).statusCode).toBe(404);
    const foreignConfirm = await bregenzStaff.request({
      method: 'POST',
      url: `/api/requests/${id}/confirm`,
      payload: {},
    });
    expect(foreignConfirm.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/requests' })).statusCode).toBe(401);

    const listed = await dornbirnStaff.request({
      method: 'GET',
      url: '/api/requests?status=new&date=2026-11-27',
    });
    expect(listed.json().data.map((request: { id: number }) => request.id)).toEqual([id]);
    const count = await dornbirnStaff.request({ method: 'GET', url: '/api/requests/count' });
    expect(count.json().data.new).toBeGreaterThan(0);
    expect((await bregenzStaff.request({ method: 'GET', url: '/api/requests/count' })).json().data.new).toBe(
      0,
    );

    const noted = await dornbirnStaff.request({
      method: 'PUT',
      url: `/api/requests/${id}/note`,
      payload: { note: 'Tisch 4' },
    });
    expect(noted.json().data.note).toBe('Tisch 4');

    const confirmed = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/requests/${id}/confirm`,
      payload: { message: 'Wir freuen uns auf Sie!' },
    });
    expect(confirmed.statusCode).toBe(200);
    const detail = confirmed.json().data;
    expect(detail.status).toBe('confirmed');
    expect(detail.log.map((entry: { action: string }) => entry.action)).toEqual([
      'received',
      'note',
      'confirmed',
    ]);
    expect(detail.log[2].userName).toBe('dornbirn');
    const answer = detail.messages.find(
      (message: { template: string }) => message.template === 'request-confirmed',
    );
    expect(answer.recipient).toBe('hanna@gast.example');
    const [answerRow] = await t.database.db.select().from(messages).where(eq(messages.id, answer.id));
    expect((answerRow?.data as { text: string }).text).toContain('Wir freuen uns auf Sie!');

    const again = await admin.request({
      method: 'POST',
      url: `/api/requests/${id}/decline`,
      payload: { message: '' },
    });
    expect(again.statusCode).toBe(409);

    const resent = await admin.request({
      method: 'POST',
      url: `/api/requests/${id}/messages/${answer.id}/resend`,
    });
    expect(resent.statusCode).toBe(200);
    expect(
      resent.json().data.messages.filter((m: { template: string }) => m.template === 'request-confirmed'),
    ).toHaveLength(2);
    expect(resent.json().data.log.at(-1).action).toBe('resent');
  });

  it('frees the seats of a declined request', async () => {
    const date = '2026-11-28T10:00:00.000Z';
    const full = breakfastBody({
      date,
      breakfastConfig: {
        Erwachsene: {
          amount: 24,
          people: Object.fromEntries(
            Array.from({ length: 24 }, (_, i) => [String(i + 1), 'Wiener Frühstück']),
          ),
        },
      },
    });
    const { id } = (await submit(t, 'breakfast-forms', full)).json().data;
    expect((await submit(t, 'breakfast-forms', onePerson(date))).statusCode).toBe(422);
    await admin.request({
      method: 'POST',
      url: `/api/requests/${id}/decline`,
      payload: { message: 'Leider voll.' },
    });
    expect((await submit(t, 'breakfast-forms', onePerson(date))).statusCode).toBe(201);
  });
});
