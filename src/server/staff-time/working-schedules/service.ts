import { shiftProblem } from '../../../domain/time-tracking/activity-rules.js';
import { viennaDayRange } from '../../../domain/time-tracking/date-range.js';
import { timeTrackingMessages } from '../../../domain/time-tracking/messages.js';
import type {
  WorkingScheduleEntity,
  WorkingScheduleFilter,
  WorkingScheduleInput,
} from '../../../domain/schemas/entities/working-schedule.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import type { EntityService } from '../../organisation/index.js';
import { assertMayRead, assertMayWrite, listedBranchIds } from '../working-activities/branch-access.js';
import {
  deleteSchedule,
  findOverlappingSchedule,
  findScheduleRow,
  insertSchedule,
  listScheduleRows,
  updateSchedule,
  type ScheduleValues,
} from './queries.js';

type ScheduleRow = Awaited<ReturnType<typeof listScheduleRows>>[number];

export const presentSchedule = (row: ScheduleRow): WorkingScheduleEntity => ({
  ...row,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** The stored values, once the shift makes sense and does not overlap another shift of the person. */
async function checked(db: Db, input: WorkingScheduleInput, id?: number): Promise<ScheduleValues> {
  const values: ScheduleValues = {
    userId: input.user,
    branchId: input.branch,
    departmentId: input.department,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    note: input.note,
  };
  const problem = shiftProblem(values.startsAt, values.endsAt);
  if (problem) throw new HttpError(422, problem.message, problem.field);
  if (await findOverlappingSchedule(db, values.userId, values.startsAt, values.endsAt, id))
    throw new HttpError(409, timeTrackingMessages.scheduleOverlaps, 'startsAt');
  return values;
}

/** Planned shifts: administrators see and change all, employees those of their branches (403 otherwise). */
export const workingScheduleService: EntityService<
  WorkingScheduleInput,
  WorkingScheduleEntity,
  WorkingScheduleFilter
> = {
  list: async (db, filter, actor) => {
    const range = viennaDayRange(filter.from, filter.to);
    const rows = await listScheduleRows(db, {
      userId: filter.user,
      branchIds: listedBranchIds(actor, filter.branch),
      departmentId: filter.department,
      start: range.start,
      end: range.end,
    });
    return rows.map(presentSchedule);
  },
  get: async (db, id, actor) => {
    const row = await findScheduleRow(db, id);
    if (!row) return undefined;
    assertMayRead(actor, row.branch);
    return presentSchedule(row);
  },
  create: async (tx, input, actor) => {
    assertMayWrite(actor, input.branch);
    return insertSchedule(tx, await checked(tx, input));
  },
  update: async (tx, id, input, actor) => {
    assertMayWrite(actor, input.branch);
    await updateSchedule(tx, id, await checked(tx, input, id));
  },
  remove: (tx, id) => deleteSchedule(tx, id),
};
