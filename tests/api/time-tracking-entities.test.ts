import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/auth/messages.js';
import { timeTrackingMessages as tt } from '../../src/domain/time-tracking/messages.js';
import { inUseMessage, validationMessages as m } from '../../src/domain/validation/messages.js';
import { departments, workingActivities, workingSchedules } from '../../src/server/db/schema/index.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;
const DORNBIRN = 1;
const BREGENZ = 2;

describe.each(testDatabases)('projects, tasks, working activities and schedules on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let anna: StaffSession;
  let ben: StaffSession;
  let bakery: number;
  let project: { id: number };
  let task: { id: number; project: number };

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'leitung@cafe.example', roles: ['ROLE_ADMIN'] });
    anna = await signInAs(t, { email: 'anna@cafe.example', roles: ['ROLE_EMPLOYEE'], branchIds: [DORNBIRN] });
    ben = await signInAs(t, { email: 'ben@cafe.example', roles: ['ROLE_EMPLOYEE'], branchIds: [BREGENZ] });
    const [department] = await t.database.db
      .insert(departments)
      .values({ name: 'Backstube', branchId: DORNBIRN })
      .returning({ id: departments.id });
    bakery = department!.id;
  }, SETUP_MS);
  afterAll(async () => t?.close());

  const call = (
    who: StaffSession,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => who.request({ method, url, ...(payload ? { payload } : {}) });
  const ids = (response: { json: () => { data: { id: number }[] } }) =>
    response.json().data.map((entry) => entry.id);

  describe('projects and tasks', () => {
    it('lets administrators create them and employees read them', async () => {
      project = (
        await call(admin, 'POST', '/api/projects', { name: 'Weihnachtsbäckerei 2026', department: bakery })
      ).json().data;
      expect(project).toEqual({
        id: expect.any(Number),
        name: 'Weihnachtsbäckerei 2026',
        description: '',
        department: bakery,
        isActive: true,
      });
      const other = (await call(admin, 'POST', '/api/projects', { name: 'Inventur', isActive: false })).json()
        .data;
      task = (await call(admin, 'POST', '/api/tasks', { project: project.id, name: 'Vanillekipferl' })).json()
        .data;
      await call(admin, 'POST', '/api/tasks', { project: other.id, name: 'Lager zählen' });

      expect(ids(await call(anna, 'GET', '/api/projects'))).toEqual(
        expect.arrayContaining([project.id, other.id]),
      );
      expect((await call(anna, 'POST', '/api/projects', { name: 'Eigenes' })).statusCode).toBe(403);
      expect((await call(anna, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(403);
    });

    it('filters projects by branch, department, status and name, and tasks by project and branch', async () => {
      expect(ids(await call(admin, 'GET', `/api/projects?branch=${DORNBIRN}`))).toEqual([project.id]);
      expect(ids(await call(admin, 'GET', `/api/projects?branch=${BREGENZ}`))).toEqual([]);
      expect(ids(await call(admin, 'GET', `/api/projects?department=${bakery}&status=active`))).toEqual([
        project.id,
      ]);
      expect(
        (await call(admin, 'GET', '/api/projects?status=inactive'))
          .json()
          .data.map((p: { name: string }) => p.name),
      ).toEqual(['Inventur']);
      expect(ids(await call(admin, 'GET', '/api/projects?search=b%C3%A4ckerei'))).toEqual([project.id]);
      expect(ids(await call(admin, 'GET', '/api/projects?search=%25'))).toEqual([]);
      expect(ids(await call(admin, 'GET', `/api/tasks?project=${project.id}`))).toEqual([task.id]);
      expect(ids(await call(admin, 'GET', `/api/tasks?branch=${DORNBIRN}`))).toEqual([task.id]);
    });

    it('answers bad filters and unknown references in German with the field', async () => {
      const status = await call(admin, 'GET', '/api/projects?status=alle');
      expect(status.statusCode).toBe(400);
      expect(status.json().errors[0]).toEqual({ message: m.choice, field: 'status' });
      const id = await call(admin, 'GET', '/api/tasks?project=abc');
      expect(id.json().errors[0]).toEqual({ message: m.invalidId, field: 'project' });
      const unknown = await call(admin, 'POST', '/api/tasks', { project: 999_999, name: 'x' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors[0]).toEqual({ message: m.unknownReference, field: 'project' });
      const unknownDepartment = await call(admin, 'POST', '/api/projects', {
        name: 'x',
        department: 999_999,
      });
      expect(unknownDepartment.json().errors[0]).toEqual({
        message: m.unknownReference,
        field: 'department',
      });
    });
  });

  describe('working activities', () => {
    const day = (time: string) => `2026-11-20T${time}:00+01:00`;
    const activity = (who: StaffSession, values: object = {}) =>
      call(who, 'POST', '/api/working-activities', {
        user: who.userId,
        branch: DORNBIRN,
        startedAt: day('07:00'),
        endedAt: day('15:30'),
        pauses: [{ start: day('12:00'), end: day('12:30') }],
        ...values,
      });

    it('records a day of work with its task, takes the project from the task and counts the minutes', async () => {
      const response = await activity(anna, { task: task.id, comment: 'Frühschicht' });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toEqual({
        id: expect.any(Number),
        user: anna.userId,
        branch: DORNBIRN,
        project: project.id,
        task: task.id,
        kind: 'work',
        startedAt: '2026-11-20T06:00:00.000Z',
        endedAt: '2026-11-20T14:30:00.000Z',
        pauses: [{ start: '2026-11-20T11:00:00.000Z', end: '2026-11-20T11:30:00.000Z' }],
        comment: 'Frühschicht',
        status: 'ended',
        workedMinutes: 480,
      });
    });

    it('keeps one person to one thing at a time', async () => {
      const overlapping = await activity(anna, {
        startedAt: day('15:00'),
        endedAt: day('16:00'),
        pauses: [],
      });
      expect(overlapping.statusCode).toBe(409);
      expect(overlapping.json().errors[0]).toEqual({ message: tt.activityOverlaps, field: 'startedAt' });

      const running = await activity(anna, { startedAt: day('16:00'), endedAt: null, pauses: [] });
      expect(running.json().data.status).toBe('running');
      const second = await activity(anna, { startedAt: day('17:00'), endedAt: null, pauses: [] });
      expect(second.statusCode).toBe(409);
      expect(second.json().errors[0]).toEqual({ message: tt.alreadyRunning, field: 'startedAt' });
    });

    it('refuses times that make no sense and a task of another project', async () => {
      const later = { startedAt: day('20:00'), endedAt: day('19:00') };
      const reversed = await activity(ben, { branch: BREGENZ, ...later, pauses: [] });
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().errors[0]).toEqual({ message: tt.endBeforeStart, field: 'endedAt' });
      const pause = await activity(ben, {
        branch: BREGENZ,
        pauses: [{ start: day('06:00'), end: day('06:10') }],
      });
      expect(pause.json().errors[0]).toEqual({ message: tt.pauseOutside, field: 'pauses.0.start' });
      const otherProject = (await call(admin, 'POST', '/api/projects', { name: 'Sommerfest' })).json().data;
      const mismatch = await activity(ben, { branch: BREGENZ, project: otherProject.id, task: task.id });
      expect(mismatch.json().errors[0]).toEqual({ message: tt.taskOfOtherProject, field: 'task' });
      const noOffset = await activity(ben, { branch: BREGENZ, startedAt: '2026-11-20T07:00' });
      expect(noOffset.statusCode).toBe(400);
      expect(noOffset.json().errors[0]).toEqual({ message: m.dateTime, field: 'startedAt' });
      expect(await t.database.db.select().from(workingActivities)).toHaveLength(2);
    });

    it('shows employees only their branches and answers 403 for another branch', async () => {
      const bens = (await activity(ben, { branch: BREGENZ })).json().data;
      expect(ids(await call(anna, 'GET', '/api/working-activities')).includes(bens.id)).toBe(false);
      expect(ids(await call(admin, 'GET', '/api/working-activities'))).toContain(bens.id);

      const foreign = await call(anna, 'GET', `/api/working-activities/${bens.id}`);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().errors[0].message).toBe(authMessages.forbidden);
      expect(
        (await call(anna, 'PUT', `/api/working-activities/${bens.id}`, { ...bens, comment: 'x' })).statusCode,
      ).toBe(403);
      expect((await call(anna, 'DELETE', `/api/working-activities/${bens.id}`)).statusCode).toBe(403);
      expect((await call(anna, 'GET', `/api/working-activities?branch=${BREGENZ}`)).statusCode).toBe(403);

      const intoOtherBranch = await activity(anna, {
        user: anna.userId,
        branch: BREGENZ,
        startedAt: day('21:00'),
        endedAt: day('22:00'),
        pauses: [],
      });
      expect(intoOtherBranch.statusCode).toBe(403);
      const withoutBranch = await activity(anna, {
        branch: null,
        startedAt: day('21:00'),
        endedAt: day('22:00'),
        pauses: [],
      });
      expect(withoutBranch.json().errors[0]).toEqual({ message: tt.branchRequired, field: 'branch' });
      expect((await call(anna, 'GET', '/api/working-activities/999999')).statusCode).toBe(404);
    });

    it('filters by person, project, status and Vienna days', async () => {
      const annas = (await call(admin, 'GET', `/api/working-activities?user=${anna.userId}`)).json().data;
      expect(annas).toHaveLength(2);
      expect(ids(await call(admin, 'GET', `/api/working-activities?project=${project.id}`))).toHaveLength(1);
      expect(ids(await call(anna, 'GET', '/api/working-activities?status=running'))).toHaveLength(1);
      expect(
        ids(await call(admin, 'GET', '/api/working-activities?from=2026-11-20&to=2026-11-20')),
      ).toHaveLength(3);
      expect(ids(await call(admin, 'GET', '/api/working-activities?to=2026-11-19'))).toHaveLength(0);
      const reversed = await call(admin, 'GET', '/api/working-activities?from=2026-11-21&to=2026-11-20');
      expect(reversed.json().errors[0]).toEqual({ message: tt.rangeEndBeforeStart, field: 'to' });
    });

    it('lets an employee end its running activity after a pause', async () => {
      const running = (await call(anna, 'GET', '/api/working-activities?status=running')).json().data[0];
      const ended = await call(anna, 'PUT', `/api/working-activities/${running.id}`, {
        ...running,
        endedAt: day('18:00'),
        pauses: [{ start: day('17:00'), end: day('17:15') }],
      });
      expect(ended.statusCode).toBe(200);
      expect(ended.json().data).toMatchObject({ status: 'ended', workedMinutes: 105 });
    });

    it('keeps tasks and projects with booked time', async () => {
      const refused = await call(admin, 'DELETE', `/api/tasks/${task.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].message).toBe(inUseMessage('Aufgabe'));
      expect((await call(admin, 'DELETE', `/api/projects/${project.id}`)).json().errors[0].message).toBe(
        inUseMessage('Projekt'),
      );
    });
  });

  describe('working schedules', () => {
    const shift = (who: StaffSession, values: object = {}) =>
      call(who, 'POST', '/api/working-schedules', {
        user: who.userId,
        branch: DORNBIRN,
        department: bakery,
        startsAt: '2026-11-23T05:00:00+01:00',
        endsAt: '2026-11-23T13:00:00+01:00',
        ...values,
      });

    it('plans shifts, refuses overlapping ones and overlong ones', async () => {
      const created = await shift(anna, { note: 'Backstube' });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({
        startsAt: '2026-11-23T04:00:00.000Z',
        endsAt: '2026-11-23T12:00:00.000Z',
        note: 'Backstube',
      });
      const overlapping = await shift(anna, {
        startsAt: '2026-11-23T12:00:00+01:00',
        endsAt: '2026-11-23T18:00:00+01:00',
      });
      expect(overlapping.statusCode).toBe(409);
      expect(overlapping.json().errors[0]).toEqual({ message: tt.scheduleOverlaps, field: 'startsAt' });
      const overlong = await shift(anna, {
        startsAt: '2026-11-24T05:00:00+01:00',
        endsAt: '2026-11-25T06:00:00+01:00',
      });
      expect(overlong.json().errors[0]).toEqual({ message: tt.shiftTooLong(24), field: 'endsAt' });
      const unknownUser = await shift(admin, {
        user: 999_999,
        startsAt: '2026-11-26T05:00:00+01:00',
        endsAt: '2026-11-26T06:00:00+01:00',
      });
      expect(unknownUser.statusCode).toBe(422);
      expect(unknownUser.json().errors[0]).toEqual({ message: m.unknownReference, field: 'user' });
      expect(await t.database.db.select().from(workingSchedules)).toHaveLength(1);
    });

    it('shows employees only their branches and filters by days, person and department', async () => {
      const bens = (await shift(ben, { branch: BREGENZ, department: null })).json().data;
      expect(ids(await call(anna, 'GET', '/api/working-schedules'))).not.toContain(bens.id);
      expect((await call(anna, 'GET', `/api/working-schedules/${bens.id}`)).statusCode).toBe(403);
      expect(
        ids(await call(admin, 'GET', '/api/working-schedules?from=2026-11-23&to=2026-11-23')),
      ).toHaveLength(2);
      expect(ids(await call(admin, 'GET', '/api/working-schedules?from=2026-11-24'))).toHaveLength(0);
      expect(ids(await call(admin, 'GET', `/api/working-schedules?user=${ben.userId}`))).toEqual([bens.id]);
      expect(ids(await call(admin, 'GET', `/api/working-schedules?department=${bakery}`))).toHaveLength(1);
      const badDate = await call(admin, 'GET', '/api/working-schedules?from=2026-13-01');
      expect(badDate.json().errors[0]).toEqual({ message: m.date, field: 'from' });
    });

    it('keeps anonymous callers out', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/working-schedules' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/working-activities' })).statusCode).toBe(401);
    });
  });
});
