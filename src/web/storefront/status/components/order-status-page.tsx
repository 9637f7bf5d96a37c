import '../../checkout/components/checkout.css';
import './status.css';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Branch } from '../../../../domain/schemas/branch.js';
import type { PublicOrder } from '../../../../domain/schemas/order.js';
import { ApiError } from '../../../api/client.js';
import { useInitData } from '../../../api/init.js';
import { BranchContact } from '../../../components/branch-contact.js';
import { NotFoundPage } from '../../../components/not-found-page.js';
import { useDocumentMeta } from '../../../hooks/use-document-meta.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { de } from '../../../i18n/de.js';
import { trackPurchase } from '../../../lib/analytics.js';
import { Loader } from '../../../ui/loader.js';
import { StatusPage } from '../../../ui/status-page.js';
import { settlePendingPayment } from '../../checkout/utils/pending-payment.js';
import { useOrderPaths, useSelfService } from '../../self-service/self-service-context.js';
import { usePublicOrder } from '../api/public-order.js';
import { endingText, isCanceled, isSettled, orderTimeline, statusHeading } from '../utils/order-timeline.js';
import { CounterAppointment } from './counter-appointment.js';
import { InstallHint } from './install-hint.js';
import { OrderDetails } from './order-details.js';
import { OrderQuestionnaire } from './order-questionnaire.js';
import { OrderTimeline } from './order-timeline.js';
import { PushSubscribe } from './push-subscribe.js';

const text = checkoutDe.status;

export function OrderStatusPage() {
  const { uid = '', hash = '' } = useParams();
  const query = usePublicOrder(uid, hash);
  const isUnknown =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  // The parent's title effect runs after the 404 view's, so it names the 404 itself.
  useDocumentMeta({ title: isUnknown ? de.content.notFoundTitle : text.title });
  if (query.data !== undefined) return <OrderStatus order={query.data} />;
  if (isUnknown) return <NotFoundPage />;
  if (query.isError && !query.isFetching) {
    return (
      <StatusPage
        title={de.app.loadFailed}
        actions={
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {de.app.retry}
          </button>
        }
      />
    );
  }
  return <Loader />;
}

type ContactBranch = Parameters<typeof BranchContact>[0]['branch'];

function contactOf(order: PublicOrder, branches: readonly Branch[]): ContactBranch {
  return (
    branches.find((branch) => branch.id === order.branch.id) ?? {
      ...order.branch,
      website: null,
      latitude: null,
      longitude: null,
    }
  );
}

function OrderStatus({ order }: { order: PublicOrder }) {
  const { '/api/config': config, '/api/branches': branches } = useInitData();
  const [isRatingHidden, setIsRatingHidden] = useState(false);
  const orderPaths = useOrderPaths();
  const isSelfService = useSelfService() !== null;
  const steps = orderTimeline(order);
  const canceled = isCanceled(order);
  const showsCounter =
    order.counterAppointment !== null && !order.isConfirmed && !canceled && !order.isFailed;
  const asksForRating =
    config.enablePluginOrderReviews &&
    order.isCompleted &&
    order.questionnaireRating === null &&
    !isRatingHidden;

  useEffect(() => {
    if (settlePendingPayment(order)) trackPurchase(order, config.currency);
  }, [order, config.currency]);

  return (
    <div className="order-status container">
      <header className="page-intro">
        <h1>{statusHeading(order)}</h1>
        {order.ticketNumber === null || canceled || order.isFailed ? null : (
          <p className="order-status__ticket">
            {text.ticket} <strong className="order-status__number">{order.ticketNumber}</strong>
          </p>
        )}
      </header>
      <div className="order-status__layout">
        <div className="order-status__main">
          {canceled ? (
            <div className="notice notice--danger" role="status">
              <p>{endingText(order)}</p>
              {order.rejectionMessage === null || order.rejectionMessage.trim() === '' ? null : (
                // A timeout's message is the shop's standard text, not something the branch wrote.
                <p>
                  {order.isTimedOut
                    ? order.rejectionMessage
                    : `${text.rejectionLabel} ${order.rejectionMessage}`}
                </p>
              )}
            </div>
          ) : null}
          {order.isFailed ? (
            <div className="notice notice--danger">
              <p>{text.paymentFailedText}</p>
              <Link className="button" to={orderPaths.branch(order.branch.identifier)}>
                {text.orderAgain}
              </Link>
            </div>
          ) : null}
          {showsCounter && order.counterAppointment !== null ? (
            <CounterAppointment
              uid={order.uid}
              hash={order.hash}
              counterAppointment={order.counterAppointment}
            />
          ) : null}
          {steps.length === 0 ? null : <OrderTimeline steps={steps} isPolling={!isSettled(order)} />}
          {/* A kiosk is nobody's phone: nobody there waits for a notification. */}
          {isSettled(order) || isSelfService ? null : <PushSubscribe uid={order.uid} hash={order.hash} />}
          {asksForRating ? (
            <OrderQuestionnaire uid={order.uid} hash={order.hash} onCancel={() => setIsRatingHidden(true)} />
          ) : null}
          {order.questionnaireRating === null ? null : (
            <p className="notice" role="status">
              {checkoutDe.questionnaire.thanks}
            </p>
          )}
          <OrderDetails order={order} currency={config.currency} />
        </div>
        <div className="order-status__side">
          <section className="status-section" aria-labelledby="status-contact-title">
            <h2 id="status-contact-title" className="status-section__title">
              {text.contact}
            </h2>
            <p>{text.contactText}</p>
            <BranchContact branch={contactOf(order, branches)} />
          </section>
          {/* A kiosk is nobody's phone: no app to install there (spec, section 2). */}
          <InstallHint isEnabled={config.enablePluginPWA && !isSelfService} />
        </div>
      </div>
    </div>
  );
}
