import { useId } from 'react';
import { supportedMethods } from '../../../../domain/cart/default-method.js';
import { orderMethodLabels } from '../../../../domain/cart/order-method.js';
import type { Branch, Table } from '../../../../domain/schemas/branch.js';
import type { PaymentMethod } from '../../../../domain/schemas/order.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { ordersDe } from '../../../i18n/orders.js';
import type { PhoneOrderDraft } from '../utils/phone-order.js';

const text = ordersDe.phone;

/** Branch, method, table or delivery area, payment and the wished time of a phone order. */
export function PhoneOrderSettings({
  branches,
  branch,
  tables,
  payments,
  draft,
  onBranch,
  onChange,
}: {
  branches: readonly Branch[];
  branch: Branch | undefined;
  tables: readonly Pick<Table, 'id' | 'identifier'>[];
  payments: readonly PaymentMethod[];
  draft: PhoneOrderDraft;
  onBranch: (id: number | null) => void;
  onChange: <Key extends keyof PhoneOrderDraft>(key: Key, value: PhoneOrderDraft[Key]) => void;
}) {
  const id = useId();
  const methods = branch === undefined ? [] : supportedMethods(branch);
  return (
    <div className="bo-form__fields">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-branch`}>
          {text.branch}
        </label>
        <select
          id={`${id}-branch`}
          className="field__input"
          value={branch?.id ?? ''}
          onChange={(event) => onBranch(Number(event.target.value) || null)}
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
          value={draft.method}
          disabled={branch === undefined}
          onChange={(event) =>
            onChange('method', methods.find((method) => method === event.target.value) ?? draft.method)
          }
        >
          {methods.map((method) => (
            <option key={method} value={method}>
              {orderMethodLabels[method]}
            </option>
          ))}
        </select>
      </div>
      {draft.method === 'dineIn' && tables.length > 0 ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-table`}>
            {text.table}
          </label>
          <select
            id={`${id}-table`}
            className="field__input"
            value={draft.table}
            onChange={(event) => onChange('table', event.target.value)}
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
      {draft.method === 'delivery' && branch !== undefined ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-area`}>
            {text.deliveryArea}
          </label>
          <select
            id={`${id}-area`}
            className="field__input"
            value={draft.deliveryArea ?? ''}
            onChange={(event) => onChange('deliveryArea', Number(event.target.value) || null)}
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
          value={draft.paymentMethod ?? ''}
          disabled={payments.length === 0}
          onChange={(event) =>
            onChange('paymentMethod', payments.find((method) => method === event.target.value) ?? null)
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
              value={draft.date}
              onChange={(event) => onChange('date', event.target.value)}
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
              value={draft.time}
              onChange={(event) => onChange('time', event.target.value)}
            />
          </div>
        </div>
      </fieldset>
    </div>
  );
}
