import type { ClockProject, ClockRange, ClockStamp, ClockStart } from '../../../domain/schemas/time-clock.js';
import type { WorkingActivityEntity } from '../../../domain/schemas/entities/working-activity.js';
import type { CurrentUser } from '../../../domain/schemas/user.js';
import { addDays, viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import { applyStamp, isTimeProblem, stampInstant } from '../../../domain/time-tracking/clock.js';
import type { ClockAction } from '../../../domain/time-tracking/clock-failures.js';
import { viennaDayRange } from '../../../domain/time-tracking/date-range.js';
import { timeTrackingMessages } from '../../../domain/time-tracking/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { translateDatabaseError } from '../../organisation/index.js';
import { findActivityRow, listActivityRows } from '../working-activities/queries.js';
import { presentActivity, timesOf, workingActivityService } from '../working-activities/service.js';
import { projectService } from '../projects/service.js';
import { taskService } from '../tasks/service.js';
import { listScheduleRows } from '../working-schedules/queries.js';
import { presentSchedule } from '../working-schedules/service.js';
import {
  findOpenActivityForUpdate,
  findStamp,
  insertStamp,
  setStampActivity,
  updateActivityTimes,
} from './queries.js';

export type ClockDeps = { db: Db; user: CurrentUser; now: Date };

/** A stamp with this id arrived while this one was being applied; the first one counts. */
class StampRaced extends Error {}

async function activityById(db: Db, id: number): Promise<WorkingActivityEntity> {
  const row = await findActivityRow(db, id);
  if (!row) throw new Error(`working activity ${id} of a stamp is missing`);
  return presentActivity(row);
}

export async function currentActivity(db: Db, userId: number): Promise<WorkingActivityEntity | null> {
  const [row] = await listActivityRows(db, { userId, isRunning: true });
  return row ? presentActivity(row) : null;
}

/** The person's single branch is the branch of a start that names none. */
function branchOfStart(user: CurrentUser, requested: number | null): number | null {
  if (requested !== null) return requested;
  return user.branches.length === 1 ? (user.branches[0]?.id ?? null) : null;
}

async function start(tx: Db, { user, now }: ClockDeps, input: ClockStart, at: Date): Promise<number> {
  return workingActivityService.create(
    tx,
    {
      user: user.id,
      branch: branchOfStart(user, input.branch),
      project: input.project,
      task: input.task,
      kind: 'work',
      startedAt: at.toISOString(),
      endedAt: null,
      pauses: [],
      comment: input.comment,
    },
    { user, now },
  );
}

async function change(tx: Db, userId: number, action: Exclude<ClockAction, 'start'>, at: Date) {
  const open = await findOpenActivityForUpdate(tx, userId);
  const next = applyStamp(open && timesOf(open), action, at);
  if (isTimeProblem(next)) throw new HttpError(next.field === 'at' ? 422 : 409, next.message, next.field);
  if (!open) throw new Error('applyStamp accepted a stamp without an open activity');
  await updateActivityTimes(tx, open.id, {
    endedAt: next.endedAt,
    pauses: next.pauses.map((pause) => ({
      start: pause.start.toISOString(),
      end: pause.end?.toISOString() ?? null,
    })),
  });
  return open.id;
}

/** The activity a stamp with this id already produced, when it was sent before. */
async function repeated(db: Db, userId: number, action: ClockAction, stampId: string) {
  const earlier = await findStamp(db, stampId);
  if (!earlier) return undefined;
  if (earlier.userId !== userId || earlier.action !== action)
    throw new HttpError(409, timeTrackingMessages.stampReused, 'id');
  // The id and its activity are written in one transaction, so a committed stamp always has one.
  if (earlier.activityId === null) throw new Error(`stamp ${stampId} has no activity`);
  return activityById(db, earlier.activityId);
}

/**
 * Applies one stamp of the clock page. A stamp is stored with its id in the same transaction as its
 * effect, so sending it again (after a network loss, or twice at once) answers with the activity as it
 * is and changes nothing.
 */
export async function stamp(
  deps: ClockDeps,
  action: ClockAction,
  input: ClockStamp | ClockStart,
): Promise<{ activity: WorkingActivityEntity; isRepeat: boolean }> {
  const { db, user, now } = deps;
  const earlier = await repeated(db, user.id, action, input.id);
  if (earlier !== undefined) return { activity: earlier, isRepeat: true };
  const at = stampInstant(input.at === undefined ? undefined : new Date(input.at), now);
  if (isTimeProblem(at)) throw new HttpError(422, at.message, at.field);
  try {
    const activityId = await db.transaction(async (tx) => {
      // The id first: a second request with it waits here until this one is done, then finds it taken.
      if (!(await insertStamp(tx, { id: input.id, userId: user.id, action, at }))) throw new StampRaced();
      const id =
        action === 'start'
          ? await start(tx, deps, input as ClockStart, at)
          : await change(tx, user.id, action, at);
      await setStampActivity(tx, input.id, id);
      return id;
    });
    return { activity: await activityById(db, activityId), isRepeat: false };
  } catch (error) {
    // A start naming a project, task or branch that does not exist: 422 with the field, as the
    // activities' own routes answer, not the foreign key's 500.
    if (!(error instanceof StampRaced)) throw translateDatabaseError(error, { label: 'Aktivität' });
    const first = await repeated(db, user.id, action, input.id);
    if (!first) throw new Error(`stamp ${input.id} raced but is not stored`);
    return { activity: first, isRepeat: true };
  }
}

/** From today on for a week by default: what the clock page shows as "today" and what comes next. */
function rangeOr(range: ClockRange, now: Date, daysBefore: number, daysAfter: number) {
  const today = viennaParts(now).date;
  return viennaDayRange(range.from ?? addDays(today, -daysBefore), range.to ?? addDays(today, daysAfter));
}

export async function ownSchedules({ db, user, now }: ClockDeps, range: ClockRange) {
  const { start: from, end } = rangeOr(range, now, 0, 6);
  return (await listScheduleRows(db, { userId: user.id, start: from, end })).map(presentSchedule);
}

export async function ownActivities({ db, user, now }: ClockDeps, range: ClockRange) {
  const { start: from, end } = rangeOr(range, now, 31, 0);
  return (await listActivityRows(db, { userId: user.id, start: from, end })).map(presentActivity);
}

/** Active projects with their active tasks: the choices of a start on the clock page. */
export async function clockProjects({ db, user, now }: ClockDeps): Promise<ClockProject[]> {
  const actor = { user, now };
  const [projects, tasks] = await Promise.all([
    projectService.list(db, { status: 'active' }, actor),
    taskService.list(db, { status: 'active' }, actor),
  ]);
  return projects.map((project) => ({
    id: project.id,
    name: project.name,
    tasks: tasks
      .filter((task) => task.project === project.id)
      .map((task) => ({ id: task.id, name: task.name })),
  }));
}
