import { useId } from 'react';
import { supportedMethods } from '../../../../domain/cart/default-method.js';
import { orderMethodLabels } from '../../../../domain/cart/order-method.js';
import type { Branch, Table } from '../../../../domain/schemas/branch.js';
import type { PaymentMethod } from '../../../../domain/schemas/order.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { DateTimeFields } from '../../../frontdesk/components/date-time-fields.js';
import { ordersDe } from '../../../i18n/orders.js';
import { SelectField } from '../../editors/shared/fields.js';
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
      <SelectField
        id={`${id}-branch`}
        label={text.branch}
        value={branch === undefined ? '' : String(branch.id)}
        choices={[
          ...(branch === undefined ? [{ value: '', label: text.chooseBranch }] : []),
          ...branches.map((candidate) => ({ value: String(candidate.id), label: candidate.name })),
        ]}
        onChange={(value) => onBranch(Number(value) || null)}
      />
      <SelectField
        id={`${id}-method`}
        label={text.method}
        value={draft.method}
        disabled={branch === undefined}
        choices={methods.map((method) => ({ value: method, label: orderMethodLabels[method] }))}
        onChange={(method) => onChange('method', method)}
      />
      {draft.method === 'dineIn' && tables.length > 0 ? (
        <SelectField
          id={`${id}-table`}
          label={text.table}
          value={draft.table}
          choices={[
            { value: '', label: text.noTable },
            ...tables.map((table) => ({ value: table.identifier, label: table.identifier })),
          ]}
          onChange={(table) => onChange('table', table)}
        />
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
        <DateTimeFields
          id={id}
          value={draft}
          describedBy={`${id}-when-hint`}
          onChange={(key, value) => onChange(key, value)}
        />
      </fieldset>
    </div>
  );
}
