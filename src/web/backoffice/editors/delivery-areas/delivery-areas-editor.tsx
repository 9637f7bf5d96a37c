import '../editors.css';
import type { DeliveryAreaInput } from '../../../../domain/schemas/entities/branch.js';
import { validationMessages } from '../../../../domain/validation/messages.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { entryError } from '../shared/error-path.js';
import { CheckboxField, TextField } from '../shared/fields.js';
import { DragHandle, LiveRegion, MoveButtons } from '../shared/list-controls.js';
import { MoneyField } from '../shared/money-field.js';
import { useListEditor } from '../shared/use-list-editor.js';
import { NumberField } from '../shared/number-field.js';

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
  const list = useListEditor({ list: value, onChange, idPrefix: id, nameOf });
  const { listRef, handleProps, itemProps } = list.reorder;
  const errorFor = (index: number, field: keyof DeliveryAreaInput) =>
    entryError(error, errorField, index, field);

  return (
    <fieldset className="editor" id={id}>
      <legend>{label}</legend>
      {value.length === 0 ? <p className="editor__hint">{editorTexts.list.empty}</p> : null}
      <ol className="editor-list" ref={listRef}>
        {value.map((area, index) => {
          const prefix = list.prefixOf(index);
          const change = (patch: Partial<DeliveryAreaInput>) => list.replace(index, { ...area, ...patch });
          return (
            <li key={list.keys[index]} className="editor-item" {...itemProps(index)}>
              <div className="editor-item__header">
                <DragHandle {...handleProps(index)} />
                <h3 className="editor-item__title">{nameOf(area)}</h3>
                <MoveButtons
                  idPrefix={prefix}
                  name={nameOf(area)}
                  index={index}
                  count={value.length}
                  disabled={disabled}
                  onMove={list.move}
                  onRemove={() => list.remove(index)}
                />
              </div>
              <div className="editor-item__fields editor-item__fields--columns">
                <TextField
                  id={`${prefix}-area`}
                  label={texts.area}
                  value={area.area}
                  disabled={disabled}
                  error={area.area.trim() === '' ? validationMessages.blank : errorFor(index, 'area')}
                  onChange={(text) => change({ area: text })}
                />
                <MoneyField
                  id={`${prefix}-price`}
                  label={texts.price}
                  value={area.price}
                  disabled={disabled}
                  error={errorFor(index, 'price')}
                  onChange={(price) => change({ price })}
                />
                <NumberField
                  id={`${prefix}-tax`}
                  label={texts.tax}
                  min={0}
                  max={100}
                  value={area.tax}
                  disabled={disabled}
                  error={errorFor(index, 'tax')}
                  onChange={(tax) => change({ tax })}
                />
                <MoneyField
                  id={`${prefix}-minimum`}
                  label={texts.minimumOrderValue}
                  hint={texts.optionalHint}
                  nullable
                  value={area.minimumOrderValue}
                  disabled={disabled}
                  error={errorFor(index, 'minimumOrderValue')}
                  onChange={(minimumOrderValue) => change({ minimumOrderValue })}
                />
                <MoneyField
                  id={`${prefix}-free-from`}
                  label={texts.freeFromOrderValue}
                  hint={texts.optionalHint}
                  nullable
                  value={area.freeFromOrderValue}
                  disabled={disabled === true || area.free}
                  error={errorFor(index, 'freeFromOrderValue')}
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
            </li>
          );
        })}
      </ol>
      <div className="editor-actions">
        <button
          id={`${id}-add`}
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() =>
            list.add(
              {
                area: '',
                price: 0,
                tax: DEFAULT_TAX,
                free: false,
                freeFromOrderValue: null,
                minimumOrderValue: null,
              },
              'area',
            )
          }
        >
          {texts.add}
        </button>
      </div>
      <LiveRegion message={list.message} />
    </fieldset>
  );
}
