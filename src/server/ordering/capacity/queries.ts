import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderMethod } from '../../../domain/cart/order-method.js';
import { emptyUsage, type SlotUsage } from '../../../domain/capacity/room.js';
import { capacitySettingsSchema, defaultCapacitySettings } from '../../../domain/capacity/settings.js';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { branchCapacity, branches, capacityLostDemand, departments, orders } from '../../db/schema/index.js';

// Both drivers answer raw SQL with { rows }; the shared Db type cannot say so.
const rowsOf = async <Row>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export type CapacityRow = typeof branchCapacity.$inferSelect;
export type LostReason = 'capacity' | 'pause' | 'busy';
export type LostOutcome = 'moved' | 'refused';

/** A branch without a row: capacity off, no busy mode, no pause. */
export function blankCapacityRow(branchId: number): CapacityRow {
  return {
    branchId,
    settings: defaultCapacitySettings,
    busyMinutes: 0,
    pausedAt: null,
    pausedUntil: null,
    autoState: null,
    updatedAt: new Date(0),
  };
}

const capacityRowOf = preparedStatement('capacity_row_of_branch', (db: Db, name) =>
  db
    .select()
    .from(branchCapacity)
    .where(eq(branchCapacity.branchId, sql.placeholder('branchId')))
    .prepare(name),
);

export async function readCapacityRow(db: Db, branchId: number): Promise<CapacityRow> {
  const [row] = await capacityRowOf(db, { branchId });
  // Rows written by an older version lack later fields: the schema fills their defaults.
  return row === undefined
    ? blankCapacityRow(branchId)
    : { ...row, settings: capacitySettingsSchema.parse(row.settings) };
}

export async function writeCapacityRow(
  db: Db,
  branchId: number,
  changes: Partial<Omit<CapacityRow, 'branchId' | 'updatedAt'>>,
): Promise<void> {
  await db
    .insert(branchCapacity)
    .values({ branchId, settings: defaultCapacitySettings, ...changes })
    .onConflictDoUpdate({ target: branchCapacity.branchId, set: { ...changes, updatedAt: new Date() } });
}

/**
 * Sets the automatic state if it differs; true for exactly one caller per change, so the change is
 * logged once however many requests notice it at the same moment.
 */
export async function claimAutoState(db: Db, branchId: number, auto: 'busy' | 'pause' | null) {
  const rows = await db
    .update(branchCapacity)
    .set({ autoState: auto })
    .where(
      and(eq(branchCapacity.branchId, branchId), sql`${branchCapacity.autoState} is distinct from ${auto}`),
    )
    .returning({ branchId: branchCapacity.branchId });
  return rows.length > 0;
}

// Orders that hold their place: not cancelled, rejected or failed.
const holdsPlace = and(
  eq(orders.isCanceled, false),
  eq(orders.isRejected, false),
  eq(orders.isFailed, false),
);

const slotUsageRows = preparedStatement('capacity_slot_usage', (db: Db, name) =>
  db
    .select({
      slot: orders.capacitySlot,
      method: orders.method,
      orders: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(${orders.makeMinutes}), 0)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.branchId, sql.placeholder('branchId')),
        isNotNull(orders.capacitySlot),
        gte(orders.capacitySlot, sql.placeholder('from')),
        lt(orders.capacitySlot, sql.placeholder('to')),
        holdsPlace,
      ),
    )
    .groupBy(orders.capacitySlot, orders.method)
    .prepare(name),
);

/** Orders and make-time minutes per slot and method in [from, to), by slot start in ms. */
export async function slotUsage(
  db: Db,
  branchId: number,
  from: Date,
  to: Date,
): Promise<Map<number, SlotUsage>> {
  const rows = await slotUsageRows(db, { branchId, from: from.toISOString(), to: to.toISOString() });
  const usage = new Map<number, SlotUsage>();
  for (const row of rows) {
    if (row.slot === null) continue;
    const key = row.slot.getTime();
    const slot = usage.get(key) ?? emptyUsage();
    slot[row.method as OrderMethod] = { orders: Number(row.orders), minutes: Number(row.minutes) };
    usage.set(key, slot);
  }
  return usage;
}

