import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/auth/messages.js';
import { viennaInstant, viennaParts } from '../../src/domain/opening-hours/vienna-time.js';
import { timeTrackingMessages as tt } from '../../src/domain/time-tracking/messages.js';
import { renderPdf } from '../support/pdf-render.js';
import { startTimeStaffApp } from './signed-in-app.js';
import type { StaffSession } from './staff-session.js';
import { testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;
const DORNBIRN = 1;
const BREGENZ = 2;
const HOUR = 3_600_000;

type Shift = { id: number; user: number; startsAt: string; endsAt: string };

describe.each(testDatabases)('the time back office on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let anna: StaffSession;
  let ben: StaffSession;

  beforeAll(async () => {
    // Ben works at the other branch, so Dornbirn's week and Anna's sheets are closed to him.
    ({ t, admin, anna, ben } = await startTimeStaffApp(target, BREGENZ));
  }, SETUP_MS);
  afterAll(async () => t?.close());

  const call = (who: StaffSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    who.request({ method, url, ...(payload ? { payload } : {}) });
  const plan = (who: StaffSession, user: number, date: string, from: string, toDate: string, to: string) =>
    call(who, 'POST', '/api/working-schedules', {
      user,
      branch: DORNBIRN,
      startsAt: viennaInstant(date, from).toISOString(),
      endsAt: viennaInstant(toDate, to).toISOString(),
    });
  const week = async (who: StaffSession, monday: string) =>
    call(who, 'GET', `/api/working-schedules/week?branch=${DORNBIRN}&week=${monday}`);
  const wall = (shift: Shift) => {
    const start = viennaParts(new Date(shift.startsAt));
    const end = viennaParts(new Date(shift.endsAt));
    return `${start.date} ${start.time}–${end.date} ${end.time}`;
  };

  describe('the week planner', () => {
    it("shows a branch's week with its people and the shifts starting in it", async () => {
      // The week of Monday 23 March 2026 ends on the night the clocks go forward.
      expect((await plan(anna, anna.userId, '2026-03-24', '08:00', '2026-03-24', '16:00')).statusCode).toBe(
        201,
      );
      expect((await plan(anna, anna.userId, '2026-03-28', '22:00', '2026-03-29', '06:00')).statusCode).toBe(
        201,
      );
      expect((await plan(admin, admin.userId, '2026-03-27', '07:00', '2026-03-27', '11:00')).statusCode).toBe(
        201,
      );
      // Anna already works Tuesday morning of the week after.
      expect((await plan(admin, anna.userId, '2026-03-31', '09:00', '2026-03-31', '12:00')).statusCode).toBe(
        201,
      );

      const answer = await week(anna, '2026-03-23');
      expect(answer.statusCode).toBe(200);
      const data = answer.json().data;
      expect(data.days).toEqual([
        '2026-03-23',
        '2026-03-24',
        '2026-03-25',
        '2026-03-26',
        '2026-03-27',
        '2026-03-28',
        '2026-03-29',
      ]);
      expect(data.staff.map((person: { name: string }) => person.name)).toEqual(['anna', 'leitung']);
      expect(data.shifts.map(wall)).toEqual([
        '2026-03-24 08:00–2026-03-24 16:00',
        '2026-03-27 07:00–2026-03-27 11:00',
        '2026-03-28 22:00–2026-03-29 06:00',
      ]);
    });

    it("keeps other branches' people out, and refuses a week that does not start on Monday", async () => {
      const refused = await week(ben, '2026-03-23');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].message).toBe(authMessages.forbidden);
      const tuesday = await week(admin, '2026-03-24');
      expect(tuesday.statusCode).toBe(400);
      expect(tuesday.json().errors).toEqual([{ message: tt.weekStartsMonday, field: 'week' }]);
      const copy = await call(ben, 'POST', '/api/working-schedules/copy-week', {
        branch: DORNBIRN,
        week: '2026-03-23',
      });
      expect(copy.statusCode).toBe(403);
      expect((await week(admin, '2026-03-30')).json().data.shifts).toHaveLength(1);
    });

    it('copies the week at the same clock times across the clock change, skipping what is already planned', async () => {
      const copied = await call(anna, 'POST', '/api/working-schedules/copy-week', {
        branch: DORNBIRN,
        week: '2026-03-23',
      });
      expect(copied.statusCode).toBe(200);
      expect(copied.json().data).toEqual({ week: '2026-03-30', created: 2, skipped: 1 });

      const shifts: Shift[] = (await week(admin, '2026-03-30')).json().data.shifts;
      expect(shifts.map(wall)).toEqual([
        '2026-03-31 09:00–2026-03-31 12:00',
        '2026-04-03 07:00–2026-04-03 11:00',
        '2026-04-04 22:00–2026-04-05 06:00',
      ]);
      // The night shift of the clock change lasted 7 hours; its copy in summer time lasts 8.
      const night = shifts[2]!;
      expect(new Date(night.endsAt).getTime() - new Date(night.startsAt).getTime()).toBe(8 * HOUR);

      const again = await call(admin, 'POST', '/api/working-schedules/copy-week', {
        branch: DORNBIRN,
        week: '2026-03-23',
      });
      expect(again.json().data).toEqual({ week: '2026-03-30', created: 0, skipped: 3 });
      expect((await week(admin, '2026-03-30')).json().data.shifts).toHaveLength(3);
    });

    it.runIf(target.name === 'postgres')('copies a week once when two copies arrive together', async () => {
      expect((await plan(anna, anna.userId, '2026-05-05', '08:00', '2026-05-05', '12:00')).statusCode).toBe(
        201,
      );
      expect((await plan(anna, anna.userId, '2026-05-07', '08:00', '2026-05-07', '12:00')).statusCode).toBe(
        201,
      );
      const copies = await Promise.all(
        [anna, admin].map((who) =>
          call(who, 'POST', '/api/working-schedules/copy-week', { branch: DORNBIRN, week: '2026-05-04' }),
        ),
      );
      expect(copies.map((answer) => answer.json().data.created).sort()).toEqual([0, 2]);
      expect((await week(admin, '2026-05-11')).json().data.shifts).toHaveLength(2);
    });

    it('logs every copied shift as planned by the person who copied', async () => {
      const logs = (await call(admin, 'GET', '/api/logs?entity=workingSchedule&limit=50')).json().data;
      const copies = logs.filter(
        (entry: { after: Shift | null; user: { id: number } | null }) =>
          entry.after !== null &&
          entry.after.startsAt >= '2026-04-03' &&
          entry.after.startsAt < '2026-04-06' &&
          entry.user?.id === anna.userId,
      );
      expect(copies).toHaveLength(2);
      expect(copies.every((entry: { action: string }) => entry.action === 'create')).toBe(true);
    });
  });

  describe('corrections and the monthly time sheet', () => {
    let shiftId: number;

    it('logs a correction with who changed what', async () => {
      const created = await call(admin, 'POST', '/api/working-activities', {
        user: anna.userId,
        branch: DORNBIRN,
        startedAt: viennaInstant('2026-03-02', '07:00').toISOString(),
        endedAt: viennaInstant('2026-03-02', '14:00').toISOString(),
        pauses: [
          {
            start: viennaInstant('2026-03-02', '11:00').toISOString(),
            end: viennaInstant('2026-03-02', '11:30').toISOString(),
          },
        ],
      });
      expect(created.statusCode).toBe(201);
      const activity = created.json().data;
      shiftId = activity.id;
      const corrected = await call(anna, 'PUT', `/api/working-activities/${shiftId}`, {
        ...activity,
        endedAt: viennaInstant('2026-03-02', '15:00').toISOString(),
      });
      expect(corrected.statusCode).toBe(200);
      expect(corrected.json().data.workedMinutes).toBe(450);

      const logs = (await call(admin, 'GET', `/api/logs?entity=workingActivity&entityId=${shiftId}`)).json()
        .data;
      expect(logs[0]).toMatchObject({
        action: 'update',
        user: { id: anna.userId, name: 'anna' },
        before: { endedAt: viennaInstant('2026-03-02', '14:00').toISOString(), workedMinutes: 390 },
        after: { endedAt: viennaInstant('2026-03-02', '15:00').toISOString(), workedMinutes: 450 },
      });
    });

    it('writes the month as CSV with every day, the sums and the holiday balance', async () => {
      await call(admin, 'PUT', `/api/time-sheets/employment-terms/${anna.userId}`, {
        employedSince: '2024-01-01',
        workingDaysPerWeek: 5,
      });
      for (const payload of [
        {
          startedAt: viennaInstant('2026-03-28', '22:00').toISOString(),
          endedAt: viennaInstant('2026-03-29', '06:00').toISOString(),
        },
        {
          kind: 'holiday',
          startedAt: viennaInstant('2026-03-09', '00:00').toISOString(),
          endedAt: viennaInstant('2026-03-16', '00:00').toISOString(),
        },
      ])
        expect(
          (
            await call(admin, 'POST', '/api/working-activities', {
              user: anna.userId,
              branch: DORNBIRN,
              ...payload,
            })
          ).statusCode,
        ).toBe(201);

      const answer = await call(
        admin,
        'GET',
        `/api/time-sheets/monthly.csv?user=${anna.userId}&month=2026-03`,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe(
        'attachment; filename="arbeitszeit-anna-2026-03.csv"',
      );
      const lines = answer.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines.slice(0, 5)).toEqual([
        'Person;anna',
        'Monat;2026-03',
        'Datum;Tag;Art;Beginn;Ende;Pausen;Arbeitszeit',
        '01.03.2026;So;;;;;',
        '02.03.2026;Mo;Arbeit;07:00;15:00;0:30;7:30',
      ]);
      expect(lines).toContain('09.03.2026;Mo;Urlaub;;;;');
      expect(lines).toContain('15.03.2026;So;Urlaub;;;;');
      expect(lines).toContain('28.03.2026;Sa;Arbeit;22:00;06:00 (+1);0:00;7:00');
      expect(lines.filter((entry) => /^\d\d\.03\.2026;/.test(entry))).toHaveLength(31);
      expect(lines.slice(-9)).toEqual([
        'Summe;;;;;0:30;14:30',
        'Urlaubstage im Monat;5',
        'Krankenstandstage im Monat;0',
        'Urlaubskonto;2026',
        'Anspruch;25',
        'Übertrag;50',
        'Verbraucht;5',
        'Rest;70',
        '',
      ]);
    });

    it('renders the month as a PDF that a viewer reads back', async () => {
      const answer = await call(
        admin,
        'GET',
        `/api/time-sheets/monthly.pdf?user=${anna.userId}&month=2026-03`,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      const pdf = renderPdf(answer.rawPayload);
      expect(pdf.pages).toBe(1);
      expect(pdf.text).toContain('Arbeitszeitaufzeichnung');
      expect(pdf.text).toMatch(/02\.03\.2026\s+Mo\s+Arbeit\s+07:00\s+15:00\s+0:30\s+7:30/);
      expect(pdf.text).toMatch(/28\.03\.2026\s+Sa\s+Arbeit\s+22:00\s+06:00 \(\+1\)\s+0:00\s+7:00/);
      expect(pdf.text).toMatch(/Summe\s+0:30\s+14:30/);
      expect(pdf.text).toContain('Urlaubskonto 2026');
      expect(pdf.text).toMatch(/Verbraucht: 5\s+Rest: 70/);
    });

    it('gives employees the sheets of their branches only, and their own holiday balance only', async () => {
      const other = await call(ben, 'GET', `/api/time-sheets/monthly.csv?user=${anna.userId}&month=2026-03`);
      expect(other.statusCode).toBe(403);
      expect(other.json().errors).toEqual([{ message: tt.personNotVisible, field: 'user' }]);
      const own = await call(anna, 'GET', `/api/time-sheets/monthly.csv?user=${anna.userId}&month=2026-03`);
      expect(own.body).toContain('Rest;70');
      const colleague = await call(
        anna,
        'GET',
        `/api/time-sheets/monthly.csv?user=${admin.userId}&month=2026-03`,
      );
      expect(colleague.statusCode).toBe(403);
      const people = (await call(anna, 'GET', '/api/time-sheets/people')).json().data;
      expect(people.map((person: { name: string }) => person.name)).toEqual(['anna']);
      const bad = await call(admin, 'GET', `/api/time-sheets/monthly.csv?user=${anna.userId}&month=2026-13`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ message: tt.month, field: 'month' }]);
      expect(
        (await call(admin, 'GET', '/api/time-sheets/monthly.csv?user=999999&month=2026-03')).statusCode,
      ).toBe(404);
    });
  });
});
