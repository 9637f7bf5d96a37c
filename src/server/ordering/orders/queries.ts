import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { offlinePaymentMethods } from '../../../domain/schemas/order.js';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/json-rows.js';
import { executePlanned } from '../../db/planned.js';
import { preparedStatement } from '../../db/prepared.js';
import { branches, idempotencyKeys, orderItems, orders, ticketCounters } from '../../db/schema/index.js';
import { publicDataVersionSql } from '../../db/public-data-version.js';

export type OrderRow = typeof orders.$inferSelect;

/** The SQL twin of isPlacedForBranch, for the branch's order lists: paid at pickup, or paid online. */
export const placedForBranch = or(
  inArray(orders.paymentMethod, [...offlinePaymentMethods]),
  eq(orders.isPaid, true),
);
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export async function findIdempotencyKey(db: Db, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
  return row;
}

export async function finishIdempotencyKey(
  db: Db,
  key: string,
  values: Pick<IdempotencyRow, 'status' | 'responseStatus' | 'response' | 'orderId'>,
): Promise<void> {
  await db.update(idempotencyKeys).set(values).where(eq(idempotencyKeys.key, key));
}

/** The unique key that makes a second order with the same Idempotency-Key fail as a whole. */
export const IDEMPOTENCY_KEY_CONSTRAINT = 'idempotency_keys_key_unique';

/**
 * The ids and the ticket number a new order will be stored under, in one autocommit statement; none
 * when a finished request holds the key already (a replay, answered from the key), or when the catalogue
 * changed after the order was priced (checked in this statement, so it costs no round trip). The upsert locks the
 * counter row just for this statement, so parallel orders of a branch and day get consecutive numbers
 * without queueing behind each other's inserts (measured: inside the order's transaction 17 instead of
 * 40 orders/s). The price is a gap in the day's numbers when an order fails after taking its number.
 */
export async function allocateOrder(
  db: Db,
  input: {
    key: string;
    branchId: number;
    ticketDate: string;
    withTicket: boolean;
    itemCount: number;
    /** The catalogue version the order was priced by; null checks none. */
    catalogueVersion: number | null;
  },
): Promise<
  | { kind: 'allocated'; id: number; itemIds: number[]; ticketNumber: number | null }
  | { kind: 'taken' }
  /** The catalogue changed since the order was priced (ADR 036): nothing was allocated. */
  | { kind: 'stale'; catalogueVersion: number | null }
> {
  const [row] = await executePlanned<{
    taken: boolean;
    catalogue_version: string | number | null;
    id: number | null;
    item_ids: number[] | null;
    ticket_number: number | null;
  }>(
    db,
    sql`
    with taken as (select 1 from ${idempotencyKeys} where key = ${input.key}::text),
    version as (select ${publicDataVersionSql} as current),
    go as (
      select 1 where not exists (select 1 from taken)
        and (${input.catalogueVersion}::bigint is null
          or (select current from version) is not distinct from ${input.catalogueVersion}::bigint)
    ),
    ticket as (
      insert into ${ticketCounters} (branch_id, ticket_date, last_number)
      select ${input.branchId}::int, ${input.ticketDate}::date, 1
      where ${input.withTicket}::boolean and exists (select 1 from go)
      on conflict (branch_id, ticket_date) do update set last_number = ${ticketCounters}.last_number + 1
      returning last_number
    )
    select exists (select 1 from taken) as taken, (select current from version) as catalogue_version,
      ids.id, ids.item_ids, (select last_number from ticket) as ticket_number
    from (select 1) as one left join (
      select nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
        array(select nextval(pg_get_serial_sequence('order_items', 'id'))::int
          from generate_series(1, ${input.itemCount}::int)) as item_ids
      from go
    ) as ids on true`,
  );
  if (row === undefined || row.taken) return { kind: 'taken' };
  if (row.id === null || row.item_ids === null) {
    const version = row.catalogue_version === null ? null : Number(row.catalogue_version);
    return { kind: 'stale', catalogueVersion: version };
  }
  return {
    kind: 'allocated',
    id: Number(row.id),
    itemIds: row.item_ids.map(Number),
    ticketNumber: row.ticket_number,
  };
}

