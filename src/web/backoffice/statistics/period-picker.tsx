import { useId } from 'react';
import type { Branch } from '../../../domain/schemas/branch.js';
import { periodPresets, type PeriodPreset } from '../../../domain/statistics/period.js';
import { statisticsTexts } from '../../i18n/statistics.js';
import type { PeriodChoice } from './period-choice.js';

const texts = statisticsTexts;

export type PeriodChange =
  | { preset: Exclude<PeriodPreset, 'custom'> }
  | { preset: 'custom'; from: string; to: string }
  | { branch: number | undefined };

/** The address after a change in the picker: the period (and its days) or the branch. */
export function paramsAfter(params: URLSearchParams, next: PeriodChange): URLSearchParams {
  const query = new URLSearchParams(params);
  if ('branch' in next) {
    if (next.branch === undefined) query.delete('branch');
    else query.set('branch', String(next.branch));
    return query;
  }
  query.set('period', next.preset);
  if (next.preset === 'custom') {
    query.set('from', next.from);
    query.set('to', next.to);
  } else {
    query.delete('from');
    query.delete('to');
  }
  return query;
}

/** The period (a preset or custom days) and the branch; only the branches the user may see are offered. */
export function PeriodPicker({
  choice,
  branches,
  onChange,
}: {
  choice: PeriodChoice;
  branches: readonly Branch[];
  onChange: (change: PeriodChange) => void;
}) {
  const id = useId();
  const choose = (preset: PeriodPreset) =>
    onChange(preset === 'custom' ? { preset, ...choice.period } : { preset });
  return (
    // Each choice applies at once, so there is nothing to submit: a search landmark, not a form without
    // a submit button (HTML_CodeSniffer's H32.2).
    <search className="bo-stats__filters" aria-label={texts.filters}>
      <fieldset className="bo-stats__presets">
        <legend className="field__label">{texts.period}</legend>
        {periodPresets.map((preset) => (
          <label key={preset} className="bo-stats__preset">
            <input
              type="radio"
              name={`${id}-period`}
              value={preset}
              checked={choice.preset === preset}
              onChange={() => choose(preset)}
            />
            <span>{texts.presets[preset]}</span>
          </label>
        ))}
      </fieldset>
      {choice.preset === 'custom' ? (
        <div className="bo-stats__custom">
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className="field">
              <label className="field__label" htmlFor={`${id}-${end}`}>
                {texts[end]}
              </label>
              <input
                id={`${id}-${end}`}
                className="field__input"
                type="date"
                value={choice.period[end]}
                aria-invalid={choice.reversed && end === 'to' ? true : undefined}
                aria-describedby={choice.reversed && end === 'to' ? `${id}-reversed` : undefined}
                onChange={(event) => {
                  if (event.target.value)
                    onChange({ preset: 'custom', ...choice.period, [end]: event.target.value });
                }}
              />
            </div>
          ))}
          {choice.reversed ? (
            <p id={`${id}-reversed`} className="field__error" role="alert">
              {texts.reversed}
            </p>
          ) : null}
        </div>
      ) : null}
      {branches.length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-branch`}>
            {texts.branch}
          </label>
          <select
            id={`${id}-branch`}
            className="field__input"
            value={choice.branch ?? ''}
            onChange={(event) =>
              onChange({ branch: event.target.value === '' ? undefined : Number(event.target.value) })
            }
          >
            <option value="">{texts.allBranches}</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </div>
      ) : branches[0] ? (
        <p className="bo-stats__branch">
          {texts.branch}: {branches[0].name}
        </p>
      ) : null}
    </search>
  );
}
