import { answerKindOf, type CartItem, type PartAnswer, type PartAnswerKind } from '../cart/cart-item.js';
import { isAnswerEmpty } from '../cart/part-steps.js';
import { isOnlinePayment } from '../checkout/payment-methods.js';
import type { OrderStatus } from '../order-status/order-status.js';
import { roundHalfAwayFromZero } from '../pricing/rounding.js';
import type { PartType } from '../schemas/catalog.js';
import type { PaymentMethod } from '../schemas/order.js';

/** While the branch still works on an order, what it contains may change. */
const revisableStatuses: readonly OrderStatus[] = ['pending', 'counterProposed', 'confirmed', 'inDelivery'];

/**
 * Items of an order change only while it is open and paid in the shop. An online payment charged (or is
 * charging) exactly the total the guest saw: a higher total would need a second payment and a lower one
 * a partial refund, and neither exists, so such an order keeps the items it was paid for. Staff cancel
 * it instead (which refunds it) and take a new order.
 */
export function canReviseItems(status: OrderStatus, paymentMethod: PaymentMethod): boolean {
  return revisableStatuses.includes(status) && !isOnlinePayment(paymentMethod);
}

export type ItemChange<Line> =
  | { type: 'replace'; index: number; line: Line }
  | { type: 'add'; line: Line }
  | { type: 'remove'; index: number };

export type Revision<Line> = { ok: true; lines: Line[] } | { ok: false; reason: 'index' | 'last' };

const hasIndex = (lines: readonly unknown[], index: number) =>
  Number.isInteger(index) && index >= 0 && index < lines.length;

/**
 * The order's lines after one change, in their order: a replaced line keeps its place, a new one comes
 * last. A position that does not exist changes nothing, and the last line cannot be removed: an order
 * without items is a cancelled one, and cancelling has its own action.
 */
export function reviseLines<Line>(lines: readonly Line[], change: ItemChange<Line>): Revision<Line> {
  switch (change.type) {
    case 'add':
      return { ok: true, lines: [...lines, change.line] };
    case 'replace':
      if (!hasIndex(lines, change.index)) return { ok: false, reason: 'index' };
      return {
        ok: true,
        lines: lines.map((line, index) => (index === change.index ? change.line : line)),
      };
    case 'remove':
      if (!hasIndex(lines, change.index)) return { ok: false, reason: 'index' };
      if (lines.length === 1) return { ok: false, reason: 'last' };
      return { ok: true, lines: lines.filter((_, index) => index !== change.index) };
  }
}

/** An answer as the order keeps it: the part's type, and what was chosen or written. */
export interface OrderedPart {
  name: string;
  type: PartType;
  options: readonly { name: string }[];
  text: string | null;
  uploadIds: readonly number[];
}

function canonical(answer: PartAnswer): string {
  switch (answer.kind) {
    case 'options':
      return JSON.stringify(['options', [...answer.selected].sort()]);
    case 'text':
      return JSON.stringify(['text', answer.text.trim()]);
    case 'uploads':
      return JSON.stringify(['uploads', [...answer.uploadIds].sort((a, b) => a - b)]);
  }
}

/** A part as it was ordered, read back as the answer of the given kind. */
export function storedAnswer(
  part: Pick<OrderedPart, 'options' | 'text' | 'uploadIds'>,
  kind: PartAnswerKind,
): PartAnswer {
  switch (kind) {
    case 'options':
      return { kind, selected: part.options.map((option) => option.name) };
    case 'text':
      return { kind, text: part.text ?? '' };
    case 'uploads':
      return { kind, uploadIds: [...part.uploadIds] };
  }
}

const orderedAnswer = (part: OrderedPart) => storedAnswer(part, answerKindOf(part.type));

function answerKeys(answers: Iterable<[string, PartAnswer]>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [name, answer] of answers) if (!isAnswerEmpty(answer)) keys.set(name, canonical(answer));
  return keys;
}

/**
 * Whether the item asks for what the line was ordered with, apart from the amount: the same product,
 * unit and answers (empty answers and the order of chosen options do not count).
 */
export function isSameChoice(
  item: CartItem,
  line: { productId: number; unit: string; parts: readonly OrderedPart[] },
): boolean {
  if (item.productId !== line.productId || item.unit !== line.unit) return false;
  const wanted = answerKeys(Object.entries(item.parts));
  const ordered = answerKeys(line.parts.map((part) => [part.name, orderedAnswer(part)]));
  return wanted.size === ordered.size && [...wanted].every(([name, key]) => ordered.get(name) === key);
}

/**
 * The line's total for another amount at the price it was charged. For a product the branch no longer
 * offers (the menu changed since, or it is sold out): its price cannot be asked again, but the guest
 * may still want one more of what they ordered.
 */
export function scaledTotal(line: { amount: number; total: number }, amount: number): number {
  return roundHalfAwayFromZero((line.total * amount) / line.amount);
}
