import {
  activityStatus,
  activityTimesProblem,
  workedMinutes,
  type ActivityTimes,
} from '../../../domain/time-tracking/activity-rules.js';
import { viennaDayRange } from '../../../domain/time-tracking/date-range.js';
import { timeTrackingMessages } from '../../../domain/time-tracking/messages.js';
import type {
  WorkingActivityEntity,
  WorkingActivityFilter,
  WorkingActivityInput,
} from '../../../domain/schemas/entities/working-activity.js';
import { validationMessages as m } from '../../../domain/validation/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import type { EntityService } from '../../organisation/index.js';
import { getTask } from '../tasks/service.js';
import { assertMayRead, assertMayWrite, listedBranchIds } from './branch-access.js';
import {
  deleteActivity,
  findActivityRow,
  findOverlappingActivity,
  insertActivity,
  listActivityRows,
  updateActivity,
  type ActivityValues,
} from './queries.js';

type ActivityRow = Awaited<ReturnType<typeof listActivityRows>>[number];

export const timesOf = (row: Pick<ActivityValues, 'startedAt' | 'endedAt' | 'pauses'>): ActivityTimes => ({
  startedAt: row.startedAt,
  endedAt: row.endedAt,
  pauses: row.pauses.map((pause) => ({
    start: new Date(pause.start),
    end: pause.end === null ? null : new Date(pause.end),
  })),
});

export function presentActivity(row: ActivityRow): WorkingActivityEntity {
  const times = timesOf(row);
  return {
    id: row.id,
    user: row.userId,
    branch: row.branchId,
    project: row.projectId,
    task: row.taskId,
    kind: row.kind,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    pauses: row.pauses,
    comment: row.comment,
    status: activityStatus(times),
    workedMinutes: workedMinutes(times),
  };
}

const iso = (value: string) => new Date(value).toISOString();

/** The project follows from the task when only the task is given; a task of another project is refused. */
async function projectOf(db: Db, input: WorkingActivityInput): Promise<number | null> {
  if (input.task === null) return input.project;
  const task = await getTask(db, input.task);
  if (!task) throw new HttpError(422, m.unknownReference, 'task');
  if (input.project !== null && input.project !== task.project)
    throw new HttpError(422, timeTrackingMessages.taskOfOtherProject, 'task');
  return task.project;
}

/** The stored values, once the times make sense and the person does nothing else meanwhile. */
async function checked(db: Db, input: WorkingActivityInput, id?: number): Promise<ActivityValues> {
  const values: ActivityValues = {
    userId: input.user,
    branchId: input.branch,
    projectId: await projectOf(db, input),
    taskId: input.task,
    kind: input.kind,
    startedAt: new Date(input.startedAt),
    endedAt: input.endedAt === null ? null : new Date(input.endedAt),
    pauses: input.pauses.map((pause) => ({
      start: iso(pause.start),
      end: pause.end === null ? null : iso(pause.end),
    })),
    comment: input.comment,
  };
  const problem = activityTimesProblem(timesOf(values));
  if (problem) throw new HttpError(422, problem.message, problem.field);
  const other = await findOverlappingActivity(db, values.userId, values.startedAt, values.endedAt, id);
  if (other) {
    const bothRunning = other.endedAt === null && values.endedAt === null;
    throw new HttpError(
      409,
      bothRunning ? timeTrackingMessages.alreadyRunning : timeTrackingMessages.activityOverlaps,
      'startedAt',
    );
  }
  return values;
}

/**
 * Working activities: administrators see and change all, employees those of their branches (403 for
 * another branch's). A person works on one thing at a time, so activities of one person never overlap.
 */
export const workingActivityService: EntityService<
  WorkingActivityInput,
  WorkingActivityEntity,
  WorkingActivityFilter
> = {
  list: async (db, filter, actor) => {
    const range = viennaDayRange(filter.from, filter.to);
    const rows = await listActivityRows(db, {
      userId: filter.user,
      branchIds: listedBranchIds(actor, filter.branch),
      projectId: filter.project,
      taskId: filter.task,
      start: range.start,
      end: range.end,
      kind: filter.kind,
      isRunning: filter.status === undefined ? undefined : filter.status === 'running',
    });
    return rows.map(presentActivity);
  },
  get: async (db, id, actor) => {
    const row = await findActivityRow(db, id);
    if (!row) return undefined;
    assertMayRead(actor, row.branchId);
    return presentActivity(row);
  },
  create: async (tx, input, actor) => {
    assertMayWrite(actor, input.branch);
    return insertActivity(tx, await checked(tx, input));
  },
  update: async (tx, id, input, actor) => {
    assertMayWrite(actor, input.branch);
    await updateActivity(tx, id, await checked(tx, input, id));
  },
  remove: (tx, id) => deleteActivity(tx, id),
};
