import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { viennaInstant, viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import type { WorkingActivityEntity } from '../../../domain/schemas/entities/working-activity.js';
import { activityKinds, type ActivityKind } from '../../../domain/time-tracking/activity-rules.js';
import { timeBackofficeDe } from '../../i18n/time-backoffice.js';
import { failureMessage } from '../app/failure-message.js';
import { SelectField, TextField } from '../editors/shared/fields.js';
import { saveActivity } from './time-api.js';

const texts = timeBackofficeDe.correction;

/** A staff correction of one activity's kind, start and end, in Vienna time; the server logs who did it. */
export function CorrectionForm({
  activity,
  onDone,
}: {
  activity: WorkingActivityEntity;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const start = viennaParts(new Date(activity.startedAt));
  const end = activity.endedAt === null ? { date: '', time: '' } : viennaParts(new Date(activity.endedAt));
  const [kind, setKind] = useState<ActivityKind>(activity.kind);
  const [startDate, setStartDate] = useState(start.date);
  const [startTime, setStartTime] = useState(start.time);
  const [endDate, setEndDate] = useState(end.date);
  const [endTime, setEndTime] = useState(end.time);

  const save = useMutation({
    mutationFn: () =>
      saveActivity(activity, {
        kind,
        startedAt: viennaInstant(startDate, startTime).toISOString(),
        endedAt: endDate && endTime ? viennaInstant(endDate, endTime).toISOString() : null,
      }),
    onSuccess: () => onDone(texts.saved),
  });

  return (
    <form
      className="bo-time-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {texts.title}
      </h2>
      <p>{texts.intro}</p>
      {save.error ? (
        <p className="bo-alert" role="alert">
          {failureMessage(save.error, texts.failed)}
        </p>
      ) : null}
      <div className="bo-form__fields">
        <div className="bo-form__wide">
          <SelectField
            id={`${id}-kind`}
            label={texts.kind}
            value={kind}
            choices={activityKinds.map((value) => ({ value, label: timeBackofficeDe.sheets.kinds[value] }))}
            onChange={setKind}
          />
        </div>
        <TextField
          id={`${id}-start-date`}
          type="date"
          label={texts.startDate}
          value={startDate}
          onChange={setStartDate}
        />
        <TextField
          id={`${id}-start-time`}
          type="time"
          label={texts.startTime}
          value={startTime}
          onChange={setStartTime}
        />
        <TextField
          id={`${id}-end-date`}
          type="date"
          label={texts.endDate}
          value={endDate}
          onChange={setEndDate}
        />
        <TextField
          id={`${id}-end-time`}
          type="time"
          label={texts.endTime}
          value={endTime}
          onChange={setEndTime}
        />
      </div>
      <div className="bo-time-form__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {texts.save}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone('')}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
