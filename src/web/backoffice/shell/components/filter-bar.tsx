import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../editors/shared/fields.js';

export interface FilterDraft<Filters> {
  id: string;
  draft: Filters;
  change: <Key extends keyof Filters>(key: Key, value: Filters[Key]) => void;
}

/**
 * A list's filters, edited as a draft so the list does not reload on every keystroke: applying hands the
 * draft to the page, resetting empties and applies it at once. Give the bar a `key` of the applied filters
 * so that going back or forward starts a new draft from the address.
 */
export function FilterBar<Filters extends object>({
  filters,
  empty,
  texts,
  role,
  onApply,
  children,
}: {
  filters: Filters;
  empty: Filters;
  texts: { filters: string; apply: string; reset: string };
  role?: 'search';
  onApply: (filters: Filters) => void;
  children: (fields: FilterDraft<Filters>) => ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const change = <Key extends keyof Filters>(key: Key, value: Filters[Key]) =>
    setDraft({ ...draft, [key]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className="bo-filters" onSubmit={submit} aria-label={texts.filters} role={role}>
      {children({ id, draft, change })}
      <div className="bo-filters__actions">
        <button type="submit" className="button">
          {texts.apply}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDraft(empty);
            onApply(empty);
          }}
        >
          {texts.reset}
        </button>
      </div>
    </form>
  );
}

/** The first and the last day a list is filtered to, as two date fields. */
export function FilterDates({
  id,
  texts,
  from,
  to,
  onChange,
}: {
  id: string;
  texts: { from: string; to: string };
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', value: string) => void;
}) {
  return (
    <>
      <TextField
        id={`${id}-from`}
        label={texts.from}
        type="date"
        value={from}
        onChange={(value) => onChange('from', value)}
      />
      <TextField
        id={`${id}-to`}
        label={texts.to}
        type="date"
        value={to}
        onChange={(value) => onChange('to', value)}
      />
    </>
  );
}
