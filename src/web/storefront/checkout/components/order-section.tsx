import { supportedMethods } from '../../../../domain/cart/default-method.js';
import { orderMethodLabels, type OrderMethod } from '../../../../domain/cart/order-method.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { t } from '../../../i18n/t.js';
import { DeliveryNotice } from '../../ordering/components/delivery-notice.js';
import { SelectField } from './form-field.js';

interface OrderSectionProps {
  branch: Branch;
  method: OrderMethod;
  now: Date;
  tables: readonly string[];
  showTable: boolean;
  /** The table a QR code preset: shown instead of the choice. */
  linkedTable: string | null;
  /** The minimum order value and free delivery notices of the chosen area. */
  notices: readonly string[];
  isBelowMinimum: boolean;
  onMethod: (method: OrderMethod) => void;
  onArea: (areaId: number) => void;
}

const text = checkoutDe.order;
const toNumber = (value: string) => (value === '' ? null : Number(value));
const toTable = (value: string) => (value === '' ? null : value);

export function OrderSection(props: OrderSectionProps) {
  const { branch, method, now, tables, showTable, linkedTable, notices, isBelowMinimum, onMethod, onArea } =
    props;
  const methods = supportedMethods(branch);
  return (
    <section className="checkout-section" aria-labelledby="checkout-order-title">
      <h2 id="checkout-order-title" className="checkout-section__title">
        {checkoutDe.sections.order}
      </h2>
      <div className="checkout-section__fields">
        <SelectField
          name="method"
          label={text.method}
          onChosen={(value) => {
            const next = methods.find((candidate) => candidate === value);
            if (next !== undefined) onMethod(next);
          }}
        >
          {methods.map((candidate) => (
            <option key={candidate} value={candidate}>
              {orderMethodLabels[candidate]}
            </option>
          ))}
        </SelectField>
        {method === 'delivery' ? (
          <SelectField
            name="deliveryArea"
            label={text.deliveryArea}
            isRequired
            parse={toNumber}
            onChosen={(value) => {
              if (value !== '') onArea(Number(value));
            }}
          >
            {branch.deliveryAreas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.area}
              </option>
            ))}
          </SelectField>
        ) : null}
        {method === 'delivery' ? <DeliveryNotice branch={branch} now={now} /> : null}
        {notices.length === 0 ? null : (
          <div
            id="checkout-minimum"
            className={isBelowMinimum ? 'notice notice--warning' : 'notice'}
            role="status"
          >
            {notices.map((notice) => (
              <p key={notice}>{notice}</p>
            ))}
          </div>
        )}
        {showTable && linkedTable !== null ? (
          <p className="checkout-section__table">{t(text.linkedTable, { table: linkedTable })}</p>
        ) : showTable ? (
          <SelectField name="table" label={text.table} isRequired parse={toTable}>
            <option value="">{text.chooseTable}</option>
            {tables.map((table) => (
              <option key={table} value={table}>
                {table}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
    </section>
  );
}
