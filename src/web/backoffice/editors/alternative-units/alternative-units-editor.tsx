import '../editors.css';
import type { ProductInput } from '../../../../domain/schemas/entities/product.js';
import { calculationModelSchema } from '../../../../domain/schemas/catalog.js';
import { unitIds, unitLabel, type UnitId } from '../../../../domain/units/catalogue.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { enumLabel } from '../../fields/enum-label.js';
import { entryError } from '../shared/error-path.js';
import { SelectField } from '../shared/fields.js';
import { NumberField } from '../shared/number-field.js';
import { OrderedRowList } from '../shared/ordered-row-list.js';

type AlternativeUnit = ProductInput['alternativeUnits'][number];
type CalculationModel = AlternativeUnit['calculationModel'];

const texts = editorTexts.alternativeUnits;
// The product schema's own bounds of a quantity (positive, at most a million, three decimals).
const QUANTITY = { min: 0.001, max: 1_000_000 } as const;

const unitChoices = unitIds.map((unit) => ({ value: unit, label: unitLabel(unit) }));
const modelChoices = calculationModelSchema.options.map((model) => ({
  value: model,
  label: enumLabel(model),
}));

/** The first unit the product does not offer yet, so a new row is valid as it comes. */
function freeUnit(rows: readonly AlternativeUnit[], productUnit: unknown): UnitId {
  const taken = new Set<unknown>([productUnit, ...rows.map((row) => row.unit)]);
  return unitIds.find((unit) => !taken.has(unit)) ?? 'piece';
}

/**
 * The other units a product can be ordered in (a Bergkäse by the kilogram beside its decagram price, a
 * package of six rolls), each with how much of the product's own unit it holds and its quantity rules.
 */
export function AlternativeUnitsEditor({
  id,
  label,
  value,
  onChange,
  error,
  errorField,
  record,
  disabled,
}: FieldEditorProps<AlternativeUnit[]>) {
  return (
    <OrderedRowList
      id={id}
      idPrefix={id}
      label={label}
      rows={value}
      onChange={onChange}
      nameOf={(row) => unitLabel(row.unit)}
      titleTag="h3"
      disabled={disabled}
      add={{
        label: texts.add,
        create: (): AlternativeUnit => ({
          unit: freeUnit(value, record?.unit),
          ratio: 1,
          calculationModel: 'fixed',
          minimumQuantity: 1,
          maximumQuantity: null,
          quantityStepSize: 1,
        }),
        focus: 'unit',
      }}
      renderFields={(row, { index, prefix, replace }) => (
        <UnitFields
          prefix={prefix}
          row={row}
          disabled={disabled}
          errorFor={(field) => entryError(error, errorField, index, field)}
          onChange={replace}
        />
      )}
    />
  );
}

interface UnitFieldsProps {
  prefix: string;
  row: AlternativeUnit;
  disabled: boolean | undefined;
  errorFor: (field: keyof AlternativeUnit) => string | undefined;
  onChange: (row: AlternativeUnit) => void;
}

function UnitFields({ prefix, row, disabled, errorFor, onChange }: UnitFieldsProps) {
  const change = (patch: Partial<AlternativeUnit>) => onChange({ ...row, ...patch });
  return (
    <div className="editor-item__fields editor-item__fields--columns">
      <SelectField<UnitId>
        id={`${prefix}-unit`}
        label={texts.unit}
        value={row.unit}
        choices={unitChoices}
        disabled={disabled}
        error={errorFor('unit')}
        onChange={(unit) => change({ unit })}
      />
      <NumberField
        id={`${prefix}-ratio`}
        label={texts.ratio}
        hint={texts.ratioHint}
        {...QUANTITY}
        value={row.ratio}
        disabled={disabled}
        error={errorFor('ratio')}
        onChange={(ratio) => change({ ratio })}
      />
      <SelectField<CalculationModel>
        id={`${prefix}-model`}
        label={texts.calculationModel}
        value={row.calculationModel}
        choices={modelChoices}
        disabled={disabled}
        error={errorFor('calculationModel')}
        onChange={(calculationModel) => change({ calculationModel })}
      />
      <NumberField
        id={`${prefix}-minimum`}
        label={texts.minimumQuantity}
        {...QUANTITY}
        value={row.minimumQuantity}
        disabled={disabled}
        error={errorFor('minimumQuantity')}
        onChange={(minimumQuantity) => change({ minimumQuantity })}
      />
      <NumberField
        id={`${prefix}-maximum`}
        label={texts.maximumQuantity}
        hint={texts.maximumHint}
        nullable
        {...QUANTITY}
        value={row.maximumQuantity}
        disabled={disabled}
        error={errorFor('maximumQuantity')}
        onChange={(maximumQuantity) => change({ maximumQuantity })}
      />
      <NumberField
        id={`${prefix}-step`}
        label={texts.quantityStepSize}
        {...QUANTITY}
        value={row.quantityStepSize}
        disabled={disabled}
        error={errorFor('quantityStepSize')}
        onChange={(quantityStepSize) => change({ quantityStepSize })}
      />
    </div>
  );
}
