import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockFailures } from '../../src/domain/time-tracking/clock-failures.js';
import { MAX_STAMP_AGE_HOURS } from '../../src/domain/time-tracking/clock.js';
import { timeTrackingMessages as tt } from '../../src/domain/time-tracking/messages.js';
import { logs, users, workingSchedules } from '../../src/server/db/schema/index.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';
import { eq } from 'drizzle-orm';

const SETUP_MS = 180_000;
const DORNBIRN = 1;
const minutesBefore = (minutes: number) => new Date(fixedNow.getTime() - minutes * 60_000).toISOString();

describe.each(testDatabases)('the staff clock on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let anna: StaffSession;
  let token: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'leitung@cafe.example', roles: ['ROLE_ADMIN'] });
    anna = await signInAs(t, { email: 'Anna@cafe.example', roles: ['ROLE_EMPLOYEE'], branchIds: [DORNBIRN] });
  }, SETUP_MS);
  afterAll(async () => t?.close());

  const get = (path: string) => t.app.inject({ method: 'GET', url: `${base}${path}` });
  const post = (action: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base}/working-activities/${action}`, payload });

  it('issues a clock token to administrators only, stores only its hash and logs the change', async () => {
    expect(
      (await anna.request({ method: 'POST', url: `/api/users/${anna.userId}/time-tracking-token` }))
        .statusCode,
    ).toBe(403);
    const issued = await admin.request({
      method: 'POST',
      url: `/api/users/${anna.userId}/time-tracking-token`,
    });
    expect(issued.statusCode).toBe(201);
    token = issued.json().data.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, anna.userId));
    expect(row!.timeTrackingTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.timeTrackingTokenHash).not.toContain(token);
    const logged = await t.database.db
      .select()
      .from(logs)
      .where(eq(logs.action, 'replace-time-tracking-token'));
    expect(logged).toHaveLength(1);
    expect(
      (await admin.request({ method: 'GET', url: `/api/users/${anna.userId}/time-tracking-token` })).json()
        .data,
    ).toEqual({ hasToken: true });
    expect(
      (await admin.request({ method: 'POST', url: '/api/users/999999/time-tracking-token' })).statusCode,
    ).toBe(404);
    base = `/api/time-tracking/${token}/${encodeURIComponent('anna@cafe.example')}`;
  });

  it('refuses a wrong token or username alike, without telling which', async () => {
    const wrongToken = await t.app.inject({
      method: 'GET',
      url: `/api/time-tracking/${'x'.repeat(32)}/anna@cafe.example/me`,
    });
    const wrongUser = await t.app.inject({
      method: 'GET',
      url: `/api/time-tracking/${token}/niemand@cafe.example/me`,
    });
    for (const response of [wrongToken, wrongUser]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([{ message: tt.invalidClockAccess }]);
    }
    const refusedStamp = await t.app.inject({
      method: 'POST',
      url: `/api/time-tracking/${'x'.repeat(32)}/anna@cafe.example/working-activities/start`,
      payload: { id: 'stamp-0001' },
    });
    expect(refusedStamp.json().errors).toEqual([
      { message: clockFailures.start },
      { message: tt.invalidClockAccess },
    ]);
  });

  it('shows the person, today’s shifts and no running activity', async () => {
    await t.database.db.insert(workingSchedules).values({
      userId: anna.userId,
      branchId: DORNBIRN,
      startsAt: new Date('2026-11-20T06:00:00Z'),
      endsAt: new Date('2026-11-20T14:00:00Z'),
    });
    const me = (await get('/me')).json().data;
    expect(me).toMatchObject({ id: anna.userId, email: 'Anna@cafe.example', workingActivity: null });
    expect(me.branches).toEqual([{ id: DORNBIRN }]);
    const schedules = (await get('/working-schedules')).json().data;
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ startsAt: '2026-11-20T06:00:00.000Z', branch: DORNBIRN });
    expect((await get('/working-schedules?from=2026-11-21&to=2026-11-27')).json().data).toEqual([]);
  });

  it('starts, pauses, resumes and ends, each stamp at its own time and counted once', async () => {
    const started = await post('start', { id: 'stamp-start-1', at: minutesBefore(120) });
    expect(started.statusCode).toBe(201);
    expect(started.json().data).toMatchObject({
      user: anna.userId,
      branch: DORNBIRN,
      status: 'running',
      startedAt: minutesBefore(120),
    });
    // The same stamp again (the phone did not see the answer): nothing new, the same activity.
    const again = await post('start', { id: 'stamp-start-1', at: minutesBefore(120) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(started.json().data.id);

    const second = await post('start', { id: 'stamp-start-2' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual([
      { message: clockFailures.start },
      { message: tt.alreadyRunning, field: 'startedAt' },
    ]);

    expect((await post('resume', { id: 'stamp-resume-0' })).json().errors[1].message).toBe(tt.notPaused);
    const paused = await post('pause', { id: 'stamp-pause-1', at: minutesBefore(60) });
    expect(paused.json().data.status).toBe('paused');
    expect((await post('pause', { id: 'stamp-pause-1', at: minutesBefore(60) })).statusCode).toBe(200);
    expect((await post('pause', { id: 'stamp-pause-2' })).json().errors).toEqual([
      { message: clockFailures.pause },
      { message: tt.alreadyPaused, field: 'action' },
    ]);
    expect((await post('resume', { id: 'stamp-resume-1', at: minutesBefore(90) })).json().errors[1]).toEqual({
      message: tt.stampBeforeLast,
      field: 'at',
    });
    expect((await post('resume', { id: 'stamp-resume-1', at: minutesBefore(30) })).json().data.status).toBe(
      'running',
    );
    expect((await get('/me')).json().data.workingActivity.id).toBe(started.json().data.id);

    const ended = await post('end', { id: 'stamp-end-1' });
    expect(ended.statusCode).toBe(201);
    expect(ended.json().data).toMatchObject({ status: 'ended', workedMinutes: 90 });
    expect((await post('end', { id: 'stamp-end-1' })).json().data.workedMinutes).toBe(90);
    expect((await post('end', { id: 'stamp-end-2' })).json().errors[1].message).toBe(tt.notRunning);
    expect((await get('/me')).json().data.workingActivity).toBeNull();
    expect((await get('/working-activities')).json().data.map((a: { id: number }) => a.id)).toEqual([
      started.json().data.id,
    ]);
  });

  it('refuses stamps from the future, too old, malformed or reusing another stamp’s id', async () => {
    const future = await post('start', { id: 'stamp-future', at: '2026-11-20T09:00:00Z' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors[1]).toEqual({ message: tt.stampInFuture, field: 'at' });
    const old = await post('start', { id: 'stamp-old', at: minutesBefore(MAX_STAMP_AGE_HOURS * 60 + 1) });
    expect(old.json().errors[1].message).toBe(tt.stampTooOld(MAX_STAMP_AGE_HOURS));
    const malformed = await post('start', { id: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      { message: clockFailures.start },
      { message: tt.invalidStampId, field: 'id' },
    ]);
    const reused = await post('pause', { id: 'stamp-start-1' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors[1]).toEqual({ message: tt.stampReused, field: 'id' });
  });

  it('offers the active projects with their active tasks and books a start onto one', async () => {
    const call = (url: string, payload: object) => admin.request({ method: 'POST', url, payload });
    const project = (await call('/api/projects', { name: 'Weihnachtsbäckerei' })).json().data;
    await call('/api/projects', { name: 'Inventur', isActive: false });
    const task = (await call('/api/tasks', { project: project.id, name: 'Vanillekipferl' })).json().data;
    await call('/api/tasks', { project: project.id, name: 'Stollen', isActive: false });
    expect((await get('/projects')).json().data).toEqual([
      { id: project.id, name: 'Weihnachtsbäckerei', tasks: [{ id: task.id, name: 'Vanillekipferl' }] },
    ]);
    const started = await post('start', {
      id: 'stamp-project-1',
      project: project.id,
      task: task.id,
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().data).toMatchObject({ project: project.id, task: task.id, status: 'running' });
  });

  it('locks out the old link once a new token is issued', async () => {
    await admin.request({ method: 'POST', url: `/api/users/${anna.userId}/time-tracking-token` });
    expect((await get('/me')).statusCode).toBe(403);
  });
});
