import { orderMethodLabels } from '../../../../domain/cart/order-method.js';
import { formatMoney, formatNumber } from '../../../../domain/money/format.js';
import type { PublicOrder } from '../../../../domain/schemas/order.js';
import { unitIds, unitLabel, type UnitId } from '../../../../domain/units/catalogue.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { t } from '../../../i18n/t.js';
import { amountText } from '../../ordering/utils/amount-text.js';
import { viennaDateAndTime } from '../utils/order-dates.js';

const text = checkoutDe.status;

function methodOf(order: Pick<PublicOrder, 'isDelivery' | 'isDineIn'>) {
  if (order.isDelivery) return orderMethodLabels.delivery;
  return order.isDineIn ? orderMethodLabels.dineIn : orderMethodLabels.takeaway;
}

// The order schema carries the unit as a plain string; an unknown one is shown as it came.
const isUnitId = (unit: string): unit is UnitId => unitIds.some((id) => id === unit);

function partText(part: PublicOrder['items'][number]['parts'][number]): string {
  const answers = [
    ...part.options.map((option) => option.name),
    ...(part.text === null || part.text.trim() === '' ? [] : [part.text.trim()]),
  ];
  if (part.uploadIds.length > 0) answers.push(t(checkoutDe.status.files, { n: part.uploadIds.length }));
  return `${part.name}: ${answers.join(', ')}`;
}

/** What was ordered, how, for when and what it costs. */
export function OrderDetails({ order, currency }: { order: PublicOrder; currency: string }) {
  const ordered = viennaDateAndTime(order.createdAt);
  const appointment = order.appointment === null ? null : viennaDateAndTime(order.appointment);
  return (
    <section className="status-section" aria-labelledby="status-info-title">
      <h2 id="status-info-title" className="status-section__title">
        {text.info}
      </h2>
      <dl className="status-facts">
        <div>
          <dt>{text.orderedAt}</dt>
          <dd>{t(text.dateTime, ordered)}</dd>
        </div>
        <div>
          <dt>{text.method}</dt>
          <dd>{methodOf(order)}</dd>
        </div>
        {order.isPreorder || order.isQuotation ? (
          <div>
            <dt>{text.kind}</dt>
            <dd>{order.isQuotation ? text.quotation : text.preorder}</dd>
          </div>
        ) : null}
        {order.deliveryAreaName === null ? null : (
          <div>
            <dt>{text.deliveryArea}</dt>
            <dd>{order.deliveryAreaName}</dd>
          </div>
        )}
        {order.tableIdentifier === null ? null : (
          <div>
            <dt>{text.table}</dt>
            <dd>{order.tableIdentifier}</dd>
          </div>
        )}
        <div>
          <dt>{text.appointment}</dt>
          <dd>{appointment === null ? text.asap : t(text.dateTime, appointment)}</dd>
        </div>
        <div>
          <dt>{text.payment}</dt>
          <dd>
            {checkoutDe.payment.methods[order.paymentMethod]}
            {order.isRefunded ? ` – ${text.steps.refunded}` : order.isPaid ? ` – ${text.paidShort}` : ''}
          </dd>
        </div>
        {order.firstName === '' && order.lastName === '' ? null : (
          <div>
            <dt>{text.name}</dt>
            <dd>{`${order.firstName} ${order.lastName}`.trim()}</dd>
          </div>
        )}
        {order.comment.trim() === '' ? null : (
          <div>
            <dt>{text.comment}</dt>
            <dd className="status-facts__comment">{order.comment}</dd>
          </div>
        )}
      </dl>
      <h3 className="status-section__subtitle">{text.items}</h3>
      <ul className="summary-lines">
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="summary-line">
            <div className="summary-line__head">
              <span className="summary-line__name">{item.name}</span>
              <span className="summary-line__total">{formatMoney(item.total, currency)}</span>
            </div>
            <p className="summary-line__detail">
              {t(checkoutDe.summary.amount, {
                amount: amountText(item.amount),
                unit: isUnitId(item.unit) ? unitLabel(item.unit) : item.unit,
              })}
            </p>
            {item.parts.length === 0 ? null : (
              <ul className="summary-line__parts">
                {item.parts.map((part) => (
                  <li key={part.name}>{partText(part)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        <div>
          <dt>{checkoutDe.summary.subtotal}</dt>
          <dd>{formatMoney(order.itemsGross, currency)}</dd>
        </div>
        {order.isDelivery ? (
          <div>
            <dt>{checkoutDe.summary.deliveryFee}</dt>
            <dd>{formatMoney(order.deliveryFee, currency)}</dd>
          </div>
        ) : null}
        <div className="summary-totals__total">
          <dt>{checkoutDe.summary.total}</dt>
          <dd>{formatMoney(order.totalGross, currency)}</dd>
        </div>
        {order.taxes.map((line) => (
          <div key={line.rate} className="summary-totals__tax">
            <dt>{t(checkoutDe.summary.taxLine, { rate: formatNumber(line.rate) })}</dt>
            <dd>{formatMoney(line.tax, currency)}</dd>
          </div>
        ))}
      </dl>
      {order.donationAmount > 0 ? (
        <p className="status-section__note">
          {t(text.donation, { amount: formatMoney(order.donationAmount, currency) })}
        </p>
      ) : null}
    </section>
  );
}
