import { useId, useMemo, type FormEvent } from 'react';
import { priceCart } from '../../../../domain/pricing/cart-totals.js';
import { useWholeInit } from '../../../api/init.js';
import { useNow } from '../../../hooks/use-now.js';
import { ordersDe } from '../../../i18n/orders.js';
import { Loader } from '../../../ui/loader.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useCurrentUser } from '../../auth/api/current-user.js';
import { usePhoneCart } from '../hooks/use-phone-cart.js';
import { usePhoneOrderDraft } from '../hooks/use-phone-order-draft.js';
import { usePhoneOrderSubmit } from '../hooks/use-phone-order-submit.js';
import { useStaffBranches } from '../hooks/use-staff-branches.js';
import { orderableProducts, phoneOrderBody } from '../utils/phone-order.js';
import { ItemEditDialog } from './item-edit-dialog.js';
import { PhoneOrderCart } from './phone-order-cart.js';
import { PhoneOrderContact } from './phone-order-contact.js';
import { PhoneOrderSettings } from './phone-order-settings.js';
import { ProductPicker } from './product-picker.js';

const text = ordersDe.phone;

/**
 * `/backend/orders/new`: staff take an order on the phone or at the counter. Items come from the
 * branch's active menu and are checked and priced with the storefront's own rules; the server prices
 * everything again and answers with the order, which opens next.
 */
export function PhoneOrderPage() {
  useDocumentTitle(text.title);
  const id = useId();
  const init = useWholeInit().init;
  const user = useCurrentUser().data;
  const branches = useStaffBranches();
  const now = useNow(60_000);
  const config = init?.['/api/config'];
  const { branch, draft, payments, change, chooseBranch } = usePhoneOrderDraft(branches, config);
  const { sending, send, refuse } = usePhoneOrderSubmit(user?.csrfToken);
  const products = useMemo(
    () =>
      init === undefined || branch === undefined
        ? []
        : orderableProducts(init['/api/menus'], init['/api/products'], branch.id, now),
    [init, branch, now],
  );
  const productById = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const cart = usePhoneCart(productById);

  if (init === undefined || config === undefined || user === undefined) return <Loader />;
  const tables =
    branch === undefined ? [] : init['/api/tables'].filter((table) => table.branch === branch.id);
  const area = branch?.deliveryAreas.find((candidate) => candidate.id === draft.deliveryArea) ?? null;
  const priced = priceCart({
    entries: cart.usable.map(({ product, item }) => ({ product, item })),
    method: draft.method,
    deliveryArea: area,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (cart.usable.length === 0) return refuse(text.emptyCart);
    const body = phoneOrderBody(
      draft,
      cart.usable.map(({ item }) => item),
    );
    if (body === null) return refuse(ordersDe.propose.invalid);
    send(body);
  }

  return (
    <section className="bo-page">
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <form className="bo-phone" onSubmit={submit} noValidate>
        <div className="bo-phone__settings">
          <PhoneOrderSettings
            branches={branches}
            branch={branch}
            tables={tables}
            payments={payments}
            draft={draft}
            onBranch={(branchId) => {
              cart.clear();
              chooseBranch(branchId);
            }}
            onChange={change}
          />
          <PhoneOrderContact draft={draft} onChange={change} />
        </div>
        <div className="bo-phone__order">
          <section className="bo-order__section" aria-labelledby={`${id}-products`}>
            <h2 id={`${id}-products`}>{text.products}</h2>
            {branch === undefined ? null : (
              <ProductPicker products={products} currency={config.currency} onAdd={cart.add} />
            )}
          </section>
          <section className="bo-order__section" aria-labelledby={`${id}-cart`}>
            <h2 id={`${id}-cart`}>{text.cart}</h2>
            <PhoneOrderCart
              lines={cart.usable}
              priced={priced}
              method={draft.method}
              currency={config.currency}
              onEdit={cart.edit}
              onRemove={cart.remove}
            />
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
      {cart.editing === null ? null : (
        <ItemEditDialog
          mode={cart.editing.index === null ? 'add' : 'edit'}
          name={cart.editing.product.name}
          initial={cart.editing.item}
          product={cart.editing.product}
          currency={config.currency}
          busy={false}
          error={null}
          onClose={cart.closeEditor}
          onSave={cart.save}
        />
      )}
    </section>
  );
}
