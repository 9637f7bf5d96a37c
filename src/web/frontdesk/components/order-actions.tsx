import { useState } from 'react';
import type { StaffAction, StaffOrder } from '../../../domain/schemas/staff-order.js';
import { failureMessage } from '../../backoffice/app/failure-message.js';
import { ordersDe } from '../../i18n/orders.js';
import { t } from '../../i18n/t.js';
import type { OrderCommands, StatusAction } from '../api/order-commands.js';
import { movesOn, visibleActions } from '../utils/ticket-actions.js';
import { methodOf, orderName } from '../utils/ticket-text.js';
import { BoardDialog } from './board-dialog.js';
import { ProposeDialog } from './propose-dialog.js';

const text = ordersDe.actions;

type Dialog = 'reject' | 'propose' | 'cancel' | null;

function label(action: StaffAction, order: StaffOrder): string {
  switch (action) {
    case 'confirm':
      return text.confirm;
    case 'reject':
      return text.reject;
    case 'cancel':
      return text.cancel;
    case 'propose-counter-appointment':
      return text.propose;
    case 'in-delivery':
      return text.inDelivery[methodOf(order)];
    case 'completed':
      return text.completed[methodOf(order)];
  }
}

/**
 * The actions the status machine allows for the order right now, one tap each; turning an order down
 * asks first. Every answer is the reloaded order, handed to `onUpdated`.
 */
export function OrderActions({
  order,
  commands,
  onUpdated,
  now,
  variant = 'board',
}: {
  order: StaffOrder;
  commands: OrderCommands;
  onUpdated: (order: StaffOrder) => void;
  now: Date;
  variant?: 'board' | 'page';
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const name = orderName(order);

  function perform(call: () => Promise<StaffOrder>, fallback: string) {
    setBusy(true);
    setError(null);
    call().then(
      (answered) => {
        setBusy(false);
        setDialog(null);
        onUpdated(answered);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failureMessage(failure, fallback));
      },
    );
  }

  const status = (action: StatusAction, rejection?: string | null) =>
    perform(
      () => commands.status(order.id, action, rejection),
      action === 'cancel' ? ordersDe.errors.cancel : ordersDe.errors.status,
    );

  function open(next: Dialog) {
    setError(null);
    setMessage('');
    setDialog(next);
  }

  function tap(action: StaffAction) {
    switch (action) {
      case 'reject':
        return open('reject');
      case 'cancel':
        return open('cancel');
      case 'propose-counter-appointment':
        return open('propose');
      case 'confirm':
      case 'in-delivery':
      case 'completed':
        return status(action);
    }
  }

  const actions = visibleActions(order.allowedActions, variant);
  if (actions.length === 0) return null;
  const main = variant === 'board' ? actions.find(movesOn) : undefined;
  const close = () => setDialog(null);

  return (
    <>
      <div className="ticket-actions" role="group" aria-label={t(text.group, { name })}>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={
              action === main
                ? 'button ticket-actions__main'
                : movesOn(action)
                  ? 'button'
                  : 'button button--secondary'
            }
            disabled={busy}
            onClick={() => tap(action)}
          >
            {label(action, order)}
          </button>
        ))}
      </div>
      {dialog === null && error !== null ? (
        <p className="board-error" role="alert">
          {error}
        </p>
      ) : null}
      {dialog === 'reject' ? (
        <BoardDialog
          title={t(ordersDe.reject.title, { name })}
          submitLabel={ordersDe.reject.submit}
          danger
          busy={busy}
          error={error}
          onClose={close}
          onSubmit={() => status('reject', message)}
        >
          <div className="field">
            <label className="field__label" htmlFor={`reject-${order.id}`}>
              {ordersDe.reject.message}
            </label>
            <textarea
              id={`reject-${order.id}`}
              className="field__input"
              rows={3}
              maxLength={500}
              value={message}
              aria-describedby={`reject-${order.id}-hint`}
              onChange={(event) => setMessage(event.target.value)}
            />
            <p id={`reject-${order.id}-hint`} className="field__hint">
              {ordersDe.reject.hint}
            </p>
          </div>
        </BoardDialog>
      ) : null}
      {dialog === 'cancel' ? (
        <BoardDialog
          title={t(ordersDe.cancel.title, { name })}
          submitLabel={ordersDe.cancel.submit}
          danger
          busy={busy}
          error={error}
          onClose={close}
          onSubmit={() => status('cancel')}
        >
          <p>{ordersDe.cancel.text}</p>
        </BoardDialog>
      ) : null}
      {dialog === 'propose' ? (
        <ProposeDialog
          order={order}
          now={now}
          busy={busy}
          error={error}
          onClose={close}
          onPropose={(at) => perform(() => commands.propose(order.id, at), ordersDe.errors.status)}
        />
      ) : null}
    </>
  );
}
