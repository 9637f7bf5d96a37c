import { z } from 'zod';
import { productSchema } from '../schemas/catalog.js';
import { cartItemSchema } from './cart-item.js';
import type { OrderMethod } from './order-method.js';

/**
 * What the cart remembers of the product when the item was added. Migration compares it with the
 * active product, so a changed price or recipe drops the item instead of charging something the
 * guest never saw.
 */
export const productSnapshotSchema = productSchema.pick({ name: true, description: true, price: true });
export type ProductSnapshot = z.infer<typeof productSnapshotSchema>;

export const cartEntrySchema = cartItemSchema.extend({ snapshot: productSnapshotSchema });
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** The cart as stored in session storage under one key per branch (spec, section 3). */
export const cartSchema = z.object({
  items: z.array(cartEntrySchema),
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  /** The id of the chosen delivery area of the branch. */
  deliveryArea: z.number().int().nullable(),
  order: z.object({
    /** An ISO instant; null means as soon as possible. */
    appointment: z.string().nullable(),
    comment: z.string(),
  }),
});
export type Cart = z.infer<typeof cartSchema>;

export function emptyCart(): Cart {
  return {
    items: [],
    isDelivery: false,
    isDineIn: false,
    deliveryArea: null,
    order: { appointment: null, comment: '' },
  };
}

/**
 * Reads what session storage held. Storage outlives deployments and can be edited by hand, so
 * anything that is not a valid cart starts afresh rather than breaking the page.
 */
export function readCart(stored: unknown): Cart {
  const parsed = cartSchema.safeParse(stored);
  return parsed.success ? parsed.data : emptyCart();
}

/** After an order or on request: the method and delivery area stay, the guest is still where they were. */
export function clearCart(cart: Cart): Cart {
  return { ...cart, items: [], order: { ...cart.order, appointment: null, comment: '' } };
}

export function methodOf(cart: Pick<Cart, 'isDelivery' | 'isDineIn'>): OrderMethod {
  if (cart.isDelivery) return 'delivery';
  return cart.isDineIn ? 'dineIn' : 'takeaway';
}

/** The two flags are kept mutually exclusive, so `methodOf` never has to choose between them. */
export function withMethod(cart: Cart, method: OrderMethod): Cart {
  return { ...cart, isDelivery: method === 'delivery', isDineIn: method === 'dineIn' };
}
