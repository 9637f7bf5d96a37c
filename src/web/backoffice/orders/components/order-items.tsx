import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartItem } from '../../../../domain/cart/cart-item.js';
import { formatMoney, formatNumber } from '../../../../domain/money/format.js';
import { canReviseItems } from '../../../../domain/order-items/revision.js';
import type { Product } from '../../../../domain/schemas/catalog.js';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { useWholeInit } from '../../../api/init.js';
import { amountText, partText } from '../../../frontdesk/utils/ticket-text.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { failureMessage } from '../../app/failure-message.js';
import { addOrderItem, rememberOrder, removeOrderItem, updateOrderItem } from '../api/staff-orders.js';
import { useOrderCall } from '../hooks/use-order-call.js';
import { cartItemOf, newCartItem } from '../utils/item-draft.js';
import { ItemEditDialog } from './item-edit-dialog.js';
import { OrderItemAdd } from './order-item-add.js';

const text = ordersDe.detail;

/** The item being changed in the dialog, or the product being added. */
type Editing = { kind: 'change'; index: number } | { kind: 'add'; product: Product };

function Totals({ order, money }: { order: StaffOrder; money: (cents: number) => string }) {
  return (
    <>
      <dl className="bo-order__totals">
        <div>
          <dt>{text.subtotal}</dt>
          <dd>{money(order.itemsGross)}</dd>
        </div>
        {order.isDelivery ? (
          <div>
            <dt>{text.deliveryFee}</dt>
            <dd>{money(order.deliveryFee)}</dd>
          </div>
        ) : null}
        {order.donationAmount > 0 ? (
          <div>
            <dt>{text.donation}</dt>
            <dd>{money(order.donationAmount)}</dd>
          </div>
        ) : null}
        <div className="bo-order__total">
          <dt>{text.total}</dt>
          <dd>{money(order.totalGross)}</dd>
        </div>
      </dl>
      {order.taxes.map((line) => (
        <p key={line.rate} className="bo-order__tax">
          {t(text.taxes, { rate: formatNumber(line.rate), amount: money(line.tax) })}
        </p>
      ))}
    </>
  );
}

/**
 * What was ordered with its prices and totals. While the order is open and paid in the shop, staff
 * change an item, add one or remove one; the server prices each change and answers the new totals.
 */
export function OrderItems({ order, showPrices }: { order: StaffOrder; showPrices: boolean }) {
  const init = useWholeInit().init;
  const currency = init?.['/api/config'].currency ?? 'EUR';
  const products = init?.['/api/products'] ?? [];
  const queryClient = useQueryClient();
  const removal = useOrderCall(order.id);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const editable = canReviseItems(order.status, order.paymentMethod);
  const money = (cents: number) => formatMoney(cents, currency);
  const productOf = (id: number) => products.find((product) => product.id === id);

  function open(next: Editing) {
    setState({ busy: false, error: null });
    setEditing(next);
  }

  function save(call: () => Promise<StaffOrder>) {
    setState({ busy: true, error: null });
    call().then(
      (answered) => {
        rememberOrder(queryClient, answered);
        setState({ busy: false, error: null });
        setEditing(null);
      },
      (error: unknown) => setState({ busy: false, error: failureMessage(error, ordersDe.errors.update) }),
    );
  }

  function remove(index: number, name: string) {
    void removal.run(
      `item-${index}`,
      () => removeOrderItem(order.id, index),
      ordersDe.errors.update,
      t(text.itemRemoved, { name }),
    );
  }

  const changed = editing?.kind === 'change' ? order.items[editing.index] : undefined;
  return (
    <section className="bo-order__section" aria-labelledby="bo-order-items">
      <h2 id="bo-order-items">{text.items}</h2>
      {removal.notice === null ? null : (
        <p className="bo-notice" role="status">
          {removal.notice}
        </p>
      )}
      <ul className="bo-order__items">
        {order.items.map((entry, index) => (
          <li key={`${entry.productId}-${index}`} className="bo-order__item">
            <span className="ticket__amount">{amountText(entry)}</span>
            <div>
              <strong>{entry.name}</strong>
              {entry.parts.length === 0 ? null : (
                <ul className="ticket__parts">
                  {entry.parts.map((part) => (
                    <li key={part.name}>{partText(part)}</li>
                  ))}
                </ul>
              )}
            </div>
            {showPrices ? <span className="bo-order__money">{money(entry.total)}</span> : null}
            {editable ? (
              <span className="bo-phone__line-actions">
                <button
                  type="button"
                  className="button button--small button--secondary"
                  aria-label={t(text.editItem, { name: entry.name })}
                  onClick={() => open({ kind: 'change', index })}
                >
                  {ordersDe.phone.edit}
                </button>
                {order.items.length > 1 ? (
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-label={t(text.removeItem, { name: entry.name })}
                    disabled={removal.busy !== null}
                    onClick={() => remove(index, entry.name)}
                  >
                    {ordersDe.phone.remove}
                  </button>
                ) : null}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {showPrices ? <Totals order={order} money={money} /> : null}
      {editable ? (
        <OrderItemAdd
          branchId={order.branch.id}
          currency={currency}
          onAdd={(product) => open({ kind: 'add', product })}
        />
      ) : null}
      {editing?.kind === 'add' ? (
        <ItemEditDialog
          mode="add"
          name={editing.product.name}
          initial={newCartItem(editing.product)}
          product={editing.product}
          currency={currency}
          busy={state.busy}
          error={state.error}
          onClose={() => setEditing(null)}
          onSave={(item: CartItem) => save(() => addOrderItem(order.id, item))}
        />
      ) : null}
      {editing?.kind === 'change' && changed !== undefined ? (
        <ItemEditDialog
          name={changed.name}
          initial={cartItemOf(changed, productOf(changed.productId))}
          product={productOf(changed.productId)}
          currency={currency}
          busy={state.busy}
          error={state.error}
          onClose={() => setEditing(null)}
          onSave={(item: CartItem) => save(() => updateOrderItem(order.id, editing.index, item))}
        />
      ) : null}
    </section>
  );
}
