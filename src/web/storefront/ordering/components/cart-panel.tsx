import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Cart } from '../../../../domain/cart/cart-state.js';
import { supportedMethods } from '../../../../domain/cart/default-method.js';
import { cartItemCount } from '../../../../domain/cart/item-count.js';
import { methodOf } from '../../../../domain/cart/cart-state.js';
import { orderMethodLabels } from '../../../../domain/cart/order-method.js';
import { formatMoney, formatNumber } from '../../../../domain/money/format.js';
import type { CartTotals } from '../../../../domain/pricing/cart-totals.js';
import { deliveryNotices } from '../../../../domain/pricing/delivery-notices.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { unitLabel } from '../../../../domain/units/catalogue.js';
import { useIsHydrating } from '../../../app/render-context.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { useOrderPaths } from '../../self-service/self-service-context.js';
import type { CartActions } from '../hooks/use-cart.js';
import { amountText } from '../utils/amount-text.js';
import type { CartLine } from '../utils/cart-lines.js';
import { orderAction, type OrderAction } from '../utils/order-action.js';
import { priceWithModel } from '../utils/price-text.js';
import { DeliveryNotice } from './delivery-notice.js';

const actionLabels: Record<OrderAction, string> = {
  quotation: de.ordering.quotation,
  order: de.ordering.order,
  preorder: de.ordering.preorder,
};

interface CartPanelProps {
  branch: Branch;
  cart: Cart;
  lines: readonly CartLine[];
  totals: CartTotals;
  currency: string;
  now: Date;
  actions: CartActions;
  /** The live message after an add; empty otherwise. */
  notification: string;
  onEdit: (line: CartLine) => void;
}

// Phones see the cart as a bar at the bottom of the screen, so it starts folded there.
const CART_OPEN_QUERY = '(min-width: 1024px)';
const startsOpen = () => window.matchMedia(CART_OPEN_QUERY).matches;