/**
 * The order, its items and its key with the answer as inserts for one statement (see storeOrder). The
 * rows carry the ids from allocateOrder, so the rows written are exactly the rows the answer shows.
 */
export function orderInserts(
  order: OrderRow,
  items: OrderItemRow[],
  key: Pick<IdempotencyRow, 'key' | 'requestHash' | 'status' | 'responseStatus' | 'response'>,
): SQL[] {
  return [
    insertJsonRows(orders, [order], { overridingSystemValue: true }),
    insertJsonRows(orderItems, items, { overridingSystemValue: true }),
    insertJsonRows(idempotencyKeys, [{ ...key, orderId: order.id }]),
  ];
}

/**
 * The branch as the status page, the boards and the guest's messages name it; read with the order so a
 * poll costs one query.
 */
export const branchContact = {
  id: branches.id,
  identifier: branches.identifier,
  name: branches.name,
  street: branches.street,
  zipCode: branches.zipCode,
  city: branches.city,
  phone: branches.phone,
  email: branches.email,
  // The guest's messages link to it.
  website: branches.website,
};
export type BranchContact = { [K in keyof typeof branchContact]: (typeof branches.$inferSelect)[K] };
/** The contact and the hours the status answer tells the guest "looked at from" by (ADR 044). */
const branchWithHours = {
  ...branchContact,
  openingHours: branches.openingHours,
  deliveryHours: branches.deliveryHours,
  isDeliveryHoursEnabled: branches.isDeliveryHoursEnabled,
};

const orderAndBranchBy = (key: 'id' | 'uid') =>
  preparedStatement(`order_with_branch_by_${key}`, (db: Db, name) =>
    db
      .select({ order: orders, branch: branchContact })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .where(eq(orders[key], sql.placeholder('key')))
      .limit(1)
      .prepare(name),
  );
const orderAndBranchById = orderAndBranchBy('id');
const orderAndBranchByUid = orderAndBranchBy('uid');

export async function findOrderByUid(
  db: Db,
  uid: string,
): Promise<{ order: OrderRow; branch: BranchContact } | undefined> {
  const [row] = await orderAndBranchByUid(db, { key: uid });
  return row;
}

export async function findOrderWithBranch(db: Db, id: number) {
  const [row] = await orderAndBranchById(db, { key: id });
  return row;
}

/**
 * An order, its branch's contact and its lines in one statement: the boards' feed and the status answers
 * read one per change, and on a host PostgreSQL shares, each round trip waits for the database's turn
 * (docs/performance.md, "Lunch rush"). Prepared: its SQL text over the order's hundred columns is built once.
 */
const orderWithItemsBy = (key: 'id' | 'uid') =>
  preparedStatement(`order_with_items_by_${key}`, (db: Db, name) =>
    db
      .select({ order: orders, branch: branchWithHours, item: orderItems })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders[key], sql.placeholder('key')))
      .orderBy(asc(orderItems.position))
      .prepare(name),
  );
const orderWithItemsById = orderWithItemsBy('id');
const orderWithItemsByUid = orderWithItemsBy('uid');

function withItems<Row extends { order: OrderRow; branch: BranchContact; item: OrderItemRow | null }>(
  rows: Row[],
): { order: OrderRow; branch: Row['branch']; items: OrderItemRow[] } | undefined {
  const [first] = rows;
  if (first === undefined) return undefined;
  const items = rows.flatMap(({ item }) => (item === null ? [] : [item]));
  return { order: first.order, branch: first.branch, items };
}

export const findOrderWithItems = async (db: Db, id: number) =>
  withItems(await orderWithItemsById(db, { key: id }));

export const findOrderByUidWithItems = async (db: Db, uid: string) =>
  withItems(await orderWithItemsByUid(db, { key: uid }));

const orderItemsOf = preparedStatement('order_items_of_order', (db: Db, name) =>
  db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderItems.position))
    .prepare(name),
);

export const listOrderItems = (db: Db, orderId: number): Promise<OrderItemRow[]> =>
  orderItemsOf(db, { orderId });

const orderForUpdate = preparedStatement('order_for_update', (db: Db, name) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update')
    .prepare(name),
);

/** Reads the order for a change and holds its row until the transaction ends. */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await orderForUpdate(tx, { id });
  return row;
}

export async function updateOrder(db: Db, id: number, values: Partial<NewOrder>): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}
