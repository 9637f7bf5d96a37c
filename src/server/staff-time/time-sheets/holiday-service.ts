import type { EmploymentTermsInput, HolidayBalanceEntry } from '../../../domain/schemas/holiday-balances.js';
import { viennaInstant, viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import { holidayBalances, takenDaysByYear } from '../../../domain/time-tracking/holiday-balance.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import type { Actor } from '../../organisation/index.js';
import { recordChange } from '../../organisation/index.js';
import { listEmploymentTerms, listHolidayActivities, upsertEmploymentTerms, userExists } from './queries.js';

const userNotFound = 'Benutzer wurde nicht gefunden.';

/**
 * Holiday balances of a year (ADR 019) for the people with employment terms: administrators see
 * everybody, everybody else only themselves; holiday is personal, not branch data.
 */
export async function listHolidayBalances(
  db: Db,
  filter: { year?: number | undefined; user?: number | undefined },
  actor: Actor,
): Promise<HolidayBalanceEntry[]> {
  const year = filter.year ?? Number(viennaParts(actor.now).date.slice(0, 4));
  const isAdmin = actor.user.roles.includes('ROLE_ADMIN');
  const userIds = isAdmin
    ? filter.user === undefined
      ? undefined
      : [filter.user]
    : [actor.user.id].filter((id) => filter.user === undefined || filter.user === id);
  const people = await listEmploymentTerms(db, userIds);
  const holidays = await listHolidayActivities(
    db,
    people.map((person) => person.userId),
    viennaInstant(`${year + 1}-01-01`, '00:00'),
  );
  return people.flatMap((person) => {
    const taken = takenDaysByYear(
      holidays.filter((holiday) => holiday.userId === person.userId),
      person.workingDaysPerWeek,
    );
    const balance = holidayBalances(person, taken, year).at(-1);
    if (!balance || balance.year !== year) return [];
    return [
      { user: person.userId, name: person.name, workingDaysPerWeek: person.workingDaysPerWeek, ...balance },
    ];
  });
}

export async function employmentTermsOf(db: Db, userId: number) {
  const [row] = await listEmploymentTerms(db, [userId]);
  return row;
}

export async function saveEmploymentTerms(db: Db, userId: number, input: EmploymentTermsInput, actor: Actor) {
  await db.transaction(async (tx) => {
    if (!(await userExists(tx, userId))) throw new HttpError(404, userNotFound);
    const before = await employmentTermsOf(tx, userId);
    await upsertEmploymentTerms(tx, { userId, ...input });
    await recordChange(tx, {
      userId: actor.user.id,
      action: 'update-employment-terms',
      entity: 'user',
      entityId: userId,
      before: before ?? null,
      after: input,
      at: actor.now,
    });
  });
}
