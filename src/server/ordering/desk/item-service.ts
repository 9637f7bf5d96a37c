import type { CartItem } from '../../../domain/cart/cart-item.js';
import type { OrderMethod } from '../../../domain/cart/order-method.js';
import { isProductAvailable } from '../../../domain/catalog/product-availability.js';
import { checkOrderItems, ORDER_TOTAL_MAX, orderItemMessages } from '../../../domain/checkout/order-items.js';
import { statusOf } from '../../../domain/order-status/order-status.js';
import {
  canReviseItems,
  isSameChoice,
  reviseLines,
  scaledTotal,
  type ItemChange,
} from '../../../domain/order-items/revision.js';
import { cartTotals } from '../../../domain/pricing/cart-totals.js';
import { minimumOrderMessage } from '../../../domain/pricing/delivery-notices.js';
import type { DeliveryArea } from '../../../domain/schemas/branch.js';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { recordChange } from '../../organisation/index.js';
import type { CheckoutFacts } from '../../../domain/checkout/checkout-facts.js';
import { loadCheckoutFacts } from '../orders/checkout-facts.js';
import { orderMessages } from '../orders/messages.js';
import { orderStateOf } from '../orders/order-state.js';
import {
  findOrderWithBranch,
  listOrderItems,
  lockOrder,
  updateOrder,
  type NewOrderItem,
  type OrderItemRow,
  type OrderRow,
} from '../orders/queries.js';
import { staffOrderMessages } from './staff-messages.js';
import { replaceOrderItems } from './staff-queries.js';
import { assertBranch, getStaffOrder, type OrderDeskDeps } from './staff-service.js';
import type { StaffActor } from '../../organisation/index.js';
import { itemRow, moneyColumns } from '../orders/validate-order.js';

/** What staff ask for: an item in place of the one at `index`, one more item, or one item less. */
export type ItemRequest =
  | { type: 'replace'; index: number; item: CartItem }
  | { type: 'add'; item: CartItem }
  | { type: 'remove'; index: number };

type PricingContext = {
  facts: CheckoutFacts;
  method: OrderMethod;
  area: DeliveryArea | null;
  now: Date;
};

const refuse = (status: number, message: string, field: string) => new HttpError(status, message, field);

function storedLine(row: OrderItemRow): NewOrderItem {
  return {
    position: row.position,
    productId: row.productId,
    product: row.product,
    amount: row.amount,
    unit: row.unit,
    parts: row.parts,
    unitPrice: row.unitPrice,
    total: row.total,
    taxRate: row.taxRate,
  };
}

/**
 * The item priced as checkout prices it: a product of the branch's active menu, available now and valid,
 * at the catalogue's price. The one exception is the product a line already holds when the branch no
 * longer offers it: it keeps the price it was charged, and only its amount may change.
 */
function pricedLine(item: CartItem, ctx: PricingContext, ordered: OrderItemRow | undefined): NewOrderItem {
  const product = ctx.facts.menuProducts.get(item.productId);
  const offered = product !== undefined && isProductAvailable(product, ctx.now);
  if (!offered && ordered !== undefined && ordered.productId === item.productId) {
    if (!isSameChoice(item, ordered)) throw refuse(422, staffOrderMessages.onlyAmount, 'item');
    return { ...storedLine(ordered), amount: item.amount, total: scaledTotal(ordered, item.amount) };
  }
  const checked = checkOrderItems({
    items: [item],
    menuProducts: ctx.facts.menuProducts,
    method: ctx.method,
    deliveryArea: ctx.area,
    now: ctx.now,
    currency: ctx.facts.config.currency,
  });
  if (!checked.ok) throw refuse(422, checked.errors[0]?.message ?? orderItemMessages.unknown, 'item');
  const [line] = checked.lines;
  if (line === undefined) throw new Error('A checked item came back without its line.');
  return itemRow(line, 0);
}

/** What the log keeps of the items: enough to see what changed, without the product snapshots. */
function itemsSummary(
  order: Pick<OrderRow, 'itemsGross' | 'deliveryFee' | 'totalGross'>,
  lines: NewOrderItem[],
) {
  return {
    items: lines.map((line) => ({
      name: line.product.name,
      amount: line.amount,
      unit: line.unit,
      total: line.total,
    })),
    itemsGross: order.itemsGross,
    deliveryFee: order.deliveryFee,
    totalGross: order.totalGross,
  };
}

/**
 * Changes, adds or removes one item of an open order paid in the shop, under the order's row lock, and
 * recomputes its totals, delivery fee and taxes as checkout would. The new totals must still be an order
 * checkout would take (within the largest total, and a delivery above its area's minimum). The change
 * and its log entry are stored together; boards hear of it through the orders trigger.
 */
export async function reviseOrderItems(
  deps: OrderDeskDeps,
  actor: StaffActor,
  id: number,
  request: ItemRequest,
): Promise<StaffOrder> {
  const now = deps.now();
  const found = await findOrderWithBranch(deps.db, id);
  if (found === undefined) throw notFound(orderMessages.notFound);
  assertBranch(actor, found.order.branchId);
  const facts = await loadCheckoutFacts(deps.db, found.order.branchId, now);
  if (facts === undefined) throw notFound(orderMessages.notFound);

  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order === undefined) throw notFound(orderMessages.notFound);
    if (!canReviseItems(statusOf(orderStateOf(order)), order.paymentMethod)) {
      throw new HttpError(409, staffOrderMessages.itemsLocked);
    }
    const rows = await listOrderItems(tx, id);
    const ordered = request.type === 'add' ? undefined : rows[request.index];
    if (request.type !== 'add' && ordered === undefined)
      throw refuse(404, staffOrderMessages.itemIndex, 'index');

    const area =
      order.method === 'delivery'
        ? (facts.branch.deliveryAreas.find((candidate) => candidate.id === order.deliveryAreaId) ?? null)
        : null;
    const ctx = { facts, method: order.method, area, now };
    const change: ItemChange<NewOrderItem> =
      request.type === 'remove'
        ? request
        : request.type === 'add'
          ? { type: 'add', line: pricedLine(request.item, ctx, undefined) }
          : { type: 'replace', index: request.index, line: pricedLine(request.item, ctx, ordered) };
    const before = rows.map(storedLine);
    const revised = reviseLines(before, change);
    if (!revised.ok) {
      throw revised.reason === 'last'
        ? new HttpError(409, staffOrderMessages.lastItem)
        : refuse(404, staffOrderMessages.itemIndex, 'index');
    }
    const lines = revised.lines.map((line, position) => ({ ...line, position }));

    const totals = cartTotals({ lines, method: order.method, deliveryArea: area });
    if (totals.total > ORDER_TOTAL_MAX) {
      throw refuse(422, orderItemMessages.tooLarge(facts.config.currency), 'items');
    }
    if (area?.minimumOrderValue != null && totals.missingForMinimum > 0) {
      throw refuse(422, minimumOrderMessage(area.minimumOrderValue, facts.config.currency), 'items');
    }
    const changes = moneyColumns(totals, area);
    await replaceOrderItems(tx, id, lines);
    await updateOrder(tx, id, changes);
    await recordChange(tx, {
      userId: actor.userId,
      action: 'update',
      entity: 'order',
      entityId: id,
      before: itemsSummary(order, before),
      after: itemsSummary(changes, lines),
      at: now,
    });
  });
  return getStaffOrder(deps, actor, id);
}
