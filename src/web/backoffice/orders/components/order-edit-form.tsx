import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { apiPut } from '../../../api/client.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { ordersDe } from '../../../i18n/orders.js';
import { DateTimeFields } from '../../../frontdesk/components/date-time-fields.js';
import { failureMessage } from '../../app/failure-message.js';
import { rememberOrder } from '../api/staff-orders.js';
import {
  contactFields,
  editDraftOf,
  updateBodyOf,
  type ContactField,
  type OrderEditDraft,
} from '../utils/order-edit.js';

const text = ordersDe.detail;

const contactLabels: Record<ContactField, string> = {
  firstName: checkoutDe.fields.firstName,
  lastName: checkoutDe.fields.lastName,
  companyName: checkoutDe.fields.companyName,
  phone: checkoutDe.fields.phone,
  email: checkoutDe.fields.email,
  street: checkoutDe.fields.street,
  floor: checkoutDe.fields.floor,
  stairway: checkoutDe.fields.stairway,
  door: checkoutDe.fields.door,
  zipCode: checkoutDe.fields.zipCode,
  city: checkoutDe.fields.city,
};

/** What staff correct on the phone: the time, the comment, the table and the guest's contact. */
export function OrderEditForm({ order, showContact }: { order: StaffOrder; showContact: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<OrderEditDraft>(() => editDraftOf(order));
  const [state, setState] = useState<{ busy: boolean; error: string | null; saved: boolean }>({
    busy: false,
    error: null,
    saved: false,
  });
  const change = <Key extends keyof OrderEditDraft>(key: Key, value: OrderEditDraft[Key]) => {
    setDraft({ ...draft, [key]: value });
    setState({ ...state, saved: false });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = updateBodyOf(order, draft);
    if (body === null) {
      setState({ busy: false, error: ordersDe.propose.invalid, saved: false });
      return;
    }
    setState({ busy: true, error: null, saved: false });
    apiPut<StaffOrder>(`/api/orders/${order.id}`, body).then(
      (answered) => {
        rememberOrder(queryClient, answered);
        setDraft(editDraftOf(answered));
        setState({ busy: false, error: null, saved: true });
      },
      (error: unknown) =>
        setState({ busy: false, error: failureMessage(error, ordersDe.errors.update), saved: false }),
    );
  }

  return (
    <form className="bo-order__edit" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.edit}</h2>
      <fieldset className="bo-fieldset">
        <legend className="field__label">{text.editAppointment}</legend>
        <label className="checkbox">
          <input
            type="radio"
            name={`${id}-when`}
            checked={draft.isAsap}
            onChange={() => change('isAsap', true)}
          />
          {text.asapChoice}
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name={`${id}-when`}
            checked={!draft.isAsap}
            onChange={() => change('isAsap', false)}
          />
          {text.atChoice}
        </label>
        {draft.isAsap ? null : (
          <DateTimeFields id={id} value={draft} required onChange={(key, value) => change(key, value)} />
        )}
      </fieldset>
      <div className="bo-form__fields">
        {order.isDineIn ? (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-table`}>
              {text.table}
            </label>
            <input
              id={`${id}-table`}
              className="field__input"
              value={draft.tableIdentifier}
              onChange={(event) => change('tableIdentifier', event.target.value)}
            />
          </div>
        ) : null}
        <div className="field bo-form__wide">
          <label className="field__label" htmlFor={`${id}-comment`}>
            {ordersDe.ticket.comment}
          </label>
          <textarea
            id={`${id}-comment`}
            className="field__input"
            rows={3}
            maxLength={2000}
            value={draft.comment}
            onChange={(event) => change('comment', event.target.value)}
          />
        </div>
        {showContact
          ? contactFields.map((field) => (
              <div key={field} className="field">
                <label className="field__label" htmlFor={`${id}-${field}`}>
                  {contactLabels[field]}
                </label>
                <input
                  id={`${id}-${field}`}
                  className="field__input"
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  maxLength={200}
                  value={draft[field]}
                  onChange={(event) => change(field, event.target.value)}
                />
              </div>
            ))
          : null}
      </div>
      {state.error === null ? null : (
        <p className="bo-alert" role="alert">
          {state.error}
        </p>
      )}
      {state.saved ? (
        <p className="bo-notice" role="status">
          {text.saved}
        </p>
      ) : null}
      <div className="bo-order__actions">
        <button type="submit" className="button" disabled={state.busy}>
          {state.busy ? ordersDe.actions.busy : text.save}
        </button>
      </div>
    </form>
  );
}
