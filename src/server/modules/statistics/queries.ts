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
// Orders count from the moment the branch was told (placed_at); unpaid online orders never were.
const placedIn = (p: Period) =>
  sql`o.placed_at >= ${p.start.toISOString()}::timestamptz and o.placed_at < ${p.end.toISOString()}::timestamptz and ${branchFilter(sql`o.branch_id`, p.branchIds)}`;
const isRevenue = sql`not (o.is_canceled or o.is_rejected or o.is_failed)`;
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

export const ordersByDay = (db: Db, p: Period) =>
  rows<{ date: string; orders: number; canceled: number; gross: number; net: number }>(
    db,
    sql`select ${viennaDate(sql`o.placed_at`)} as date, count(*)::int as orders,
          count(*) filter (where not (${isRevenue}))::int as canceled,
          coalesce(sum(o.total_gross) filter (where ${isRevenue}), 0)::int as gross,
          coalesce(sum(o.total_net) filter (where ${isRevenue}), 0)::int as net
        from orders o where ${placedIn(p)} group by 1 order by 1`,
  );

export const revenueByPaymentMethod = (db: Db, p: Period) =>
  rows<{ method: string; orders: number; gross: number; net: number }>(
    db,
    sql`select o.payment_method as method, count(*)::int as orders, sum(o.total_gross)::int as gross,
          sum(o.total_net)::int as net
        from orders o where ${placedIn(p)} and ${isRevenue} group by 1 order by 3 desc`,
  );

export const revenueByTaxRate = (db: Db, p: Period) =>
  rows<{ rate: string; gross: number; net: number; tax: number }>(
    db,
    sql`select (t->>'rate')::numeric::text as rate, sum((t->>'gross')::int)::int as gross,
          sum((t->>'net')::int)::int as net, sum((t->>'tax')::int)::int as tax
        from orders o cross join lateral jsonb_array_elements(o.taxes) t
        where ${placedIn(p)} and ${isRevenue} group by 1 order by 1`,
  );

export const itemsByDay = (db: Db, p: Period) =>
  rows<{ date: string; lines: number; gross: number }>(
    db,
    sql`select ${viennaDate(sql`o.placed_at`)} as date, count(*)::int as lines, sum(i.total)::int as gross
        from orders o join order_items i on i.order_id = o.id
        where ${placedIn(p)} and ${isRevenue} group by 1 order by 1`,
  );

export const popularItems = (db: Db, p: Period) =>
  rows<{ product: number; name: string; unit: string; amount: string; lines: number; gross: number }>(
    db,
    sql`select i.product_id as product, max(i.product->>'name') as name, i.unit,
          sum(i.amount)::text as amount, count(*)::int as lines, sum(i.total)::int as gross
        from orders o join order_items i on i.order_id = o.id
        where ${placedIn(p)} and ${isRevenue} group by i.product_id, i.unit order by lines desc, gross desc limit 50`,
  );

export const orderTimes = (db: Db, p: Period) =>
  rows<{ weekday: number; hour: number; value: number }>(
    db,
    sql`select extract(isodow from o.placed_at at time zone 'Europe/Vienna')::int as weekday,
          extract(hour from o.placed_at at time zone 'Europe/Vienna')::int as hour, count(*)::int as value
        from orders o where ${placedIn(p)} group by 1, 2 order by 1, 2`,
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
