import { addDays, viennaParts, weekdayOf, type LocalDate } from '../opening-hours/vienna-time.js';
import { austrianPublicHolidays } from './austrian-holidays.js';

/** What a person's holiday depends on (ADR 019). */
export type EmploymentTerms = {
  employedSince: LocalDate;
  /** Days worked in a usual week, 1 to 6. */
  workingDaysPerWeek: number;
  /** Earlier service counted towards the 25 years (Vordienstzeiten). */
  creditedServiceYears: number;
  /** Days left from before recording began, available from the first year on. */
  openingHolidayDays: number;
};

export type HolidayBalance = {
  year: number;
  entitlementDays: number;
  carriedOverDays: number;
  takenDays: number;
  remainingDays: number;
  /** Of the remaining days, those that lapse at the end of the year (UrlG § 4 (5)). */
  expiringDays: number;
};

/** A holiday claim lapses two years after the end of the year it arose in (UrlG § 4 (5)). */
export const CLAIM_YEARS = 3;
export const SENIORITY_YEARS = 25;

const yearOf = (date: LocalDate) => Number(date.slice(0, 4));
const roundUpToHalf = (days: number) => Math.ceil(days * 2 - 1e-9) / 2;
const dayCount = (from: LocalDate, to: LocalDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The holiday of a calendar year: five weeks, six once 25 years of service are completed within it
 * (UrlG § 2), a week being the days the person works in one (30/36 for a six-day week, 25/30 for five,
 * pro rata for part-time). The year the person starts counts pro rata to the days employed, rounded up
 * to half days.
 */
export function annualEntitlement(terms: EmploymentTerms, year: number): number {
  const startYear = yearOf(terms.employedSince);
  if (year < startYear) return 0;
  const seniorityDate = `${startYear + SENIORITY_YEARS - terms.creditedServiceYears}${terms.employedSince.slice(4)}`;
  const weeks = seniorityDate <= `${year}-12-31` ? 6 : 5;
  const full = weeks * terms.workingDaysPerWeek;
  if (year > startYear) return full;
  const daysInYear = dayCount(`${year}-01-01`, `${year + 1}-01-01`);
  const employedDays = dayCount(terms.employedSince, `${year + 1}-01-01`);
  return roundUpToHalf((full * employedDays) / daysInYear);
}

/**
 * Whether a date uses up a holiday day: never on a Sunday or a public holiday, and on a Saturday only
 * for a six-day week.
 */
export function isHolidayWorkday(date: LocalDate, workingDaysPerWeek: number): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 'sunday') return false;
  if (weekday === 'saturday' && workingDaysPerWeek < 6) return false;
  return !austrianPublicHolidays(yearOf(date)).has(date);
}

/**
 * Holiday days taken per year from activities of kind holiday: each Vienna date an activity covers
 * counts once, however many activities cover it.
 */
export function takenDaysByYear(
  holidays: readonly { startedAt: Date; endedAt: Date | null }[],
  workingDaysPerWeek: number,
): Map<number, number> {
  const dates = new Set<LocalDate>();
  for (const { startedAt, endedAt } of holidays) {
    const first = viennaParts(startedAt).date;
    // An activity ending at midnight does not take the next day.
    const last = endedAt === null ? first : viennaParts(new Date(endedAt.getTime() - 1)).date;
    for (let date = first; date <= last; date = addDays(date, 1)) dates.add(date);
  }
  const byYear = new Map<number, number>();
  for (const date of dates)
    if (isHolidayWorkday(date, workingDaysPerWeek))
      byYear.set(yearOf(date), (byYear.get(yearOf(date)) ?? 0) + 1);
  return byYear;
}

/**
 * The balances of every year from the start of employment to `untilYear`. Days taken use the oldest
 * claim first; a claim still unused two years after the end of its year lapses. Days taken beyond every
 * claim are an advance that the next year's claim pays back.
 */
export function holidayBalances(
  terms: EmploymentTerms,
  taken: ReadonlyMap<number, number>,
  untilYear: number,
): HolidayBalance[] {
  const balances: HolidayBalance[] = [];
  // Unused days per year of origin; an advance is a negative claim of the year it was taken in.
  let claims: { year: number; days: number }[] = [];
  const startYear = yearOf(terms.employedSince);
  for (let year = startYear; year <= untilYear; year += 1) {
    const carriedOverDays = claims.reduce((sum, claim) => sum + claim.days, 0);
    const entitlementDays = annualEntitlement(terms, year);
    const opening = year === startYear ? terms.openingHolidayDays : 0;
    claims.push({ year, days: entitlementDays + opening });
    const takenDays = taken.get(year) ?? 0;
    claims = settle(claims, takenDays);
    const remainingDays = claims.reduce((sum, claim) => sum + claim.days, 0);
    const lapsing = claims.filter((claim) => claim.year <= year - CLAIM_YEARS + 1 && claim.days > 0);
    const expiringDays = lapsing.reduce((sum, claim) => sum + claim.days, 0);
    balances.push({
      year,
      entitlementDays,
      carriedOverDays: carriedOverDays + opening,
      takenDays,
      remainingDays,
      expiringDays,
    });
    claims = claims.filter((claim) => !lapsing.includes(claim));
  }
  return balances;
}

/** Pays back advances, then uses the oldest claims first; what is left over becomes a new advance. */
function settle(claims: { year: number; days: number }[], takenDays: number) {
  const advance = claims.filter((claim) => claim.days < 0).reduce((sum, claim) => sum - claim.days, 0);
  let toUse = takenDays + advance;
  const left = claims
    .filter((claim) => claim.days > 0)
    .sort((a, b) => a.year - b.year)
    .map((claim) => {
      const used = Math.min(claim.days, toUse);
      toUse -= used;
      return { year: claim.year, days: claim.days - used };
    })
    .filter((claim) => claim.days > 0);
  const newestYear = claims.reduce((max, claim) => Math.max(max, claim.year), 0);
  return toUse > 0 ? [...left, { year: newestYear, days: -toUse }] : left;
}
