import '../editors.css';
import { useState } from 'react';
import { weekdays, type OpeningHoursRule, type Weekday } from '../../../../domain/opening-hours/rules.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { insertAt, removeAt, replaceAt } from '../list-moves.js';
import { errorPathInList } from '../shared/error-path.js';
import { CheckboxField, FieldError, TextField } from '../shared/fields.js';
import { LiveRegion } from '../shared/list-controls.js';
import { useFocusRequest } from '../shared/use-focus-request.js';
import { rowErrors, rowOfRule, rowsFromRules, rulesFromRows, type HoursRow } from './hours-rows.js';
import { normaliseTimeInput } from './time-input.js';
import { WeekPreview } from './week-preview-table.js';

const texts = editorTexts.openingHours;

interface RowsState {
  /** The rules the rows stand for: the value last sent, so a new value from outside is noticed. */
  source: readonly OpeningHoursRule[] | null;
  rows: HoursRow[];
  keys: number[];
  next: number;
}

function stateFor(value: readonly OpeningHoursRule[] | null, next: number): RowsState {
  const rows = rowsFromRules(value ?? []);
  return { source: value, rows, keys: rows.map((_, index) => next + index), next: next + rows.length };
}

/**
 * Opening hours, delivery hours and product schedules: weekly rows with a set of weekdays, exceptions on
 * single dates, and a preview of a week as the storefront will show it.
 */
