import type { MonthSheetDocument, TimeSheetQuery } from '../../../domain/schemas/time-sheet.js';
import { notFoundMessage } from '../../../domain/validation/messages.js';
import { addDays, viennaInstant } from '../../../domain/opening-hours/vienna-time.js';
import { monthDates, monthSheet } from '../../../domain/time-tracking/time-sheet.js';
import { timeTrackingMessages } from '../../../domain/time-tracking/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { visibleBranchIds } from '../../organisation/index.js';
import type { Actor } from '../../organisation/index.js';
import { timesOf } from '../working-activities/service.js';
import { employmentTermsOf, listHolidayBalances } from './holiday-service.js';
import { allPeople } from './people-service.js';
import { listPeople, listSheetActivities } from './queries.js';

/** Without employment terms a person is taken to work a five-day week. */
const DEFAULT_WORKING_DAYS = 5;

/**
 * A person's month as a time sheet. Employees get the sheets of the people of their branches with the
 * activities recorded there (ADR 006), and their own sheet whole; the holiday balance follows ADR 019
 * (administrators all, everybody else their own).
 */
export async function monthSheetOf(db: Db, query: TimeSheetQuery, actor: Actor): Promise<MonthSheetDocument> {
  const isOwn = query.user === actor.user.id;
  const people = await listPeople(db, isOwn ? undefined : visibleBranchIds(actor));
  const person = people.find((candidate) => candidate.id === query.user);
  if (!person) {
    const exists = (await allPeople(db)).some((candidate) => candidate.id === query.user);
    throw new HttpError(
      exists ? 403 : 404,
      exists ? timeTrackingMessages.personNotVisible : notFoundMessage('Benutzer'),
      'user',
    );
  }
  const days = monthDates(query.month);
  const start = viennaInstant(days[0] ?? `${query.month}-01`, '00:00');
  const end = viennaInstant(addDays(days.at(-1) ?? `${query.month}-01`, 1), '00:00');
  const rows = await listSheetActivities(
    db,
    person.id,
    isOwn ? undefined : visibleBranchIds(actor),
    start,
    end,
  );
  const terms = await employmentTermsOf(db, person.id);
  const sheet = monthSheet(
    query.month,
    rows.map((row) => ({ kind: row.kind, ...timesOf(row) })),
    terms?.workingDaysPerWeek ?? DEFAULT_WORKING_DAYS,
  );
  const year = Number(query.month.slice(0, 4));
  const [balance] = await listHolidayBalances(db, { year, user: person.id }, actor);
  return { person, sheet, balance: balance ?? null };
}
