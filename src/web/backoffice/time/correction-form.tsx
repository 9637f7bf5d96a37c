import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { viennaInstant, viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import type { WorkingActivityEntity } from '../../../domain/schemas/entities/working-activity.js';
import { activityKinds, type ActivityKind } from '../../../domain/time-tracking/activity-rules.js';
import { timeBackofficeDe } from '../../i18n/time-backoffice.js';
import { failureMessage } from '../app/failure-message.js';
import { SelectField, TextField } from '../editors/shared/fields.js';
import { saveActivity } from './time-api.js';
import { TimeFormFrame } from './time-form-frame.js';

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
    <TimeFormFrame
      title={texts.title}
      intro={texts.intro}
      error={save.error ? failureMessage(save.error, texts.failed) : undefined}
      saveLabel={texts.save}
      saving={save.isPending}
      onSave={() => save.mutate()}
      cancelLabel={texts.cancel}
      onCancel={() => onDone('')}
    >
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
    </TimeFormFrame>
  );
}