export function OpeningHoursEditor({
  id,
  label,
  value,
  onChange,
  error,
  errorField,
  disabled,
  unlimitedWhenEmpty = false,
}: FieldEditorProps<OpeningHoursRule[] | null> & {
  /** No rows mean no limit (a product's schedule), not closed every day (a branch's hours). */
  unlimitedWhenEmpty?: boolean;
}) {
  const [state, setState] = useState(() => stateFor(value, 0));
  const [message, setMessage] = useState('');
  const requestFocus = useFocusRequest();
  let current = state;
  if (state.source !== value && JSON.stringify(state.source ?? []) !== JSON.stringify(value ?? [])) {
    current = stateFor(value, state.next);
    setState(current);
  }
  const { rows, keys } = current;
  const [ruleIndex] = errorPathInList(errorField);
  const errorRow = typeof ruleIndex === 'number' ? rowOfRule(rows, ruleIndex) : undefined;

  const commit = (nextRows: HoursRow[], nextKeys: number[], next = current.next) => {
    const rules = rulesFromRows(nextRows);
    setState({ source: rules, rows: nextRows, keys: nextKeys, next });
    onChange(rules);
  };
  const change = (index: number, row: HoursRow) => commit(replaceAt(rows, index, row), keys);
  const add = (row: HoursRow) => {
    const at =
      row.kind === 'weekly' ? rows.filter((candidate) => candidate.kind === 'weekly').length : rows.length;
    commit(insertAt(rows, at, row), insertAt(keys, at, current.next), current.next + 1);
    requestFocus(`${id}-${current.next}-${row.kind === 'weekly' ? 'monday' : 'date'}`);
  };
  const remove = (index: number) => {
    const row = rows[index];
    commit(removeAt(rows, index), removeAt(keys, index));
    setMessage(t(editorTexts.list.removed, { name: rowName(rows, index) }));
    const neighbour = [rows[index + 1], rows[index - 1]].findIndex(
      (candidate) => candidate?.kind === row?.kind,
    );
    const target = neighbour === 0 ? keys[index + 1] : neighbour === 1 ? keys[index - 1] : undefined;
    requestFocus(`${id}-${target}-remove`, `${id}-add-${row?.kind ?? 'weekly'}`);
  };

  const weekly = rows.flatMap((row, index) => (row.kind === 'weekly' ? [{ row, index }] : []));
  const once = rows.flatMap((row, index) => (row.kind === 'once' ? [{ row, index }] : []));

  return (
    <fieldset className="editor" id={id} aria-describedby={error === undefined ? undefined : `${id}-error`}>
      <legend>{label}</legend>
      <section className="editor" aria-labelledby={`${id}-weekly`}>
        <h3 id={`${id}-weekly`}>{texts.weekly}</h3>
        <p className="editor__hint">{texts.weeklyHint}</p>
        <ol className="editor-list">
          {weekly.map(({ row, index }, position) => (
            <li key={keys[index]} className="editor-item">
              <WeeklyRowFields
                idPrefix={`${id}-${keys[index]}`}
                name={t(texts.row, { n: position + 1 })}
                row={row}
                disabled={disabled}
                serverError={errorRow === index ? error : undefined}
                onChange={(next) => change(index, next)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
        <div className="editor-actions">
          <button
            id={`${id}-add-weekly`}
            type="button"
            className="button button--secondary"
            disabled={disabled}
            onClick={() => add({ kind: 'weekly', days: [], from: '08:00', to: '18:00', isClosed: false })}
          >
            {texts.addWeekly}
          </button>
        </div>
      </section>

      <section className="editor" aria-labelledby={`${id}-once`}>
        <h3 id={`${id}-once`}>{texts.exceptions}</h3>
        <p className="editor__hint">{texts.exceptionsHint}</p>
        {once.length === 0 ? null : (
          <ol className="editor-list">
            {once.map(({ row, index }, position) => (
              <li key={keys[index]} className="editor-item">
                <OnceRowFields
                  idPrefix={`${id}-${keys[index]}`}
                  name={t(texts.exception, { n: position + 1 })}
                  row={row}
                  disabled={disabled}
                  serverError={errorRow === index ? error : undefined}
                  onChange={(next) => change(index, next)}
                  onRemove={() => remove(index)}
                />
              </li>
            ))}
          </ol>
        )}
        <div className="editor-actions">
          <button
            id={`${id}-add-once`}
            type="button"
            className="button button--secondary"
            disabled={disabled}
            onClick={() => add({ kind: 'once', date: '', from: '08:00', to: '12:00', isClosed: true })}
          >
            {texts.addException}
          </button>
        </div>
      </section>

      <WeekPreview id={`${id}-preview`} rows={rows} unlimitedWhenEmpty={unlimitedWhenEmpty} />
      <LiveRegion message={message} />
    </fieldset>
  );
}

function rowName(rows: readonly HoursRow[], index: number): string {
  const row = rows[index];
  const position = rows.slice(0, index + 1).filter((candidate) => candidate.kind === row?.kind).length;
  return t(row?.kind === 'once' ? texts.exception : texts.row, { n: position });
}

interface RowFieldsProps<Row extends HoursRow> {
  idPrefix: string;
  name: string;
  row: Row;
  disabled: boolean | undefined;
  serverError: string | undefined;
  onChange: (row: Row) => void;
  onRemove: () => void;
}

function TimeFields<Row extends HoursRow>({
  idPrefix,
  row,
  disabled,
  onChange,
  errors,
}: Pick<RowFieldsProps<Row>, 'idPrefix' | 'row' | 'disabled' | 'onChange'> & {
  errors: ReturnType<typeof rowErrors>;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((field) =>
        row.isClosed ? null : (
          <TextField
            key={field}
            id={`${idPrefix}-${field}`}
            label={texts[field]}
            hint={texts.timeHint}
            value={row[field]}
            inputMode="numeric"
            autoComplete="off"
            disabled={disabled}
            error={errors[field]}
            onChange={(text) => onChange({ ...row, [field]: text })}
            onBlur={() => {
              const normalised = normaliseTimeInput(row[field]);
              if (normalised !== row[field]) onChange({ ...row, [field]: normalised });
            }}
          />
        ),
      )}
      <CheckboxField
        id={`${idPrefix}-closed`}
        label={texts.closed}
        checked={row.isClosed}
        disabled={disabled}
        onChange={(isClosed) => onChange({ ...row, isClosed })}
      />
    </>
  );
}

function RowHeader({
  idPrefix,
  name,
  disabled,
  onRemove,
}: Pick<RowFieldsProps<HoursRow>, 'idPrefix' | 'name' | 'disabled' | 'onRemove'>) {
  return (
    <div className="editor-item__header">
      <h4 className="editor-item__title" id={`${idPrefix}-title`}>
        {name}
      </h4>
      <button
        id={`${idPrefix}-remove`}
        type="button"
        className="button button--secondary button--small"
        aria-label={t(editorTexts.list.removeNamed, { name })}
        disabled={disabled}
        onClick={onRemove}
      >
        {editorTexts.list.remove}
      </button>
    </div>
  );
}

function WeeklyRowFields(props: RowFieldsProps<Extract<HoursRow, { kind: 'weekly' }>>) {
  const { idPrefix, row, disabled, onChange, serverError } = props;
  const errors = rowErrors(row, { noWeekday: texts.noWeekday });
  const toggle = (day: Weekday) =>
    onChange({
      ...row,
      days: row.days.includes(day) ? row.days.filter((other) => other !== day) : [...row.days, day],
    });
  const everyDay = weekdays.every((day) => row.days.includes(day));
  return (
    <>
      <RowHeader {...props} />
      <div className="editor-hours-row">
        <fieldset
          className="editor-days"
          aria-describedby={errors.days === undefined ? undefined : `${idPrefix}-days-error`}
        >
          <legend>{texts.weekdays}</legend>
          <ul className="chips">
            {weekdays.map((day) => (
              <li key={day}>
                <button
                  id={`${idPrefix}-${day}`}
                  type="button"
                  className="chip"
                  aria-pressed={row.days.includes(day)}
                  aria-label={editorTexts.weekdaysLong[day]}
                  disabled={disabled}
                  onClick={() => toggle(day)}
                >
                  {editorTexts.weekdaysShort[day]}
                </button>
              </li>
            ))}
            <li>
              <button
                id={`${idPrefix}-daily`}
                type="button"
                className="chip"
                aria-pressed={everyDay}
                disabled={disabled}
                onClick={() => onChange({ ...row, days: everyDay ? [] : [...weekdays] })}
              >
                {texts.everyDay}
              </button>
            </li>
          </ul>
          <FieldError id={`${idPrefix}-days`} error={errors.days} />
        </fieldset>
        <TimeFields idPrefix={idPrefix} row={row} disabled={disabled} onChange={onChange} errors={errors} />
      </div>
      <FieldError id={`${idPrefix}-server`} error={serverError} />
    </>
  );
}

function OnceRowFields(props: RowFieldsProps<Extract<HoursRow, { kind: 'once' }>>) {
  const { idPrefix, row, disabled, onChange, serverError } = props;
  const errors = rowErrors(row, { noWeekday: texts.noWeekday });
  return (
    <>
      <RowHeader {...props} />
      <div className="editor-hours-row editor-hours-row--once">
        <TextField
          id={`${idPrefix}-date`}
          label={texts.date}
          type="date"
          value={row.date}
          disabled={disabled}
          error={errors.date}
          onChange={(date) => onChange({ ...row, date })}
        />
        <TimeFields idPrefix={idPrefix} row={row} disabled={disabled} onChange={onChange} errors={errors} />
      </div>
      <FieldError id={`${idPrefix}-server`} error={serverError} />
    </>
  );
}