/**
 * Serialises the capacity checks of one branch's slot until the transaction ends. The key mixes branch
 * and slot, so orders for other slots never wait on each other.
 */
export async function lockSlot(db: Db, branchId: number, slot: Date): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${0x6b697463}, hashtext(${`${branchId}:${slot.getTime()}`}::text))`,
  );
}

/** People of the department on the clock now: a running work activity, not on a pause. */
export async function peopleOnClock(db: Db, departmentId: number): Promise<number> {
  const [row] = await rowsOf<{ people: number }>(
    db,
    sql`
    select count(*)::int as people from working_activities a join users u on u.id = a.user_id
    where u.department_id = ${departmentId} and a.ended_at is null and a.kind = 'work'
      and not exists (select 1 from jsonb_array_elements(a.pauses) p where p->>'end' is null)`,
  );
  return Number(row?.people ?? 0);
}

/** Orders the branch is working on: told to the branch, not yet finished, cancelled or rejected. */
export async function ordersInProgress(db: Db, branchId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.branchId, branchId),
        isNotNull(orders.placedAt),
        eq(orders.isCompleted, false),
        eq(orders.isDelivered, false),
        holdsPlace,
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Each product's make time: its own, else the largest of the categories it is listed in, else none.
 */
export async function makeMinutesOf(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; minutes: number }>(
    db,
    sql`
    select p.id, coalesce(p.make_minutes, (
      select max(c.make_minutes) from menu_category_products mcp
      join menu_categories mc on mc.id = mcp.menu_category_id join categories c on c.id = mc.category_id
      where mcp.product_id = p.id), 0)::int as minutes
    from products p where p.id in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.minutes)]));
}

export async function countLostDemand(
  db: Db,
  input: { branchId: number; day: string; reason: LostReason; outcome: LostOutcome },
): Promise<void> {
  await db
    .insert(capacityLostDemand)
    .values({ ...input, orders: 1 })
    .onConflictDoUpdate({
      target: [
        capacityLostDemand.branchId,
        capacityLostDemand.day,
        capacityLostDemand.reason,
        capacityLostDemand.outcome,
      ],
      set: { orders: sql`${capacityLostDemand.orders} + 1` },
    });
}

export async function lostDemandRows(
  db: Db,
  period: { from: string; to: string; branchIds: readonly number[] | undefined },
) {
  return db
    .select({
      date: capacityLostDemand.day,
      reason: capacityLostDemand.reason,
      outcome: capacityLostDemand.outcome,
      orders: sql<number>`sum(${capacityLostDemand.orders})::int`,
    })
    .from(capacityLostDemand)
    .where(
      and(
        sql`${capacityLostDemand.day} between ${period.from}::date and ${period.to}::date`,
        period.branchIds === undefined
          ? undefined
          : inArray(capacityLostDemand.branchId, [...period.branchIds]),
      ),
    )
    .groupBy(capacityLostDemand.day, capacityLostDemand.reason, capacityLostDemand.outcome)
    .orderBy(capacityLostDemand.day, capacityLostDemand.reason, capacityLostDemand.outcome);
}

/** Whether the department belongs to the branch (or to none, shared by all). */
export async function departmentOfBranch(db: Db, departmentId: number, branchId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.id, departmentId),
        sql`(${departments.branchId} = ${branchId} or ${departments.branchId} is null)`,
      ),
    );
  return row !== undefined;
}

const branchIdOf = preparedStatement('branch_exists', (db: Db, name) =>
  db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, sql.placeholder('branchId')))
    .prepare(name),
);

export async function branchExists(db: Db, branchId: number): Promise<boolean> {
  const [row] = await branchIdOf(db, { branchId });
  return row !== undefined;
}
