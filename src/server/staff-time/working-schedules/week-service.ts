import type {
  CopyWeekInput,
  CopyWeekResult,
  WeekPlan,
  WeekPlanQuery,
} from '../../../domain/schemas/week-plan.js';
import { addDays, viennaInstant } from '../../../domain/opening-hours/vienna-time.js';
import { sameTimeDaysLater, WEEK_DAYS, weekDates } from '../../../domain/time-tracking/week-plan.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../organisation/index.js';
import { recordChange } from '../../organisation/index.js';
import { branchPeople } from '../time-sheets/people-service.js';
import { assertMayRead, assertMayWrite } from '../working-activities/branch-access.js';
import {
  findOverlappingSchedule,
  findScheduleRow,
  insertSchedule,
  listScheduleRows,
  lockBranchPlan,
} from './queries.js';
import { presentSchedule } from './service.js';

const weekRange = (monday: string) => ({
  start: viennaInstant(monday, '00:00'),
  end: viennaInstant(addDays(monday, WEEK_DAYS), '00:00'),
});

/** The shifts starting in a branch's week (a night shift belongs to the day it starts). */
async function shiftsOfWeek(db: Db, branch: number, monday: string) {
  const { start, end } = weekRange(monday);
  const rows = await listScheduleRows(db, { branchIds: [branch], start, end });
  return rows.filter((row) => row.startsAt >= start && row.startsAt < end);
}

/** A branch's week in the planner: its days, its people (and whoever else is planned there), the shifts. */
export async function weekPlan(db: Db, query: WeekPlanQuery, actor: Actor): Promise<WeekPlan> {
  assertMayRead(actor, query.branch);
  const rows = await shiftsOfWeek(db, query.branch, query.week);
  const planned = [...new Set(rows.map((row) => row.user))];
  return {
    branch: query.branch,
    week: query.week,
    days: weekDates(query.week),
    staff: await branchPeople(db, query.branch, planned),
    shifts: rows.map(presentSchedule),
  };
}

/**
 * Copies a branch's week into the week after, in one transaction, at the same Vienna clock times (so a
 * clock change between the weeks moves nothing on the plan). A shift whose copy would overlap a shift
 * the person already has then is skipped, not refused: copying twice, or after planning part of the next
 * week by hand, adds only what is missing. Every new shift is logged like one planned by hand.
 */
export async function copyWeek(db: Db, input: CopyWeekInput, actor: Actor): Promise<CopyWeekResult> {
  assertMayWrite(actor, input.branch);
  const target = addDays(input.week, WEEK_DAYS);
  return db.transaction(async (tx) => {
    await lockBranchPlan(tx, input.branch);
    const rows = await shiftsOfWeek(tx, input.branch, input.week);
    let created = 0;
    for (const row of rows) {
      const startsAt = sameTimeDaysLater(row.startsAt, WEEK_DAYS);
      const endsAt = sameTimeDaysLater(row.endsAt, WEEK_DAYS);
      if (await findOverlappingSchedule(tx, row.user, startsAt, endsAt)) continue;
      const id = await insertSchedule(tx, {
        userId: row.user,
        branchId: row.branch,
        departmentId: row.department,
        startsAt,
        endsAt,
        note: row.note,
      });
      const after = await findScheduleRow(tx, id);
      await recordChange(tx, {
        userId: actor.user.id,
        action: 'create',
        entity: 'workingSchedule',
        entityId: id,
        before: null,
        after: after ? presentSchedule(after) : null,
        at: actor.now,
      });
      created += 1;
    }
    return { week: target, created, skipped: rows.length - created };
  });
}
