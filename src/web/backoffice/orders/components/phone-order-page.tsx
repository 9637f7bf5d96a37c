import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CartItem } from '../../../../domain/cart/cart-item.js';
import { supportedMethods } from '../../../../domain/cart/default-method.js';
import { isItemValid } from '../../../../domain/cart/item-validity.js';
import { orderMethodLabels, type OrderMethod } from '../../../../domain/cart/order-method.js';
import { initialParts, partsOf } from '../../../../domain/cart/part-steps.js';
import { formatMoney } from '../../../../domain/money/format.js';
import { priceCart } from '../../../../domain/pricing/cart-totals.js';
import { priceInUnit } from '../../../../domain/pricing/item-price.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import type { Product } from '../../../../domain/schemas/catalog.js';
import type { PaymentMethod } from '../../../../domain/schemas/order.js';
import { unitLabel } from '../../../../domain/units/catalogue.js';
import { defaultAmount } from '../../../../domain/units/product-units.js';
import { ApiError } from '../../../api/client.js';
import { useInitQuery } from '../../../api/init.js';
import { amountText, orderName } from '../../../frontdesk/utils/ticket-text.js';
import { useNow } from '../../../hooks/use-now.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import { Loader } from '../../../ui/loader.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useCurrentUser } from '../../auth/api/current-user.js';
import type { FlashState } from '../../entities/components/flash-message.js';
import { createPhoneOrder, newIdempotencyKey } from '../api/create-phone-order.js';
import { useStaffBranches } from '../hooks/use-staff-branches.js';
import {
  answerSummary,
  counterPaymentMethods,
  emptyPhoneOrder,
  orderableProducts,
  phoneOrderBody,
  type PhoneOrderDraft,
} from '../utils/phone-order.js';
import { ItemEditDialog } from './item-edit-dialog.js';

const text = ordersDe.phone;

type Editing = { index: number | null; product: Product; item: CartItem };

function newItem(product: Product): CartItem {
  return { productId: product.id, ...defaultAmount(product), parts: initialParts(product) };
}

/** Starts the draft for a branch: its first method, area and counter payment. */
function draftFor(branch: Branch, payments: PaymentMethod[], draft: PhoneOrderDraft): PhoneOrderDraft {
  const methods = supportedMethods(branch);
  return {
    ...draft,
    branchId: branch.id,
    method: methods.includes(draft.method) ? draft.method : (methods[0] ?? 'takeaway'),
    deliveryArea: branch.deliveryAreas[0]?.id ?? null,
    table: '',
    paymentMethod: payments.includes('cash') ? 'cash' : (payments[0] ?? null),
  };
}

function errorsOf(error: unknown): string[] {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors.map((entry) => entry.message);
  return [ordersDe.errors.create];
}

/**
 * `/backend/orders/new`: staff take an order on the phone or at the counter. Items come from the
 * branch's active menu and are checked and priced with the storefront's own rules; the server prices
 * everything again and answers with the order, which opens next.
 */
