import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CartItem } from '../../../../domain/cart/cart-item.js';
import { clearCart, readCart, withMethod, type Cart } from '../../../../domain/cart/cart-state.js';
import { applyCartDefaults } from '../../../../domain/cart/default-method.js';
import { migrateCart, snapshotOf, type ActiveProduct } from '../../../../domain/cart/migrate-cart.js';
import { orderMethods, type OrderMethod } from '../../../../domain/cart/order-method.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import type { Config } from '../../../../domain/schemas/config.js';
import { useIsHydrating } from '../../../app/render-context.js';
import { cartKey, methodKey, readStored, writeStored } from '../utils/session-store.js';
import { takeTableFromLink } from '../utils/table-preset.js';

const session = () => window.sessionStorage;
const local = () => window.localStorage;

function persistedMethod(branchIdentifier: string): OrderMethod | null {
  const stored = readStored(local, methodKey(branchIdentifier));
  return orderMethods.find((method) => method === stored) ?? null;
}

function storedCart(identifier: string, config: Pick<Config, 'defaultDeliveryMethod'>, branch: Branch): Cart {
  // A table's QR code: the guest sits at the table, so dine-in is chosen as if by the guest. The server
  // renders without the browser's storage and address.
  const isBrowser = typeof window !== 'undefined';
  if (isBrowser && takeTableFromLink(identifier, window.location.search) && branch.isDineInEnabled) {
    writeStored(local, methodKey(identifier), 'dineIn');
  }
  return applyCartDefaults(
    readCart(readStored(session, cartKey(identifier))),
    persistedMethod(identifier),
    config,
    branch,
  );
}

export interface CartActions {
  add: (item: CartItem, product: ActiveProduct) => void;
  replace: (index: number, item: CartItem, product: ActiveProduct) => void;
  remove: (index: number) => void;
  clear: () => void;
  setMethod: (method: OrderMethod) => void;
  setDeliveryArea: (areaId: number) => void;
  /** The checkout's desired time and comment, kept with the cart until the order is placed. */
  setOrder: (order: Partial<Cart['order']>) => void;
}

/**
 * The branch's cart in session storage (spec, section 3), so a reload keeps it while a new tab starts
 * empty. The chosen method also goes to local storage: it is the guest's habit, not part of this
 * order, and should greet them again next time. What is shown is always the cart migrated against the
 * active products, so a catalogue reload drops changed items at once.
 *
 * `isComplete` is false while `activeProducts` holds only a page's part of the menu: the cart is then
 * migrated only when it holds nothing else, so an item from further down is never dropped for being
 * unknown, and `needsWholeCatalogue` says when the rest is needed to show it.
 */
export function useCart(
  branch: Branch,
  config: Pick<Config, 'defaultDeliveryMethod'>,
  activeProducts: readonly ActiveProduct[],
  isComplete = true,
): { cart: Cart; actions: CartActions; needsWholeCatalogue: boolean } {
  const identifier = branch.identifier;
  // The server knows no stored cart: while the server's page hydrates it shows the empty one, and the
  // stored cart is neither shown nor overwritten until then.
  const isHydrating = useIsHydrating();
  const [stored, setStored] = useState<Cart>(() => storedCart(identifier, config, branch));
  const empty = useMemo(() => applyCartDefaults(readCart(null), null, config, branch), [config, branch]);
  const holdsUnknown = useMemo(() => {
    if (isComplete) return false;
    const known = new Set(activeProducts.map((product) => product.id));
    return stored.items.some((item) => !known.has(item.productId));
  }, [isComplete, activeProducts, stored]);
  const isWaiting = isHydrating || holdsUnknown;
  const cart = useMemo(
    () => migrateCart(isWaiting ? empty : stored, activeProducts),
    [isWaiting, empty, stored, activeProducts],
  );

  useEffect(() => {
    if (!isWaiting) writeStored(session, cartKey(identifier), cart);
  }, [isWaiting, identifier, cart]);

  const update = useCallback(
    (change: (current: Cart) => Cart) =>
      setStored((current) => change(isComplete ? migrateCart(current, activeProducts) : current)),
    [activeProducts, isComplete],
  );

  const actions = useMemo<CartActions>(
    () => ({
      add: (item, product) =>
        update((current) => ({
          ...current,
          items: [...current.items, { ...item, snapshot: snapshotOf(product) }],
        })),
      replace: (index, item, product) =>
        update((current) => ({
          ...current,
          items: current.items.map((entry, position) =>
            position === index ? { ...item, snapshot: snapshotOf(product) } : entry,
          ),
        })),
      remove: (index) =>
        update((current) => ({
          ...current,
          items: current.items.filter((_, position) => position !== index),
        })),
      clear: () => update(clearCart),
      setMethod: (method) => {
        writeStored(local, methodKey(identifier), method);
        update((current) => withMethod(current, method));
      },
      setDeliveryArea: (areaId) => update((current) => ({ ...current, deliveryArea: areaId })),
      setOrder: (order) => update((current) => ({ ...current, order: { ...current.order, ...order } })),
    }),
    [update, identifier],
  );

  return { cart, actions, needsWholeCatalogue: !isHydrating && holdsUnknown };
}
