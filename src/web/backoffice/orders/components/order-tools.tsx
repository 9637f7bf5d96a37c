import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isOnlinePayment } from '../../../../domain/checkout/payment-methods.js';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { BoardDialog } from '../../../frontdesk/components/board-dialog.js';
import { orderName } from '../../../frontdesk/utils/ticket-text.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import { failureMessage } from '../../app/failure-message.js';
import type { FlashState } from '../../entities/components/flash-message.js';
import { useLocalSettings } from '../../settings/use-local-settings.js';
import { printReceipt, receiptPdfUrl } from '../api/print-receipt.js';
import { deleteOrder, forgetOrder, runOrderTool, type OrderTool } from '../api/staff-orders.js';
import { useOrderCall } from '../hooks/use-order-call.js';

const text = ordersDe.detail;

const tools: readonly { tool: OrderTool; label: string; fallback: string; success: string }[] = [
  { tool: 'print', label: text.print, fallback: ordersDe.errors.print, success: text.printed },
  {
    tool: 'update-payment-status',
    label: text.checkPayment,
    fallback: ordersDe.errors.paymentStatus,
    success: text.paymentChecked,
  },
  {
    tool: 'resend-new-order-email',
    label: text.resendEmail,
    fallback: ordersDe.errors.resend,
    success: text.resent,
  },
  {
    tool: 'resend-new-order-sms',
    label: text.resendSms,
    fallback: ordersDe.errors.resend,
    success: text.resent,
  },
];

/** Print, ask the payment provider again, send the confirmation again, and (administrators) delete. */
export function OrderTools({ order, mayDelete }: { order: StaffOrder; mayDelete: boolean }) {
  const call = useOrderCall(order.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deletion, setDeletion] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const { show_customer_data: showCustomerData } = useLocalSettings();
  const name = orderName(order);
  const shown = tools.filter(
    ({ tool }) => tool !== 'update-payment-status' || isOnlinePayment(order.paymentMethod),
  );

  function remove() {
    setDeletion({ busy: true, error: null });
    deleteOrder(order.id).then(
      () => {
        forgetOrder(queryClient, order.id);
        void navigate(paths.backendOrders, {
          state: { flash: t(text.deleted, { name }) } satisfies FlashState,
        });
      },
      (error: unknown) => setDeletion({ busy: false, error: failureMessage(error, ordersDe.errors.delete) }),
    );
  }

  return (
    <section className="bo-order__section" aria-labelledby="bo-order-tools">
      <h2 id="bo-order-tools">{text.tools}</h2>
      <div className="bo-order__actions">
        {shown.map(({ tool, label, fallback, success }) => (
          <button
            key={tool}
            type="button"
            className="button button--secondary"
            disabled={call.busy !== null}
            onClick={() =>
              void call.run(
                tool,
                () =>
                  tool === 'print' ? printReceipt(order.id, showCustomerData) : runOrderTool(order.id, tool),
                fallback,
                success,
              )
            }
          >
            {call.busy === tool ? ordersDe.actions.busy : label}
          </button>
        ))}
        <a
          className="button button--secondary"
          href={receiptPdfUrl(order.id, showCustomerData)}
          target="_blank"
          rel="noreferrer"
        >
          {text.receiptPdf}
        </a>
        {mayDelete ? (
          <button
            type="button"
            className="button bo-button--danger"
            onClick={() => {
              setDeletion({ busy: false, error: null });
              setConfirming(true);
            }}
          >
            {text.delete}
          </button>
        ) : null}
      </div>
      {call.notice === null ? null : (
        <p className="bo-notice" role="status">
          {call.notice}
        </p>
      )}
      {confirming ? (
        <BoardDialog
          title={t(text.deleteTitle, { name })}
          submitLabel={text.deleteConfirm}
          danger
          busy={deletion.busy}
          error={deletion.error}
          onClose={() => setConfirming(false)}
          onSubmit={remove}
        >
          <p>{text.deleteText}</p>
        </BoardDialog>
      ) : null}
    </section>
  );
}
