import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePlanned } from '../../db/planned.js';

/** Instants [start, end) of whole Vienna days, the dates for the rollups, and the branches (all: undefined). */
export type Period = {
  start: Date;
  end: Date;
  from: string;
  to: string;
  branchIds: readonly number[] | undefined;
};

const rows = <Row>(db: Db, query: SQL) => executePlanned<Row>(db, query);
const branchFilter = (column: SQL, branchIds: readonly number[] | undefined) =>
  branchIds === undefined
    ? sql`true`
    : sql`${column} = any(${sql.raw(`'{${branchIds.map(Number).join(',')}}'::int[]`)})`;
const viennaDate = (column: SQL) => sql`to_char(${column} at time zone 'Europe/Vienna', 'YYYY-MM-DD')`;

// Each visitor-day is counted once, in the hour it was first seen, so the hourly rollup sums to it.
export const uniqueVisitorsByDay = (db: Db, p: Period) =>
  rows<{ date: string; value: number }>(
    db,
    sql`select ${viennaDate(sql`hour`)} as date, sum(visitors)::int as value from analytics_hourly
        where hour >= ${p.start.toISOString()}::timestamptz and hour < ${p.end.toISOString()}::timestamptz
        group by 1 having sum(visitors) > 0 order by 1`,
  );

export const entriesByDay = (db: Db, p: Period, type: string) =>
  rows<{ date: string; value: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as date, sum(count)::int as value from analytics_daily_keys
        where type = ${type} and day between ${p.from}::date and ${p.to}::date group by 1 order by 1`,
  );

export const entriesByKey = (db: Db, p: Period, type: string) =>
  rows<{ key: string; value: number }>(
    db,
    sql`select key, sum(count)::int as value from analytics_daily_keys
        where type = ${type} and day between ${p.from}::date and ${p.to}::date
        group by key order by value desc, key limit 100`,
  );

export const visitorTimes = (db: Db, p: Period) =>
  rows<{ weekday: number; hour: number; value: number }>(
    db,
    sql`select extract(isodow from hour at time zone 'Europe/Vienna')::int as weekday,
          extract(hour from hour at time zone 'Europe/Vienna')::int as hour, sum(count)::int as value
        from analytics_hourly
        where hour >= ${p.start.toISOString()}::timestamptz and hour < ${p.end.toISOString()}::timestamptz
        group by 1, 2 order by 1, 2`,
  );

// The order figures read the order rollups (migration 0009, ADR 020): whole Vienna days (and UTC hours,
// which Vienna's whole-hour offset keeps inside them), so they match counting the orders by placed_at.
const daysIn = (p: Period) =>
  sql`day between ${p.from}::date and ${p.to}::date and ${branchFilter(sql`branch_id`, p.branchIds)}`;

export const ordersByDay = (db: Db, p: Period) =>
  rows<{ date: string; orders: number; canceled: number; gross: number; net: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as date, sum(orders)::int as orders, sum(canceled)::int as canceled,
          sum(gross)::int as gross, sum(net)::int as net
        from order_daily where ${daysIn(p)} group by day having sum(orders) > 0 order by 1`,
  );

export const revenueByPaymentMethod = (db: Db, p: Period) =>
  rows<{ method: string; orders: number; gross: number; net: number }>(
    db,
    sql`select payment_method as method, sum(orders - canceled)::int as orders, sum(gross)::int as gross,
          sum(net)::int as net
        from order_daily where ${daysIn(p)} group by 1 having sum(orders - canceled) > 0 order by 3 desc, 1`,
  );

export const revenueByTaxRate = (db: Db, p: Period) =>
  rows<{ rate: string; gross: number; net: number; tax: number }>(
    db,
    sql`select rate, sum(gross)::int as gross, sum(net)::int as net, sum(tax)::int as tax
        from order_tax_daily where ${daysIn(p)} group by 1 having sum(lines) > 0 order by 1`,
  );

export const itemsByDay = (db: Db, p: Period) =>
  rows<{ date: string; lines: number; gross: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as date, sum(lines)::int as lines, sum(items_gross)::int as gross
        from order_daily where ${daysIn(p)} group by day having sum(lines) > 0 order by 1`,
  );

export const popularItems = (db: Db, p: Period) =>
  rows<{ product: number; name: string; unit: string; amount: string; lines: number; gross: number }>(
    db,
    sql`select product_id as product, max(name) as name, unit, sum(amount)::text as amount,
          sum(lines)::int as lines, sum(gross)::int as gross
        from order_item_daily where ${daysIn(p)}
        group by product_id, unit order by lines desc, gross desc, product, unit limit 50`,
  );

export const orderTimes = (db: Db, p: Period) =>
  rows<{ weekday: number; hour: number; value: number }>(
    db,
    sql`select extract(isodow from hour at time zone 'Europe/Vienna')::int as weekday,
          extract(hour from hour at time zone 'Europe/Vienna')::int as hour, sum(orders)::int as value
        from order_hourly
        where hour >= ${p.start.toISOString()}::timestamptz and hour < ${p.end.toISOString()}::timestamptz
          and ${branchFilter(sql`branch_id`, p.branchIds)}
        group by 1, 2 having sum(orders) > 0 order by 1, 2`,
  );

export const activitiesInPeriod = (db: Db, p: Period, userId?: number) =>
  rows<{
    id: number;
    userId: number;
    name: string;
    branchId: number | null;
    kind: string;
    startedAt: string;
    endedAt: string | null;
    pauses: { start: string; end: string | null }[];
  }>(
    db,
    sql`select a.id, a.user_id as "userId", u.name, a.branch_id as "branchId", a.kind,
          a.started_at as "startedAt", a.ended_at as "endedAt", a.pauses
        from working_activities a join users u on u.id = a.user_id
        where a.started_at < ${p.end.toISOString()}::timestamptz
          and (a.ended_at is null or a.ended_at > ${p.start.toISOString()}::timestamptz)
          and ${branchFilter(sql`a.branch_id`, p.branchIds)}
          and ${userId === undefined ? sql`true` : sql`a.user_id = ${userId}`}
        order by a.started_at`,
  );

export const plannedMinutesByUser = (db: Db, p: Period, userId?: number) =>
  rows<{ userId: number; name: string; shifts: number; minutes: number }>(
    db,
    sql`select s.user_id as "userId", u.name, count(*)::int as shifts,
          round(sum(extract(epoch from (least(s.ends_at, ${p.end.toISOString()}::timestamptz)
            - greatest(s.starts_at, ${p.start.toISOString()}::timestamptz))) / 60))::int as minutes
        from working_schedules s join users u on u.id = s.user_id
        where s.starts_at < ${p.end.toISOString()}::timestamptz and s.ends_at > ${p.start.toISOString()}::timestamptz
          and ${branchFilter(sql`s.branch_id`, p.branchIds)}
          and ${userId === undefined ? sql`true` : sql`s.user_id = ${userId}`}
        group by 1, 2 order by 2, 1`,
  );
