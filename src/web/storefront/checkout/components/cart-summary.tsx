import { Link } from 'react-router';
import type { OrderMethod } from '../../../../domain/cart/order-method.js';
import { formatMoney, formatNumber } from '../../../../domain/money/format.js';
import type { CartTotals } from '../../../../domain/pricing/cart-totals.js';
import { unitLabel } from '../../../../domain/units/catalogue.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { amountText } from '../../ordering/utils/amount-text.js';
import type { CartLine } from '../../ordering/utils/cart-lines.js';
import { priceWithModel } from '../../ordering/utils/price-text.js';

interface CartSummaryProps {
  lines: readonly CartLine[];
  totals: CartTotals;
  method: OrderMethod;
  currency: string;
  branchPath: string;
}

const text = checkoutDe.summary;

/** The cart as the ordering page prices it: lines, costs, delivery fee, total and the taxes in it. */
export function CartSummary({ lines, totals, method, currency, branchPath }: CartSummaryProps) {
  return (
    <section className="checkout-section checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-section__title">
        {checkoutDe.sections.summary}
      </h2>
      <ul className="summary-lines">
        {lines.map(({ index, entry, product, priced, answers }) => (
          <li key={index} className="summary-line">
            <div className="summary-line__head">
              <span className="summary-line__name">{product.name}</span>
              <span className="summary-line__total">
                {priceWithModel(priced.total, priced.calculationModel, currency)}
              </span>
            </div>
            <p className="summary-line__detail">
              {t(text.amount, { amount: amountText(entry.amount), unit: unitLabel(entry.unit) })}
            </p>
            {answers.length === 0 ? null : (
              <ul className="summary-line__parts">
                {answers.map(({ part, answer }) => (
                  <li key={part}>
                    {t(de.ordering.partAnswer, {
                      part,
                      answer:
                        typeof answer === 'number'
                          ? t(de.ordering.fileCount, { n: answer })
                          : answer.join(', '),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        <div>
          <dt>{text.subtotal}</dt>
          <dd>{formatMoney(totals.itemsGross, currency)}</dd>
        </div>
        {method === 'delivery' ? (
          <div>
            <dt>{text.deliveryFee}</dt>
            <dd>{formatMoney(totals.deliveryFee, currency)}</dd>
          </div>
        ) : null}
        <div className="summary-totals__total">
          <dt>{text.total}</dt>
          <dd>{formatMoney(totals.total, currency)}</dd>
        </div>
        {totals.taxes.map((line) => (
          <div key={line.rate} className="summary-totals__tax">
            <dt>{t(text.taxLine, { rate: formatNumber(line.rate) })}</dt>
            <dd>{formatMoney(line.tax, currency)}</dd>
          </div>
        ))}
      </dl>
      <Link className="summary-edit" to={branchPath}>
        {text.edit}
      </Link>
    </section>
  );
}
