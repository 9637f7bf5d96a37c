import type { CartItem } from '../../../../domain/cart/cart-item.js';
import type { OrderMethod } from '../../../../domain/cart/order-method.js';
import { partsOf } from '../../../../domain/cart/part-steps.js';
import { formatMoney } from '../../../../domain/money/format.js';
import type { CartTotals, PricedLine } from '../../../../domain/pricing/cart-totals.js';
import type { Product } from '../../../../domain/schemas/catalog.js';
import { amountText } from '../../../frontdesk/utils/ticket-text.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { answerSummary } from '../utils/phone-order.js';

const text = ordersDe.phone;

type Line = { index: number; item: CartItem; product: Product };

/** What the guest orders so far, priced like the storefront's cart, with the totals and the minimum. */
export function PhoneOrderCart({
  lines,
  priced,
  method,
  currency,
  onEdit,
  onRemove,
}: {
  lines: readonly Line[];
  priced: { lines: PricedLine[]; totals: CartTotals };
  method: OrderMethod;
  currency: string;
  onEdit: (line: Line) => void;
  onRemove: (index: number) => void;
}) {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <>
      {lines.length === 0 ? (
        <p>{text.emptyCart}</p>
      ) : (
        <ul className="bo-order__items">
          {lines.map((line, position) => (
            <li key={line.index} className="bo-order__item">
              <span className="ticket__amount">{amountText(line.item)}</span>
              <div>
                <strong>{line.product.name}</strong>
                {partsOf(line.product).length === 0 ? null : (
                  <ul className="ticket__parts">
                    {answerSummary(line.product, line.item).map((answer) => (
                      <li key={answer}>{answer}</li>
                    ))}
                  </ul>
                )}
              </div>
              <span className="bo-order__money">{money(priced.lines[position]?.total ?? 0)}</span>
              <span className="bo-phone__line-actions">
                <button
                  type="button"
                  className="button button--small button--secondary"
                  onClick={() => onEdit(line)}
                >
                  {text.edit}
                </button>
                <button
                  type="button"
                  className="button button--small button--secondary"
                  aria-label={t(text.removeNamed, { name: line.product.name })}
                  onClick={() => onRemove(line.index)}
                >
                  {text.remove}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="bo-order__totals">
        <div>
          <dt>{text.subtotal}</dt>
          <dd>{money(priced.totals.itemsGross)}</dd>
        </div>
        {method === 'delivery' ? (
          <div>
            <dt>{text.deliveryFee}</dt>
            <dd>{money(priced.totals.deliveryFee)}</dd>
          </div>
        ) : null}
        <div className="bo-order__total">
          <dt>{text.total}</dt>
          <dd>{money(priced.totals.total)}</dd>
        </div>
      </dl>
      {priced.totals.missingForMinimum > 0 ? (
        <p className="notice notice--warning">
          {t(text.missingMinimum, { amount: money(priced.totals.missingForMinimum) })}
        </p>
      ) : null}
    </>
  );
}
