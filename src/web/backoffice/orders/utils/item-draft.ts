import { answerKindOf, type CartItem, type PartAnswerKind } from '../../../../domain/cart/cart-item.js';
import { initialParts } from '../../../../domain/cart/part-steps.js';
import { storedAnswer } from '../../../../domain/order-items/revision.js';
import type { Product } from '../../../../domain/schemas/catalog.js';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { unitIds, type UnitId } from '../../../../domain/units/catalogue.js';
import { defaultAmount } from '../../../../domain/units/product-units.js';

type OrderItem = StaffOrder['items'][number];
type OrderPart = OrderItem['parts'][number];

const isUnitId = (unit: string): unit is UnitId => unitIds.some((id) => id === unit);

/** Without the product the answer's own shape tells what it was: files, a text, or chosen options. */
function kindOf(part: OrderPart, product: Pick<Product, 'config'> | undefined): PartAnswerKind {
  const type = product?.config.parts.find((candidate) => candidate.name === part.name)?.type;
  if (type !== undefined) return answerKindOf(type);
  if (part.uploadIds.length > 0) return 'uploads';
  return part.text === null ? 'options' : 'text';
}

/**
 * An ordered item as `PUT /api/orders/{id}/items/{index}` takes it: the cart item it was priced from,
 * answers keyed by part name. Uploaded files stay with their part.
 */
export function cartItemOf(item: OrderItem, product: Pick<Product, 'config' | 'unit'> | undefined): CartItem {
  const unit = isUnitId(item.unit) ? item.unit : (product?.unit ?? 'piece');
  return {
    productId: item.productId,
    amount: item.amount,
    unit,
    parts: Object.fromEntries(
      item.parts.map((part) => [part.name, storedAnswer(part, kindOf(part, product))]),
    ),
  };
}

/** A product's item as it starts: its default amount and unit, its parts' preset answers. */
export function newCartItem(product: Product): CartItem {
  return { productId: product.id, ...defaultAmount(product), parts: initialParts(product) };
}
