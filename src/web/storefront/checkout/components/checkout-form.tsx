import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { clearCart, methodOf, type Cart } from '../../../../domain/cart/cart-state.js';
import {
  contactRequirements,
  requiredContactFields,
} from '../../../../domain/checkout/contact-requirements.js';
import { defaultPaymentMethod, offeredPaymentMethods } from '../../../../domain/checkout/payment-methods.js';
import { submitAction, type SubmitAction } from '../../../../domain/checkout/submit-action.js';
import type { OrderingStatus } from '../../../../domain/capacity/public-state.js';
import type { CartTotals } from '../../../../domain/pricing/cart-totals.js';
import { deliveryNotices } from '../../../../domain/pricing/delivery-notices.js';
import type { Branch, Donatee } from '../../../../domain/schemas/branch.js';
import type { Config } from '../../../../domain/schemas/config.js';
import { ApiError, type ApiErrorEntry } from '../../../api/client.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { de } from '../../../i18n/de.js';
import { trackEvent, trackPurchase } from '../../../lib/analytics.js';
import type { CartActions } from '../../ordering/hooks/use-cart.js';
import type { CartLine } from '../../ordering/utils/cart-lines.js';
import { cartKey, readStored, writeStored } from '../../ordering/utils/session-store.js';
import { createOrder } from '../api/create-order.js';
import {
  blankOrderForm,
  orderPayload,
  pickRemembered,
  readRemembered,
  type CheckoutValues,
} from '../utils/checkout-form.js';
import { checkoutResolver, isCheckoutField, type CheckoutRules } from '../utils/checkout-resolver.js';
import { DONATION_AMOUNT } from '../utils/donation.js';
import { attemptKey, forgetAttempt } from '../utils/idempotency-key.js';
import { rememberPendingPayment } from '../utils/pending-payment.js';
import { OrderingStatusNotice } from '../../capacity/ordering-status-notice.js';
import { AddressSection } from './address-section.js';
import { AppointmentPicker } from './appointment-picker.js';
import { CartSummary } from './cart-summary.js';
import { ContactSection } from './contact-section.js';
import { DonateeChooser } from './donatee-chooser.js';
import { LegalSection } from './legal-section.js';
import { OrderSection } from './order-section.js';
import { PaymentSection } from './payment-section.js';
import { presetTable } from '../../ordering/utils/table-preset.js';
import { forgetGuest } from '../../self-service/forget-guest.js';
import { useOrderPaths, useSelfService } from '../../self-service/self-service-context.js';

const session = () => window.sessionStorage;
const rememberedKey = (branchIdentifier: string) => `checkout:form:${branchIdentifier}`;

const submitLabels: Record<SubmitAction, string> = {
  order: de.ordering.order,
  preorder: de.ordering.preorder,
  quotation: de.ordering.quotation,
};

export interface CheckoutFormProps {
  branch: Branch;
  config: Config;
  cart: Cart;
  actions: CartActions;
  lines: CartLine[];
  totals: CartTotals;
  now: Date;
  tables: string[];
  donatees: Donatee[];
  /** Back from a failed online payment. */
  hasPaymentFailed: boolean;
  /** Pause and busy mode of the branch, asked for every second (ADR 037). */
  orderingStatus: OrderingStatus | undefined;
  /** Told before the cart is emptied, so the page does not flash "no products" on its way out. */
  onPlaced: () => void;
}

type ServerProblem = { kind: 'errors'; errors: ApiErrorEntry[] } | { kind: 'unknown' };

