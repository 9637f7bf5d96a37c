import type { Branch } from '../schemas/branch.js';
import type { Config } from '../schemas/config.js';
import type { Cart } from './cart-state.js';
import { methodOf, withMethod } from './cart-state.js';
import { orderMethods, type OrderMethod } from './order-method.js';

export type MethodFlags = Pick<Branch, 'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled'>;

export function isMethodSupported(branch: MethodFlags, method: OrderMethod): boolean {
  switch (method) {
    case 'takeaway':
      return branch.isTakeawayEnabled;
    case 'delivery':
      return branch.isDeliveryEnabled;
    case 'dineIn':
      return branch.isDineInEnabled;
  }
}

/** The methods the 'Art der Lieferung' select offers, in the spec's order. */
export function supportedMethods(branch: MethodFlags): OrderMethod[] {
  return orderMethods.filter((method) => isMethodSupported(branch, method));
}

/**
 * The configured default method when the branch supports it. Otherwise the first method the branch
 * offers, since the page must show some method; null only for a branch that takes no orders.
 */
export function defaultMethod(
  config: Pick<Config, 'defaultDeliveryMethod'>,
  branch: MethodFlags,
): OrderMethod | null {
  const configured = config.defaultDeliveryMethod;
  if (configured !== null && isMethodSupported(branch, configured)) return configured;
  return supportedMethods(branch)[0] ?? null;
}

/** A method the guest chose earlier (persisted per branch) wins while the branch still offers it. */
export function resolveMethod(
  persisted: OrderMethod | null,
  config: Pick<Config, 'defaultDeliveryMethod'>,
  branch: MethodFlags,
): OrderMethod | null {
  return persisted !== null && isMethodSupported(branch, persisted)
    ? persisted
    : defaultMethod(config, branch);
}

/** The chosen area while the branch still delivers there, else the first area (spec, section 4). */
export function defaultDeliveryArea(
  current: number | null,
  branch: Pick<Branch, 'deliveryAreas'>,
): number | null {
  if (current !== null && branch.deliveryAreas.some((area) => area.id === current)) return current;
  return branch.deliveryAreas[0]?.id ?? null;
}

/** The cart as the page should show it on load: method and delivery area filled in. */
export function applyCartDefaults(
  cart: Cart,
  persisted: OrderMethod | null,
  config: Pick<Config, 'defaultDeliveryMethod'>,
  branch: MethodFlags & Pick<Branch, 'deliveryAreas'>,
): Cart {
  const method = resolveMethod(persisted, config, branch) ?? methodOf(cart);
  return { ...withMethod(cart, method), deliveryArea: defaultDeliveryArea(cart.deliveryArea, branch) };
}
