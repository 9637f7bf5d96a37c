import '../editors.css';
import type { DeliveryAreaInput } from '../../../../domain/schemas/entities/branch.js';
import { validationMessages } from '../../../../domain/validation/messages.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { entryError } from '../shared/error-path.js';
import { CheckboxField, TextField } from '../shared/fields.js';
import { MoneyField } from '../shared/money-field.js';
import { NumberField } from '../shared/number-field.js';
import { OrderedRowList } from '../shared/ordered-row-list.js';

const texts = editorTexts.deliveryAreas;

/** Austria's reduced and standard rates; delivery is a service at the standard rate unless said otherwise. */
const DEFAULT_TAX = 20;

const nameOf = (area: DeliveryAreaInput) => (area.area.trim() === '' ? texts.unnamed : area.area);

/**
 * A branch's delivery areas in the order the checkout offers them (the first is preselected): name, fee
 * with its tax rate, free delivery always or from an order value, and a minimum order value.
 */
export function DeliveryAreasEditor({
  id,
  label,
  value,
  onChange,
  error,
  errorField,
  disabled,
}: FieldEditorProps<DeliveryAreaInput[]>) {
  return (
    <OrderedRowList
      id={id}
      idPrefix={id}
      label={label}
      rows={value}
      onChange={onChange}
      nameOf={nameOf}
      titleTag="h3"
      disabled={disabled}
      add={{
        label: texts.add,
        create: () => ({
          area: '',
          price: 0,
          tax: DEFAULT_TAX,
          free: false,
          freeFromOrderValue: null,
          minimumOrderValue: null,
        }),
        focus: 'area',
      }}
      renderFields={(area, { index, prefix, replace }) => (
        <AreaFields
          prefix={prefix}
          area={area}
          disabled={disabled}
          errorFor={(field) => entryError(error, errorField, index, field)}
          onChange={replace}
        />
      )}
    />
  );
}

interface AreaFieldsProps {
  prefix: string;
  area: DeliveryAreaInput;
  disabled: boolean | undefined;
  errorFor: (field: keyof DeliveryAreaInput) => string | undefined;
  onChange: (area: DeliveryAreaInput) => void;
}

function AreaFields({ prefix, area, disabled, errorFor, onChange }: AreaFieldsProps) {
  const change = (patch: Partial<DeliveryAreaInput>) => onChange({ ...area, ...patch });
  return (
    <div className="editor-item__fields editor-item__fields--columns">
      <TextField
        id={`${prefix}-area`}
        label={texts.area}
        value={area.area}
        disabled={disabled}
        error={area.area.trim() === '' ? validationMessages.blank : errorFor('area')}
        onChange={(text) => change({ area: text })}
      />
      <MoneyField
        id={`${prefix}-price`}
        label={texts.price}
        value={area.price}
        disabled={disabled}
        error={errorFor('price')}
        onChange={(price) => change({ price })}
      />
      <NumberField
        id={`${prefix}-tax`}
        label={texts.tax}
        min={0}
        max={100}
        value={area.tax}
        disabled={disabled}
        error={errorFor('tax')}
        onChange={(tax) => change({ tax })}
      />
      <MoneyField
        id={`${prefix}-minimum`}
        label={texts.minimumOrderValue}
        hint={texts.optionalHint}
        nullable
        value={area.minimumOrderValue}
        disabled={disabled}
        error={errorFor('minimumOrderValue')}
        onChange={(minimumOrderValue) => change({ minimumOrderValue })}
      />
      <MoneyField
        id={`${prefix}-free-from`}
        label={texts.freeFromOrderValue}
        hint={texts.optionalHint}
        nullable
        value={area.freeFromOrderValue}
        disabled={disabled === true || area.free}
        error={errorFor('freeFromOrderValue')}
        onChange={(freeFromOrderValue) => change({ freeFromOrderValue })}
      />
      <CheckboxField
        id={`${prefix}-free`}
        label={texts.free}
        checked={area.free}
        disabled={disabled}
        onChange={(free) => change({ free })}
      />
    </div>
  );
}