export function CheckoutForm(props: CheckoutFormProps) {
  const { branch, config, cart, actions, lines, totals, now, tables, donatees } = props;
  const navigate = useNavigate();
  const orderPaths = useOrderPaths();
  const isSelfService = useSelfService() !== null;
  const method = methodOf(cart);
  const area =
    method === 'delivery' ? branch.deliveryAreas.find((item) => item.id === cart.deliveryArea) : undefined;
  const action = submitAction(branch, method, area !== undefined, now);
  const offered = offeredPaymentMethods(branch, config, action);
  const hasDonations = config.enablePluginDonations && donatees.length > 0;
  const products = useMemo(() => lines.map((line) => line.product), [lines]);
  const rules = useMemo<CheckoutRules>(
    () => ({ branch, config, products, itemsGross: totals.itemsGross, tables }),
    [branch, config, products, totals.itemsGross, tables],
  );
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const problemBox = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const wantsFocus = useRef(false);
  const inFlight = useRef(false);
  const asapMoved = useRef(false);
  const setAsapMoved = useCallback((isMoved: boolean) => {
    asapMoved.current = isMoved;
  }, []);

  // A table's QR code chose the table already; the checkout does not ask again.
  const [linkedTable] = useState(() => presetTable(branch.identifier, tables));
  const [defaultValues] = useState<CheckoutValues>(() => {
    const remembered = readRemembered(readStored(session, rememberedKey(branch.identifier)));
    const payment =
      remembered.paymentMethod !== undefined && offered.includes(remembered.paymentMethod)
        ? remembered.paymentMethod
        : (defaultPaymentMethod(offered) ?? blankOrderForm.paymentMethod);
    return {
      ...blankOrderForm,
      ...remembered,
      paymentMethod: payment,
      method,
      deliveryArea: cart.deliveryArea,
      table: linkedTable ?? blankOrderForm.table,
      comment: cart.order.comment,
      appointmentDate: cart.order.appointment,
    };
  });
  const form = useForm<CheckoutValues, CheckoutRules>({
    defaultValues,
    resolver: checkoutResolver,
    context: rules,
    // react-hook-form focuses in the order fields were registered, which is not the page's order once
    // blocks come and go; the first marked field on the page gets the focus instead.
    shouldFocusError: false,
  });
  const { control, handleSubmit, register, setError, setValue, subscribe } = form;

  // The contact details outlive a reload and the trip to a payment provider, for this tab only.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          writeStored(session, rememberedKey(branch.identifier), pickRemembered(values)),
      }),
    [subscribe, branch.identifier],
  );

  // The submit count changes in the same render that shows the errors of a refused submit.
  // The form shows only with a filled cart; coming back from a failed payment is no new checkout.
  const isCheckoutTracked = useRef(props.hasPaymentFailed);
  useEffect(() => {
    if (isCheckoutTracked.current) return;
    isCheckoutTracked.current = true;
    trackEvent('initiate_checkout', {
      branch: branch.identifier,
      value: totals.total,
      currency: config.currency,
      items: lines.length,
    });
  }, [branch.identifier, totals.total, config.currency, lines.length]);

  const { isSubmitting, submitCount } = form.formState;
  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [submitCount]);

  useEffect(() => {
    if (problem === null) return;
    problemBox.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [problem]);

  const [isCompany, isDeliveryAddressDifferent, isDeliveryCompany, payment] = useWatch({
    control,
    name: ['isCompany', 'isDeliveryAddressDifferent', 'isDeliveryCompany', 'paymentMethod'],
  });

  // Another method can change what is on offer (a quotation is never paid online): a choice that is
  // gone gives way to the default instead of an error about a radio button nobody can see.
  const fallbackPayment = defaultPaymentMethod(offered);
  useEffect(() => {
    if (!offered.includes(payment) && fallbackPayment !== null) setValue('paymentMethod', fallbackPayment);
  }, [offered, payment, fallbackPayment, setValue]);
  const shown = contactRequirements(branch, method, isCompany);
  const required = requiredContactFields(
    { isCompany, isDeliveryAddressDifferent, isDeliveryCompany },
    branch,
    method,
  );
  const notices = deliveryNotices(totals, area ?? null, config.currency);
  const isBelowMinimum = totals.missingForMinimum > 0;

  const placeOrder = async (values: CheckoutValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    const payload = {
      ...orderPayload(values, { branch, items: cart.items, hasDonations }),
      ...(asapMoved.current ? { asapMoved: true } : {}),
    };
    try {
      const order = await createOrder(payload, attemptKey(JSON.stringify(payload)));
      forgetAttempt();
      if (order.paymentRedirectUrl !== null) {
        rememberPendingPayment({ branchIdentifier: branch.identifier, uid: order.uid });
        window.location.assign(order.paymentRedirectUrl);
        return;
      }
      // Paid at pickup, the order is a purchase now; paid online, once the status page sees it paid.
      trackPurchase(order, config.currency);
      props.onPlaced();
      // Written at once as well: the status page may replace this one before the cart's effect runs.
      writeStored(session, cartKey(branch.identifier), clearCart(cart));
      actions.clear();
      // At a kiosk the next guest must not find this one's name or cart (spec, section 3: the stored
      // order data is reset); the status page needs nothing stored.
      if (isSelfService) forgetGuest();
      void navigate(orderPaths.orderStatus(branch.identifier, order.uid, order.hash));
    } catch (error) {
      inFlight.current = false;
      if (error instanceof ApiError && error.errors.length > 0) {
        for (const entry of error.errors) {
          if (isCheckoutField(entry.field)) setError(entry.field, { type: 'server', message: entry.message });
        }
        setProblem({ kind: 'errors', errors: error.errors });
      } else {
        setProblem({ kind: 'unknown' });
      }
    }
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formElement}
        className="checkout"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(placeOrder, () => {
            wantsFocus.current = true;
          })(event)
        }
      >
        {props.hasPaymentFailed ? (
          <div className="notice notice--danger checkout__banner" role="alert">
            <p>{checkoutDe.checkout.paymentFailed}</p>
          </div>
        ) : null}
        <div ref={problemBox} className="checkout__problems" tabIndex={-1} role="alert">
          {problem === null ? null : (
            <div className="notice notice--danger">
              {problem.kind === 'unknown' ? (
                <p>{checkoutDe.checkout.unknownError}</p>
              ) : (
                <>
                  <p>{checkoutDe.checkout.errorsTitle}</p>
                  <ul>
                    {problem.errors.map((entry, index) => (
                      <li key={`${entry.field ?? ''}-${index}`}>{entry.message}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </div>
        <p className="checkout__required-note">{checkoutDe.checkout.requiredNote}</p>
        <div className="checkout__layout">
          <div className="checkout__main">
            <OrderSection
              branch={branch}
              method={method}
              now={now}
              tables={tables}
              showTable={shown.showTable}
              linkedTable={method === 'dineIn' ? linkedTable : null}
              notices={notices}
              isBelowMinimum={isBelowMinimum}
              onMethod={actions.setMethod}
              onArea={actions.setDeliveryArea}
            />
            {shown.showContact ? <ContactSection shown={shown} required={required} /> : null}
            <AddressSection shown={shown} required={required} />
            <Controller
              control={control}
              name="appointmentDate"
              render={({ field, fieldState }) => (
                <AppointmentPicker
                  branchId={branch.id}
                  lines={cart.items}
                  status={props.orderingStatus}
                  onAsapMoved={setAsapMoved}
                  branch={branch}
                  method={method}
                  now={now}
                  products={products}
                  restrictedDays={config.restrictedAppointmentDays}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    actions.setOrder({ appointment: value });
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
            <section className="checkout-section" aria-labelledby="checkout-comment-title">
              <h2 id="checkout-comment-title" className="checkout-section__title">
                {checkoutDe.sections.comment}
              </h2>
              <div className="field">
                <label className="field__label" htmlFor="checkout-comment">
                  {checkoutDe.fields.comment}
                </label>
                <textarea
                  id="checkout-comment"
                  className="field__input"
                  rows={4}
                  maxLength={2000}
                  {...register('comment', {
                    onChange: (event: { target: HTMLTextAreaElement }) =>
                      actions.setOrder({ comment: event.target.value }),
                  })}
                />
              </div>
            </section>
          </div>
          <div className="checkout__side">
            <CartSummary
              lines={lines}
              totals={totals}
              method={method}
              currency={config.currency}
              branchPath={orderPaths.branch(branch.identifier)}
            />
            {hasDonations ? (
              <Controller
                control={control}
                name="donatee"
                render={({ field }) => (
                  <DonateeChooser
                    donatees={donatees}
                    donationAmount={DONATION_AMOUNT}
                    currency={config.currency}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            ) : null}
            <PaymentSection offered={offered} method={method} />
            <LegalSection config={config} />
            <div className="checkout__submit">
              {action === null ? (
                <p className="notice notice--warning">{checkoutDe.checkout.noOrdersNow}</p>
              ) : props.orderingStatus?.isPaused === true ? (
                <OrderingStatusNotice status={props.orderingStatus} />
              ) : (
                <button
                  type="submit"
                  className="button checkout__order"
                  disabled={isSubmitting || isBelowMinimum || offered.length === 0}
                  aria-describedby={isBelowMinimum ? 'checkout-minimum' : undefined}
                >
                  {isSubmitting ? checkoutDe.checkout.submitting : submitLabels[action]}
                </button>
              )}
              <Link className="checkout__back" to={orderPaths.branch(branch.identifier)}>
                {checkoutDe.checkout.back}
              </Link>
            </div>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
