import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';
import { failureMessage } from '../../app/failure-message.js';
import { entityListQuery, type EntityRecord } from '../../entities/api/entity-queries.js';
import { entryName } from '../../entities/cell-text.js';
import { entityMessages, type EntityKey } from '../../entities/entity-catalogue.js';
import type { FormField } from '../form-fields.js';
import { describedBy, FieldError, FieldGroup, FieldLabel, type FieldState } from './field-frame.js';

function label(entry: EntityRecord): string {
  return entryName(entry) || String(entry.id);
}

function useOptions(field: FormField) {
  const reference = field.reference ?? '';
  const list = useQuery({ ...entityListQuery(reference), retry: false });
  const problem = list.error
    ? failureMessage(list.error, entityMessages(reference as EntityKey).loadList)
    : undefined;
  return { entries: list.data, problem };
}

/** One referenced entry, picked from the referenced entity's list. */
export function ReferenceSelect({
  field,
  state,
  value,
  onChange,
  disabled,
}: {
  field: FormField;
  state: FieldState;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { entries, problem } = useOptions(field);
  return (
    <div className="field">
      <FieldLabel field={field} htmlFor={state.id} />
      <select
        id={state.id}
        className="field__input"
        value={value}
        disabled={disabled || entries === undefined}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={describedBy(state)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{entries ? backoffice.form.none : backoffice.form.referenceLoading}</option>
        {entries?.map((entry) => (
          <option key={entry.id} value={String(entry.id)}>
            {label(entry)}
          </option>
        ))}
      </select>
      {problem ? <p className="field__error">{problem}</p> : null}
      <FieldError {...state} />
    </div>
  );
}

const FILTER_FROM = 8;

/** Several referenced entries as checkboxes, with a filter once the list gets long. */
export function ReferenceChecklist({
  field,
  state,
  value,
  onChange,
  disabled,
}: {
  field: FormField;
  state: FieldState;
  value: readonly number[];
  onChange: (value: number[]) => void;
  disabled: boolean;
}) {
  const { entries, problem } = useOptions(field);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = filter.trim().toLocaleLowerCase('de-AT');
  const shown = (entries ?? []).filter(
    (entry) =>
      needle === '' || value.includes(entry.id) || label(entry).toLocaleLowerCase('de-AT').includes(needle),
  );

  function toggle(id: number, checked: boolean) {
    onChange(checked ? [...value, id] : value.filter((selected) => selected !== id));
  }

  return (
    <FieldGroup field={field} state={state}>
      {entries && entries.length > FILTER_FROM ? (
        <div className="field bo-checklist__filter">
          <label htmlFor={filterId}>{t(backoffice.form.referenceSearch, { label: field.label })}</label>
          <input
            id={filterId}
            className="field__input"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      ) : null}
      {entries === undefined && !problem ? <p>{backoffice.form.referenceLoading}</p> : null}
      {problem ? <p className="field__error">{problem}</p> : null}
      <ul className="bo-checklist" id={state.id}>
        {shown.map((entry) => (
          <li key={entry.id}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={value.includes(entry.id)}
                disabled={disabled}
                onChange={(event) => toggle(entry.id, event.target.checked)}
              />
              <span>{label(entry)}</span>
            </label>
          </li>
        ))}
      </ul>
    </FieldGroup>
  );
}