export function CartPanel(props: CartPanelProps) {
  const { branch, cart, lines, totals, currency, now, actions, notification, onEdit } = props;
  const id = useId();
  const navigate = useNavigate();
  const orderPaths = useOrderPaths();
  // The server cannot know the screen: its HTML leaves open or folded to the stylesheet's media query
  // (null) until the page is hydrated and the guest's choice or the screen decides; both draw the same.
  const isHydrating = useIsHydrating();
  const [chosen, setIsOpen] = useState<boolean | null>(null);
  const isOpen = isHydrating ? null : (chosen ?? startsOpen());
  const method = methodOf(cart);
  const methods = supportedMethods(branch);
  const area =
    method === 'delivery'
      ? (branch.deliveryAreas.find((candidate) => candidate.id === cart.deliveryArea) ?? null)
      : null;
  const count = cartItemCount(cart.items);
  const action = orderAction(branch, method, area !== null, now);
  const notices = deliveryNotices(totals, area, currency);
  const isEmpty = lines.length === 0;
  const canOrder = !isEmpty && totals.missingForMinimum === 0;
  const foldedLabel =
    count === 0 ? de.ordering.cartEmpty : t(de.ordering.cartCount, { n: formatNumber(count) });

  return (
    <section className="cart" aria-labelledby={`${id}-title`} data-open={isOpen ?? 'auto'}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {de.ordering.cart}
      </h2>
      <div className="cart__bar">
        <button
          type="button"
          className="cart__toggle"
          aria-expanded={isOpen ?? undefined}
          aria-controls={`${id}-body`}
          onClick={() => setIsOpen(!isOpen)}
        >
          {isOpen === null ? (
            <>
              <span className="cart__toggle-open">{de.ordering.hideCart}</span>
              <span className="cart__toggle-folded">{foldedLabel}</span>
            </>
          ) : isOpen ? (
            de.ordering.hideCart
          ) : (
            foldedLabel
          )}
        </button>
        <span className="cart__bar-total">{formatMoney(totals.total, currency)}</span>
      </div>
      <p className="cart__notification" role="status">
        {notification}
      </p>
      <div id={`${id}-body`} className="cart__body" hidden={isOpen === false}>
        {isEmpty ? (
          <p className="cart__empty">{de.ordering.cartEmpty}</p>
        ) : (
          <>
            <p className="cart__count">{t(de.ordering.cartCount, { n: formatNumber(count) })}</p>
            <ul className="cart__lines">
              {lines.map((line) => (
                <CartLineItem
                  key={line.index}
                  line={line}
                  currency={currency}
                  onEdit={() => onEdit(line)}
                  onRemove={() => actions.remove(line.index)}
                />
              ))}
            </ul>
          </>
        )}
        {methods.length === 0 ? null : (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-method`}>
              {de.ordering.method}
            </label>
            <select
              id={`${id}-method`}
              className="field__input"
              value={method}
              onChange={(event) => {
                const next = methods.find((candidate) => candidate === event.target.value);
                if (next !== undefined) actions.setMethod(next);
              }}
            >
              {methods.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {orderMethodLabels[candidate]}
                </option>
              ))}
            </select>
          </div>
        )}
        {method === 'delivery' && branch.deliveryAreas.length > 0 ? (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-area`}>
              {de.ordering.deliveryArea}
            </label>
            <select
              id={`${id}-area`}
              className="field__input"
              value={cart.deliveryArea ?? ''}
              onChange={(event) => actions.setDeliveryArea(Number(event.target.value))}
            >
              {branch.deliveryAreas.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.area}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {method === 'delivery' ? <DeliveryNotice branch={branch} now={now} /> : null}
        <dl className="cart__totals">
          <div>
            <dt>{de.ordering.subtotal}</dt>
            <dd>{formatMoney(totals.itemsGross, currency)}</dd>
          </div>
          {method === 'delivery' ? (
            <div>
              <dt>{de.ordering.deliveryFee}</dt>
              <dd>{formatMoney(totals.deliveryFee, currency)}</dd>
            </div>
          ) : null}
          <div className="cart__grand-total">
            <dt>{de.ordering.total}</dt>
            <dd>{formatMoney(totals.total, currency)}</dd>
          </div>
        </dl>
        {notices.length === 0 ? null : (
          <div className="notice cart__notices" data-blocking={totals.missingForMinimum > 0}>
            {notices.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
        {action === null ? null : (
          <button
            type="button"
            className="button cart__order"
            disabled={!canOrder}
            aria-describedby={isEmpty ? `${id}-blocked` : undefined}
            onClick={() => void navigate(orderPaths.checkout(branch.identifier))}
          >
            {actionLabels[action]}
          </button>
        )}
        {action !== null && isEmpty ? (
          <p id={`${id}-blocked`} className="cart__blocked">
            {de.ordering.orderBlocked}
          </p>
        ) : null}
        {isEmpty ? null : (
          <button type="button" className="link-button cart__clear" onClick={actions.clear}>
            {de.ordering.clear}
          </button>
        )}
      </div>
    </section>
  );
}

interface CartLineItemProps {
  line: CartLine;
  currency: string;
  onEdit: () => void;
  onRemove: () => void;
}

function CartLineItem({ line, currency, onEdit, onRemove }: CartLineItemProps) {
  const { entry, product, priced, answers } = line;
  return (
    <li className="cart-line">
      <div className="cart-line__head">
        <h3 className="cart-line__name">{product.name}</h3>
        <span className="cart-line__total">
          {priceWithModel(priced.total, priced.calculationModel, currency)}
        </span>
      </div>
      <p className="cart-line__amount">
        {t(de.ordering.amount, { amount: amountText(entry.amount), unit: unitLabel(entry.unit) })}
      </p>
      {answers.length === 0 ? null : (
        <ul className="cart-line__parts">
          {answers.map(({ part, answer }) => (
            <li key={part}>
              {t(de.ordering.partAnswer, {
                part,
                answer:
                  typeof answer === 'number' ? t(de.ordering.fileCount, { n: answer }) : answer.join(', '),
              })}
            </li>
          ))}
        </ul>
      )}
      <div className="cart-line__actions">
        <button type="button" className="button button--secondary button--small" onClick={onEdit}>
          {de.ordering.edit}
          <span className="visually-hidden">: {product.name}</span>
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onRemove}>
          {de.ordering.remove}
          <span className="visually-hidden">: {product.name}</span>
        </button>
      </div>
    </li>
  );
}
