import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartItem } from '../../../../domain/cart/cart-item.js';
import { formatMoney, formatNumber } from '../../../../domain/money/format.js';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { useInitQuery } from '../../../api/init.js';
import { amountText, partText } from '../../../frontdesk/utils/ticket-text.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { failureMessage } from '../../app/failure-message.js';
import { rememberOrder, updateOrderItem } from '../api/staff-orders.js';
import { cartItemOf } from '../utils/item-draft.js';
import { canEditItems } from '../utils/order-edit.js';
import { ItemEditDialog } from './item-edit-dialog.js';

const text = ordersDe.detail;

/** What was ordered with its prices and totals; open orders paid at the counter can be changed here. */
export function OrderItems({ order, showPrices }: { order: StaffOrder; showPrices: boolean }) {
  const init = useInitQuery().data;
  const currency = init?.['/api/config'].currency ?? 'EUR';
  const products = init?.['/api/products'] ?? [];
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const editable = canEditItems(order);
  const money = (cents: number) => formatMoney(cents, currency);
  const item = editing === null ? undefined : order.items[editing];
  const productOf = (id: number) => products.find((product) => product.id === id);

  function save(index: number, next: CartItem) {
    setState({ busy: true, error: null });
    updateOrderItem(order.id, index, next).then(
      (answered) => {
        rememberOrder(queryClient, answered);
        setState({ busy: false, error: null });
        setEditing(null);
      },
      (error: unknown) => setState({ busy: false, error: failureMessage(error, ordersDe.errors.update) }),
    );
  }

  return (
    <section className="bo-order__section" aria-labelledby="bo-order-items">
      <h2 id="bo-order-items">{text.items}</h2>
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
              <button
                type="button"
                className="button button--small button--secondary"
                aria-label={t(text.editItem, { name: entry.name })}
                onClick={() => {
                  setState({ busy: false, error: null });
                  setEditing(index);
                }}
              >
                {ordersDe.phone.edit}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {showPrices ? (
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
      ) : null}
      {showPrices
        ? order.taxes.map((line) => (
            <p key={line.rate} className="bo-order__tax">
              {t(text.taxes, { rate: formatNumber(line.rate), amount: money(line.tax) })}
            </p>
          ))
        : null}
      {item === undefined || editing === null ? null : (
        <ItemEditDialog
          name={item.name}
          initial={cartItemOf(item, productOf(item.productId))}
          product={productOf(item.productId)}
          currency={currency}
          busy={state.busy}
          error={state.error}
          onClose={() => setEditing(null)}
          onSave={(next) => save(editing, next)}
        />
      )}
    </section>
  );
}
