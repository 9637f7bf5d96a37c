import {
  openingHoursRuleSchema,
  weekdays,
  type OpeningHoursRule,
  type Weekday,
} from '../../../../domain/opening-hours/rules.js';
import { weekdayRules } from '../../../../domain/opening-hours/shifts.js';

/**
 * The editor shows the stored rules as rows a person thinks in: "Mo–Fr 07:00–18:00" is one row with a set
 * of weekdays, not five rules. A row becomes one rule per weekday when saved.
 */
export interface WeeklyRow {
  kind: 'weekly';
  days: Weekday[];
  from: string;
  to: string;
  isClosed: boolean;
}

/** An exception for one date (a holiday, an event): it replaces that day's regular rows. */
export interface OnceRow {
  kind: 'once';
  date: string;
  from: string;
  to: string;
  isClosed: boolean;
}

export type HoursRow = WeeklyRow | OnceRow;

export type HoursRowField = 'days' | 'date' | 'from' | 'to';

/** A closed rule's times mean nothing; they are stored as the whole day so that they always validate. */
const CLOSED_FROM = '00:00';
const CLOSED_TO = '24:00';

function sameTimes(row: WeeklyRow, rule: OpeningHoursRule): boolean {
  if (row.isClosed || rule.isClosed) return row.isClosed === rule.isClosed;
  return row.from === rule.from && row.to === rule.to;
}

/**
 * Rows for stored rules. 'daily' rules are read as the weekdays they really apply to (a weekday with rules
 * of its own ignores them), so the rows show the week the storefront shows, and saving keeps it.
 */
export function rowsFromRules(rules: readonly OpeningHoursRule[]): HoursRow[] {
  const weekly: WeeklyRow[] = [];
  for (const day of weekdays) {
    for (const rule of weekdayRules(rules, day)) {
      const row = weekly.find((candidate) => sameTimes(candidate, rule));
      if (row === undefined) {
        weekly.push({ kind: 'weekly', days: [day], from: rule.from, to: rule.to, isClosed: rule.isClosed });
      } else if (!row.days.includes(day)) {
        row.days.push(day);
      }
    }
  }
  const once = rules
    .filter((rule) => rule.type === 'once')
    .map((rule): OnceRow => ({
      kind: 'once',
      date: rule.date ?? '',
      from: rule.from,
      to: rule.to,
      isClosed: rule.isClosed,
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.from.localeCompare(b.from));
  return [...weekly, ...once];
}

function times(row: HoursRow): Pick<OpeningHoursRule, 'from' | 'to' | 'isClosed'> {
  return row.isClosed
    ? { from: CLOSED_FROM, to: CLOSED_TO, isClosed: true }
    : { from: row.from, to: row.to, isClosed: false };
}

function ruleOf(row: HoursRow, day: Weekday): OpeningHoursRule {
  return row.kind === 'once'
    ? { type: 'once', date: row.date === '' ? undefined : row.date, ...times(row) }
    : { type: day, ...times(row) };
}

export function rulesFromRows(rows: readonly HoursRow[]): OpeningHoursRule[] {
  return rows.flatMap((row): OpeningHoursRule[] =>
    row.kind === 'once'
      ? [ruleOf(row, 'monday')]
      : weekdays.filter((day) => row.days.includes(day)).map((day) => ruleOf(row, day)),
  );
}

/** The domain schema's messages for a row, by field; a weekly row also needs at least one weekday. */
export function rowErrors(
  row: HoursRow,
  messages: { noWeekday: string },
): Partial<Record<HoursRowField, string>> {
  const errors: Partial<Record<HoursRowField, string>> = {};
  if (row.kind === 'weekly' && row.days.length === 0) errors.days = messages.noWeekday;
  const result = openingHoursRuleSchema.safeParse(
    ruleOf(row, row.kind === 'weekly' ? (row.days[0] ?? 'monday') : 'monday'),
  );
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'date' || field === 'from' || field === 'to') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/** The rules of the rows that pass the schema: what the preview can show while others are still typed. */
export function validRules(rows: readonly HoursRow[]): OpeningHoursRule[] {
  return rulesFromRows(rows.filter((row) => Object.keys(rowErrors(row, { noWeekday: '' })).length === 0));
}

/** Which row wrote the rule at `ruleIndex` of rulesFromRows(rows), to show a server error beside it. */
export function rowOfRule(rows: readonly HoursRow[], ruleIndex: number): number | undefined {
  let seen = 0;
  for (const [index, row] of rows.entries()) {
    seen += row.kind === 'once' ? 1 : weekdays.filter((day) => row.days.includes(day)).length;
    if (ruleIndex < seen) return index;
  }
  return undefined;
}
