import { backoffice } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';
import { enumLabel } from '../enum-label.js';
import type { FormField } from '../form-fields.js';
import { FieldGroup, type FieldState } from './field-frame.js';

type Props = {
  field: FormField;
  state: FieldState;
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled: boolean;
};

/** A list of enum values is a set of checkboxes (e.g. allergens, roles). */
function EnumChecklist({ field, state, value, onChange, disabled }: Props) {
  return (
    <FieldGroup field={field} state={state}>
      <ul className="bo-checklist bo-checklist--columns" id={state.id}>
        {(field.options ?? []).map((option) => (
          <li key={option}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={value.includes(option)}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? (field.options ?? []).filter((known) => known === option || value.includes(known))
                      : value.filter((selected) => selected !== option),
                  )
                }
              />
              <span>{enumLabel(option)}</span>
            </label>
          </li>
        ))}
      </ul>
    </FieldGroup>
  );
}

/** A list of texts or numbers: one input per entry, entries added and removed by button. */
export function ListInput(props: Props) {
  const { field, state, value, onChange, disabled } = props;
  if (field.itemKind === 'enum') return <EnumChecklist {...props} />;
  const numeric = field.itemKind === 'integer' || field.itemKind === 'number';
  return (
    <FieldGroup field={field} state={state}>
      <ol className="bo-list-input" id={state.id}>
        {value.map((entry, index) => (
          <li key={index} className="bo-list-input__row">
            <input
              className="field__input"
              aria-label={t(backoffice.form.item, { n: index + 1 })}
              inputMode={numeric ? 'decimal' : undefined}
              value={entry}
              disabled={disabled}
              onChange={(event) =>
                onChange(value.map((old, position) => (position === index ? event.target.value : old)))
              }
            />
            <button
              type="button"
              className="button button--small button--secondary"
              disabled={disabled}
              onClick={() => onChange(value.filter((_, position) => position !== index))}
            >
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t(backoffice.form.removeItem, { n: index + 1 })}</span>
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={disabled}
        onClick={() => onChange([...value, ''])}
      >
        {backoffice.form.addItem}
      </button>
    </FieldGroup>
  );
}