export function PhoneOrderPage() {
  useDocumentTitle(text.title);
  const id = useId();
  const navigate = useNavigate();
  const init = useInitQuery().data;
  const user = useCurrentUser().data;
  const branches = useStaffBranches();
  const now = useNow(60_000);
  const [draft, setDraft] = useState<PhoneOrderDraft>(emptyPhoneOrder);
  const [items, setItems] = useState<CartItem[]>([]);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [sending, setSending] = useState<{ busy: boolean; errors: string[] }>({ busy: false, errors: [] });
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const config = init?.['/api/config'];
  const branch =
    branches.find((candidate) => candidate.id === draft.branchId) ??
    (branches.length === 1 ? branches[0] : undefined);
  const products = useMemo(
    () =>
      init === undefined || branch === undefined
        ? []
        : orderableProducts(init['/api/menus'], init['/api/products'], branch.id, now),
    [init, branch, now],
  );
  const productById = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);

  if (init === undefined || config === undefined || user === undefined) return <Loader />;
  const plugins = config;
  const csrfToken = user.csrfToken;
  const currency = config.currency;
  const money = (cents: number) => formatMoney(cents, currency);
  const payments = branch === undefined ? [] : counterPaymentMethods(branch, config);
  const current =
    branch !== undefined && draft.branchId !== branch.id ? draftFor(branch, payments, draft) : draft;
  const methods = branch === undefined ? [] : supportedMethods(branch);
  const tables =
    branch === undefined ? [] : init['/api/tables'].filter((table) => table.branch === branch.id);
  const area = branch?.deliveryAreas.find((candidate) => candidate.id === current.deliveryArea) ?? null;
  const usable = items.flatMap((item, index) => {
    const product = productById.get(item.productId);
    return product !== undefined && isItemValid(product, item) ? [{ index, item, product }] : [];
  });
  const priced = priceCart({
    entries: usable.map(({ product, item }) => ({ product, item })),
    method: current.method,
    deliveryArea: area,
  });
  const query = search.trim().toLowerCase();
  const found =
    query === '' ? products : products.filter((product) => product.name.toLowerCase().includes(query));

  const change = <Key extends keyof PhoneOrderDraft>(key: Key, value: PhoneOrderDraft[Key]) =>
    setDraft({ ...current, [key]: value });

  function chooseBranch(value: string) {
    const next = branches.find((candidate) => String(candidate.id) === value);
    setItems([]);
    setDraft(
      next === undefined
        ? { ...current, branchId: null }
        : draftFor(next, counterPaymentMethods(next, plugins), current),
    );
  }

  function add(product: Product) {
    if (partsOf(product).length > 0) setEditing({ index: null, product, item: newItem(product) });
    else setItems([...items, newItem(product)]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = phoneOrderBody(
      current,
      usable.map(({ item }) => item),
    );
    if (body === null || usable.length === 0) {
      setSending({ busy: false, errors: [usable.length === 0 ? text.emptyCart : ordersDe.propose.invalid] });
      return;
    }
    const serialised = JSON.stringify(body);
    // The same order sent again (a lost answer, a double tap) keeps its key; a changed one is a new attempt.
    if (attempt.current?.body !== serialised)
      attempt.current = { key: newIdempotencyKey(), body: serialised };
    setSending({ busy: true, errors: [] });
    createPhoneOrder(body, attempt.current.key, csrfToken).then(
      (order) => {
        attempt.current = null;
        void navigate(paths.backendOrder(order.id), {
          state: { flash: t(text.created, { name: orderName(order) }) } satisfies FlashState,
        });
      },
      (error: unknown) => setSending({ busy: false, errors: errorsOf(error) }),
    );
  }

  return (
    <section className="bo-page">
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <form className="bo-phone" onSubmit={submit} noValidate>
        <div className="bo-phone__settings">
          <div className="bo-form__fields">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-branch`}>
                {text.branch}
              </label>
              <select
                id={`${id}-branch`}
                className="field__input"
                value={branch?.id ?? ''}
                onChange={(event) => chooseBranch(event.target.value)}
              >
                {branch === undefined ? <option value="">{text.chooseBranch}</option> : null}
                {branches.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-method`}>
                {text.method}
              </label>
              <select
                id={`${id}-method`}
                className="field__input"
                value={current.method}
                disabled={branch === undefined}
                onChange={(event) =>
                  change('method', methods.find((method) => method === event.target.value) ?? current.method)
                }
              >
                {methods.map((method: OrderMethod) => (
                  <option key={method} value={method}>
                    {orderMethodLabels[method]}
                  </option>
                ))}
              </select>
            </div>
            {current.method === 'dineIn' && tables.length > 0 ? (
              <div className="field">
                <label className="field__label" htmlFor={`${id}-table`}>
                  {text.table}
                </label>
                <select
                  id={`${id}-table`}
                  className="field__input"
                  value={current.table}
                  onChange={(event) => change('table', event.target.value)}
                >
                  <option value="">{text.noTable}</option>
                  {tables.map((table) => (
                    <option key={table.id} value={table.identifier}>
                      {table.identifier}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {current.method === 'delivery' && branch !== undefined ? (
              <div className="field">
                <label className="field__label" htmlFor={`${id}-area`}>
                  {text.deliveryArea}
                </label>
                <select
                  id={`${id}-area`}
                  className="field__input"
                  value={current.deliveryArea ?? ''}
                  onChange={(event) => change('deliveryArea', Number(event.target.value) || null)}
                >
                  {branch.deliveryAreas.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.area}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="field">
              <label className="field__label" htmlFor={`${id}-payment`}>
                {text.payment}
              </label>
              <select
                id={`${id}-payment`}
                className="field__input"
                value={current.paymentMethod ?? ''}
                disabled={payments.length === 0}
                onChange={(event) =>
                  change('paymentMethod', payments.find((method) => method === event.target.value) ?? null)
                }
              >
                {branch !== undefined && payments.length === 0 ? (
                  <option value="">{checkoutDe.payment.none}</option>
                ) : null}
                {payments.map((method) => (
                  <option key={method} value={method}>
                    {ordersDe.payments[method]}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="bo-fieldset bo-form__wide">
              <legend className="field__label">{text.appointment}</legend>
              <p id={`${id}-when-hint`} className="field__hint">
                {text.appointmentHint}
              </p>
              <div className="board-dialog__fields">
                <div className="field">
                  <label className="field__label" htmlFor={`${id}-date`}>
                    {ordersDe.propose.date}
                  </label>
                  <input
                    id={`${id}-date`}
                    className="field__input"
                    type="date"
                    aria-describedby={`${id}-when-hint`}
                    value={current.date}
                    onChange={(event) => change('date', event.target.value)}
                  />
                </div>
                <div className="field">
                  <label className="field__label" htmlFor={`${id}-time`}>
                    {ordersDe.propose.time}
                  </label>
                  <input
                    id={`${id}-time`}
                    className="field__input"
                    type="time"
                    step={300}
                    aria-describedby={`${id}-when-hint`}
                    value={current.time}
                    onChange={(event) => change('time', event.target.value)}
                  />
                </div>
              </div>
            </fieldset>
          </div>
          <fieldset className="bo-fieldset bo-phone__contact">
            <legend className="field__label">{text.contact}</legend>
            <div className="bo-form__fields">
              {(
                [
                  ['firstName', checkoutDe.fields.firstName, 'text'],
                  ['lastName', checkoutDe.fields.lastName, 'text'],
                  ['phone', checkoutDe.fields.phone, 'tel'],
                  ['email', checkoutDe.fields.email, 'email'],
                  ...(current.method === 'delivery'
                    ? ([
                        ['street', checkoutDe.fields.street, 'text'],
                        ['zipCode', checkoutDe.fields.zipCode, 'text'],
                        ['city', checkoutDe.fields.city, 'text'],
                      ] as const)
                    : []),
                ] as const
              ).map(([field, label, type]) => (
                <div key={field} className="field">
                  <label className="field__label" htmlFor={`${id}-${field}`}>
                    {label}
                  </label>
                  <input
                    id={`${id}-${field}`}
                    className="field__input"
                    type={type}
                    maxLength={200}
                    value={current[field]}
                    onChange={(event) => change(field, event.target.value)}
                  />
                </div>
              ))}
              <div className="field bo-form__wide">
                <label className="field__label" htmlFor={`${id}-comment`}>
                  {text.comment}
                </label>
                <textarea
                  id={`${id}-comment`}
                  className="field__input"
                  rows={2}
                  maxLength={2000}
                  value={current.comment}
                  onChange={(event) => change('comment', event.target.value)}
                />
              </div>
            </div>
          </fieldset>
        </div>
        <div className="bo-phone__order">
          <section className="bo-order__section" aria-labelledby={`${id}-products`}>
            <h2 id={`${id}-products`}>{text.products}</h2>
            {branch === undefined ? null : products.length === 0 ? (
              <p className="bo-empty">{text.noMenu}</p>
            ) : (
              <>
                <div className="field">
                  <label className="field__label" htmlFor={`${id}-search`}>
                    {text.search}
                  </label>
                  <input
                    id={`${id}-search`}
                    className="field__input"
                    type="search"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </div>
                {found.length === 0 ? <p>{text.noMatch}</p> : null}
                <ul className="bo-phone__products">
                  {found.map((product) => (
                    <li key={product.id}>
                      <span>{product.name}</span>
                      <span className="bo-order__money">
                        {money(priceInUnit(product, product.unit))} / {unitLabel(product.unit)}
                      </span>
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={t(text.addNamed, { name: product.name })}
                        onClick={() => add(product)}
                      >
                        {text.add}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <section className="bo-order__section" aria-labelledby={`${id}-cart`}>
            <h2 id={`${id}-cart`}>{text.cart}</h2>
            {usable.length === 0 ? (
              <p>{text.emptyCart}</p>
            ) : (
              <ul className="bo-order__items">
                {usable.map(({ index, item, product }, position) => (
                  <li key={index} className="bo-order__item">
                    <span className="ticket__amount">{amountText(item)}</span>
                    <div>
                      <strong>{product.name}</strong>
                      {partsOf(product).length === 0 ? null : (
                        <ul className="ticket__parts">
                          {answerSummary(product, item).map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      )}
                    </div>
                    <span className="bo-order__money">{money(priced.lines[position]?.total ?? 0)}</span>
                    <span className="bo-phone__line-actions">
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        onClick={() => setEditing({ index, product, item })}
                      >
                        {text.edit}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        aria-label={t(text.removeNamed, { name: product.name })}
                        onClick={() => setItems(items.filter((_, other) => other !== index))}
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
              {current.method === 'delivery' ? (
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
          </section>
          {sending.errors.length === 0 ? null : (
            <div className="bo-alert" role="alert">
              {sending.errors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          <button
            type="submit"
            className="button bo-phone__submit"
            disabled={sending.busy || branch === undefined}
          >
            {sending.busy ? text.submitting : text.submit}
          </button>
        </div>
      </form>
      {editing === null ? null : (
        <ItemEditDialog
          mode={editing.index === null ? 'add' : 'edit'}
          name={editing.product.name}
          initial={editing.item}
          product={editing.product}
          currency={currency}
          busy={false}
          error={null}
          onClose={() => setEditing(null)}
          onSave={(item) => {
            setItems(
              editing.index === null
                ? [...items, item]
                : items.map((other, index) => (index === editing.index ? item : other)),
            );
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
