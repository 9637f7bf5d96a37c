import '../../../lib/zod-without-eval.js';
import './checkout.css';
import '../../ordering/components/ordering.css';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { methodOf } from '../../../../domain/cart/cart-state.js';
import { servablePaymentPlugins, withoutOnlinePayment } from '../../../../domain/checkout/payment-methods.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { useInitData } from '../../../api/init.js';
import { NotFoundPage } from '../../../components/not-found-page.js';
import { WholeCatalogue } from '../../../components/whole-catalogue.js';
import { useDocumentMeta } from '../../../hooks/use-document-meta.js';
import { useNow } from '../../../hooks/use-now.js';
import { OrderingStatusNotice } from '../../capacity/ordering-status-notice.js';
import { useOrderingStatus } from '../../capacity/use-capacity.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { de } from '../../../i18n/de.js';
import { Loader } from '../../../ui/loader.js';
import { useCart } from '../../ordering/hooks/use-cart.js';
import { pricedCart } from '../../ordering/utils/cart-lines.js';
import { useOrderPaths, useSelfService } from '../../self-service/self-service-context.js';
import { useActiveProducts } from '../hooks/use-active-products.js';
import { CheckoutForm } from './checkout-form.js';

export function CheckoutPage() {
  return <Checkout hasPaymentFailed={false} />;
}

/** Where a failed or cancelled online payment returns to: the same checkout with the failure on top. */
export function CheckoutErrorPage() {
  return <Checkout hasPaymentFailed />;
}

function Checkout({ hasPaymentFailed }: { hasPaymentFailed: boolean }) {
  const { identifier } = useParams();
  const { '/api/branches': branches } = useInitData();
  const branch = branches.find((candidate) => candidate.identifier === identifier);
  // The parent's title effect runs after the 404 view's, so it names the 404 itself.
  useDocumentMeta({ title: branch === undefined ? de.content.notFoundTitle : checkoutDe.checkout.title });
  return branch === undefined ? (
    <NotFoundPage />
  ) : (
    <WholeCatalogue>
      <CheckoutView key={branch.id} branch={branch} hasPaymentFailed={hasPaymentFailed} />
    </WholeCatalogue>
  );
}

function CheckoutView({ branch, hasPaymentFailed }: { branch: Branch; hasPaymentFailed: boolean }) {
  const { '/api/config': config, '/api/tables': allTables, '/api/donatees': donatees } = useInitData();
  const now = useNow();
  const orderingStatus = useOrderingStatus(branch.id);
  // Placing the order empties the cart a moment before the status page takes over.
  const [isPlaced, setIsPlaced] = useState(false);
  const activeProducts = useActiveProducts(branch, now);
  const productById = useMemo(
    () => new Map(activeProducts.map((product) => [product.id, product])),
    [activeProducts],
  );
  const { cart, actions } = useCart(branch, config, activeProducts);
  // Mollie or Datatrans switched on without the server's credentials would only be refused there.
  // A kiosk takes payment at the counter: a provider's page would lead the guest out of the kiosk.
  const isSelfService = useSelfService() !== null;
  const orderPaths = useOrderPaths();
  const checkoutConfig = useMemo(() => {
    const servable = servablePaymentPlugins(config);
    return isSelfService ? withoutOnlinePayment(servable) : servable;
  }, [config, isSelfService]);
  const method = methodOf(cart);
  const area =
    method === 'delivery'
      ? (branch.deliveryAreas.find((candidate) => candidate.id === cart.deliveryArea) ?? null)
      : null;
  const { lines, totals } = useMemo(
    () => pricedCart(cart.items, productById, method, area),
    [cart.items, productById, method, area],
  );
  const tables = useMemo(
    () => allTables.filter((table) => table.branch === branch.id).map((table) => table.identifier),
    [allTables, branch.id],
  );

  return (
    <div className="checkout-page container">
      <header className="page-intro">
        <h1>{checkoutDe.checkout.title}</h1>
        <p>{branch.name}</p>
      </header>
      <OrderingStatusNotice status={orderingStatus} />
      {isPlaced ? (
        <Loader />
      ) : lines.length === 0 ? (
        <div className="checkout-empty">
          {hasPaymentFailed ? (
            <p className="notice notice--danger">{checkoutDe.checkout.paymentFailed}</p>
          ) : null}
          <p className="checkout-empty__text">{checkoutDe.checkout.emptyCart}</p>
          <Link className="button" to={orderPaths.branch(branch.identifier)}>
            {checkoutDe.checkout.backToOverview}
          </Link>
        </div>
      ) : (
        <CheckoutForm
          branch={branch}
          config={checkoutConfig}
          cart={cart}
          actions={actions}
          lines={lines}
          totals={totals}
          now={now}
          tables={tables}
          donatees={donatees}
          hasPaymentFailed={hasPaymentFailed}
          orderingStatus={orderingStatus}
          onPlaced={() => setIsPlaced(true)}
        />
      )}
    </div>
  );
}
