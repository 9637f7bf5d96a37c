import { useState } from 'react';
import type { CartItem } from '../../../../domain/cart/cart-item.js';
import { isItemValid } from '../../../../domain/cart/item-validity.js';
import { formatMoney } from '../../../../domain/money/format.js';
import { priceCartItem } from '../../../../domain/pricing/item-price.js';
import type { Product } from '../../../../domain/schemas/catalog.js';
import { BoardDialog } from '../../../frontdesk/components/board-dialog.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { ItemFields } from './item-fields.js';

const text = ordersDe.item;

/**
 * An item's amount, unit and choices, checked and priced like the storefront's cart: an ordered item
 * changed in place, or a new one for a phone order. The server prices it again either way.
 */
export function ItemEditDialog({
  mode = 'edit',
  name,
  initial,
  product,
  currency,
  busy,
  error,
  onSave,
  onClose,
}: {
  mode?: 'edit' | 'add';
  name: string;
  initial: CartItem;
  product: Product | undefined;
  currency: string;
  busy: boolean;
  error: string | null;
  onSave: (item: CartItem) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const valid = product === undefined ? draft.amount > 0 : isItemValid(product, draft);
  const [tried, setTried] = useState(false);

  return (
    <BoardDialog
      title={mode === 'add' ? t(ordersDe.phone.configure, { name }) : t(text.title, { name })}
      submitLabel={mode === 'add' ? ordersDe.phone.add : text.save}
      busy={busy}
      error={tried && !valid ? text.invalid : error}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (valid) onSave(draft);
      }}
    >
      {product === undefined ? (
        <>
          <p>{text.unknownProduct}</p>
          <div className="field">
            <label className="field__label" htmlFor="item-amount">
              {text.amount}
            </label>
            <input
              id="item-amount"
              className="field__input"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={Number.isFinite(draft.amount) ? draft.amount : ''}
              onChange={(event) => setDraft({ ...draft, amount: event.target.valueAsNumber })}
            />
          </div>
        </>
      ) : (
        <>
          <ItemFields product={product} item={draft} onChange={setDraft} currency={currency} />
          {valid ? (
            <p className="bo-item__price" aria-live="polite">
              {t(text.price, { amount: formatMoney(priceCartItem(product, draft).total, currency) })}
            </p>
          ) : null}
        </>
      )}
    </BoardDialog>
  );
}
