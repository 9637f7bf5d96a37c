import { receiptLines } from '../../../domain/receipts/receipt.js';
import { receiptInputOf } from '../../../domain/receipts/receipt-input.js';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { notFound } from '../../http/http-error.js';
import { renderReceiptPdf } from '../../integrations/printers/receipt-pdf.js';
import { getConfig } from '../../content/index.js';
import { lockReceiptPrinter } from '../../devices/index.js';
import { recordChange } from '../../organisation/index.js';
import { queuePrintJob } from '../../devices/index.js';
import { orderMessages } from '../orders/messages.js';
import { lockOrder } from '../orders/queries.js';
import { getStaffOrder, type OrderDeskDeps } from '../desk/staff-service.js';
import type { StaffActor } from '../../organisation/index.js';

export type ReceiptOptions = { showCustomerData: boolean };

const receiptTitle = (order: StaffOrder) =>
  order.ticketNumber === null ? `Beleg Bestellung ${order.id}` : `Beleg Nr. ${order.ticketNumber}`;

async function receiptOf(deps: OrderDeskDeps, order: StaffOrder, options: ReceiptOptions) {
  const config = await getConfig(deps.db);
  return receiptLines(receiptInputOf(order, config, options.showCustomerData));
}

/**
 * Sends the order's receipt to the branch's printer as a print job, logged with the job. Printing
 * changes nothing of the order, so the answer is the order as read under the lock.
 */
export async function printOrderReceipt(
  deps: OrderDeskDeps,
  actor: StaffActor,
  id: number,
  options: ReceiptOptions,
): Promise<StaffOrder> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Held so the order cannot vanish between reading it and queuing its receipt.
    if ((await lockOrder(tx, id)) === undefined) throw notFound(orderMessages.notFound);
    const order = await getStaffOrder({ ...deps, db: tx }, actor, id);
    const printer = await lockReceiptPrinter(tx, order.branch);
    const job = await queuePrintJob(tx, {
      deviceId: printer.id,
      orderId: id,
      kind: 'receipt',
      title: receiptTitle(order),
      lines: await receiptOf({ ...deps, db: tx }, order, options),
    });
    await recordChange(tx, {
      userId: actor.userId,
      action: 'print',
      entity: 'order',
      entityId: id,
      before: null,
      after: { printJob: job.id, device: printer.id },
      at: now,
    });
    return order;
  });
}

/** The same receipt as a PDF on an 80 mm roll, for a branch without a printer or to keep. */
export async function orderReceiptPdf(
  deps: OrderDeskDeps,
  actor: StaffActor,
  id: number,
  options: ReceiptOptions,
): Promise<{ pdf: Buffer; fileName: string }> {
  const order = await getStaffOrder(deps, actor, id);
  const title = receiptTitle(order);
  const pdf = await renderReceiptPdf(await receiptOf(deps, order, options), title);
  return { pdf, fileName: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf` };
}
