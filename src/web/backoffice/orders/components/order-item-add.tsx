import { useMemo } from 'react';
import type { Product } from '../../../../domain/schemas/catalog.js';
import { useWholeInit } from '../../../api/init.js';
import { useNow } from '../../../hooks/use-now.js';
import { ordersDe } from '../../../i18n/orders.js';
import { orderableProducts } from '../utils/phone-order.js';
import { ProductPicker } from './product-picker.js';

const text = ordersDe.detail;

/** One more product for an open order, picked from what the branch offers right now. */
export function OrderItemAdd({
  branchId,
  currency,
  onAdd,
}: {
  branchId: number;
  currency: string;
  onAdd: (product: Product) => void;
}) {
  const init = useWholeInit().init;
  const now = useNow(60_000);
  const products = useMemo(
    () =>
      init === undefined ? [] : orderableProducts(init['/api/menus'], init['/api/products'], branchId, now),
    [init, branchId, now],
  );
  return (
    <details className="bo-order__add">
      <summary>{text.addItem}</summary>
      <p className="field__hint">{text.addItemHint}</p>
      <ProductPicker products={products} currency={currency} onAdd={onAdd} />
    </details>
  );
}
