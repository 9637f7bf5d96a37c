import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

/**
 * Ticket numbers of the branch's orders of this ticket day that wait at the counter: set "in delivery"
 * (for an order that is not delivered that means ready) and neither collected nor ended otherwise.
 */
export async function listReadyTicketNumbers(
  db: Db,
  branchId: number,
  ticketDate: string,
): Promise<number[]> {
  const rows = await db
    .select({ ticketNumber: orders.ticketNumber })
    .from(orders)
    .where(
      and(
        eq(orders.branchId, branchId),
        eq(orders.ticketDate, ticketDate),
        isNotNull(orders.ticketNumber),
        ne(orders.method, 'delivery'),
        eq(orders.isInDelivery, true),
        eq(orders.isCompleted, false),
        eq(orders.isRejected, false),
        eq(orders.isCanceled, false),
        eq(orders.isFailed, false),
      ),
    )
    .orderBy(asc(orders.ticketNumber));
  return rows.flatMap((row) => (row.ticketNumber === null ? [] : [row.ticketNumber]));
}
