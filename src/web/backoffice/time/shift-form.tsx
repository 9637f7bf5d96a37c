import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Person } from '../../../domain/schemas/week-plan.js';
import { addDays, viennaInstant } from '../../../domain/opening-hours/vienna-time.js';
import { timeBackofficeDe } from '../../i18n/time-backoffice.js';
import { failureMessage } from '../app/failure-message.js';
import { SelectField, TextField } from '../editors/shared/fields.js';
import { deleteShift, saveShift } from './time-api.js';
import { TimeFormFrame } from './time-form-frame.js';

const texts = timeBackofficeDe.shiftForm;

export type ShiftDraft = {
  id?: number;
  user: number;
  date: string;
  start: string;
  end: string;
  note: string;
  /** Kept as planned; the planner does not change a shift's department. */
  department: number | null;
};

/**
 * Plans or edits one shift. Times are Vienna clock times; an end before the start is the next day's, so
 * a night shift is typed as it is said (22:00 to 06:00).
 */
export function ShiftForm({
  branch,
  staff,
  draft,
  onDone,
}: {
  branch: number;
  staff: readonly Person[];
  draft: ShiftDraft;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(draft);
  const change = <Key extends keyof ShiftDraft>(key: Key, next: ShiftDraft[Key]) =>
    setValue((before) => ({ ...before, [key]: next }));

  const save = useMutation({
    mutationFn: () => {
      const endDate = value.end <= value.start ? addDays(value.date, 1) : value.date;
      return saveShift(value.id, {
        user: value.user,
        branch,
        department: value.department,
        startsAt: viennaInstant(value.date, value.start).toISOString(),
        endsAt: viennaInstant(endDate, value.end).toISOString(),
        note: value.note,
      });
    },
    onSuccess: () => onDone(texts.saved),
  });
  const remove = useMutation({
    mutationFn: () => deleteShift(value.id ?? 0),
    onSuccess: () => onDone(texts.removed),
  });
  const error = save.error
    ? failureMessage(save.error, texts.saveFailed)
    : remove.error
      ? failureMessage(remove.error, texts.removeFailed)
      : undefined;

  return (
    <TimeFormFrame
      title={value.id === undefined ? texts.create : texts.edit}
      error={error}
      saveLabel={texts.save}
      saving={save.isPending}
      onSave={() => save.mutate()}
      cancelLabel={texts.cancel}
      onCancel={() => onDone('')}
      otherActions={
        value.id === undefined ? null : (
          <button
            type="button"
            className="button button--secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {texts.remove}
          </button>
        )
      }
    >
      <div className="bo-form__fields">
        <SelectField
          id={`${id}-person`}
          label={texts.person}
          value={String(value.user)}
          choices={staff.map((person) => ({ value: String(person.id), label: person.name }))}
          onChange={(next) => change('user', Number(next))}
        />
        <TextField
          id={`${id}-date`}
          type="date"
          label={texts.date}
          value={value.date}
          onChange={(next) => change('date', next)}
        />
        <TextField
          id={`${id}-start`}
          type="time"
          label={texts.start}
          value={value.start}
          onChange={(next) => change('start', next)}
        />
        <TextField
          id={`${id}-end`}
          type="time"
          label={texts.end}
          hint={texts.endHint}
          value={value.end}
          onChange={(next) => change('end', next)}
        />
        <div className="bo-form__wide">
          <TextField
            id={`${id}-note`}
            label={texts.note}
            value={value.note}
            maxLength={2000}
            onChange={(next) => change('note', next)}
          />
        </div>
      </div>
    </TimeFormFrame>
  );
}
