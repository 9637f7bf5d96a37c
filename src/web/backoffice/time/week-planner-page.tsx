import './time.css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import type { WorkingScheduleEntity } from '../../../domain/schemas/entities/working-schedule.js';
import { mondayOf } from '../../../domain/time-tracking/week-plan.js';
import { t } from '../../i18n/t.js';
import { timeBackofficeDe } from '../../i18n/time-backoffice.js';
import { Loader } from '../../ui/loader.js';
import { failureMessage, isForbidden } from '../app/failure-message.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import { useTrackedQuery } from '../app/use-tracked-query.js';
import { SelectField, TextField } from '../editors/shared/fields.js';
import { NoPermission } from '../shell/components/status-view.js';
import { dayLabel } from './day-label.js';
import { ShiftForm, type ShiftDraft } from './shift-form.js';
import { copyWeek, weekPlanQuery } from './time-api.js';
import { useTimeBranches } from './use-time-branches.js';

const texts = timeBackofficeDe.planner;

const clock = (iso: string) => viennaParts(new Date(iso));

function draftOf(shift: WorkingScheduleEntity): ShiftDraft {
  const start = clock(shift.startsAt);
  return {
    id: shift.id,
    user: shift.user,
    date: start.date,
    start: start.time,
    end: clock(shift.endsAt).time,
    note: shift.note,
    department: shift.department,
  };
}

/** The week planner: a branch's people by the days of a week, each shift a cell to open, a week to copy. */
export function WeekPlannerPage() {
  useDocumentTitle(texts.title);
  const id = useId();
  const queryClient = useQueryClient();
  const branches = useTimeBranches();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<ShiftDraft | undefined>();
  const [status, setStatus] = useState('');
  const branch = Number(params.get('branch')) || branches[0]?.id || 0;
  const week = mondayOf(params.get('week') || viennaParts(new Date()).date);
  const show = (next: { branch?: number; week?: string }) => {
    setDraft(undefined);
    setParams(new URLSearchParams({ branch: String(next.branch ?? branch), week: next.week ?? week }));
  };
  const plan = useTrackedQuery(
    { ...weekPlanQuery(branch, week), enabled: branch > 0 },
    { loader: 'week-plan', errorId: 'week-plan', fallback: texts.loadFailed },
  );
  const copy = useMutation({
    mutationFn: () => copyWeek(branch, week),
    onSuccess: async (result) => {
      setStatus(
        t(texts.copied, { created: result.created, skipped: result.skipped, date: dayLabel(result.week) }),
      );
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'week-plan', branch] });
    },
  });

  if (isForbidden(plan.error)) return <NoPermission />;
  if (branches.length === 0) return <Loader />;
  const data = plan.data;

  async function finish(message: string) {
    setDraft(undefined);
    setStatus(message);
    if (message) await queryClient.invalidateQueries({ queryKey: ['backoffice', 'week-plan', branch] });
  }

  return (
    <section className="bo-page bo-planner">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <div className="bo-planner__controls">
        <SelectField
          id={`${id}-branch`}
          label={texts.branch}
          value={String(branch)}
          choices={branches.map((entry) => ({ value: String(entry.id), label: entry.name }))}
          onChange={(value) => show({ branch: Number(value) })}
        />
        <TextField
          id={`${id}-week`}
          type="date"
          label={texts.week}
          value={week}
          onChange={(value) => {
            if (value) show({ week: mondayOf(value) });
          }}
        />
        <div className="bo-planner__buttons">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => show({ week: addDays(week, -7) })}
          >
            {texts.previous}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => show({ week: addDays(week, 7) })}
          >
            {texts.next}
          </button>
          <button type="button" className="button" disabled={copy.isPending} onClick={() => copy.mutate()}>
            {texts.copy}
          </button>
        </div>
      </div>
      <p role="status" className="bo-planner__status">
        {status}
      </p>
      {copy.error ? (
        <p className="bo-alert" role="alert">
          {failureMessage(copy.error, texts.copyFailed)}
        </p>
      ) : null}
      {!data ? (
        plan.isFetching ? (
          <Loader />
        ) : null
      ) : data.staff.length === 0 ? (
        <p className="bo-empty">{texts.noStaff}</p>
      ) : (
        <div
          className="bo-table-wrap"
          role="region"
          aria-label={t(texts.caption, { date: dayLabel(week) })}
          tabIndex={0}
        >
          <table className="bo-table bo-planner__table">
            <caption className="visually-hidden">{t(texts.caption, { date: dayLabel(week) })}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.person}</th>
                {data.days.map((date) => (
                  <th scope="col" key={date}>
                    {dayLabel(date)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.staff.map((person) => (
                <tr key={person.id}>
                  <th scope="row">{person.name}</th>
                  {data.days.map((date) => (
                    <td key={date}>
                      <div className="bo-planner__cell">
                        {data.shifts
                          .filter((shift) => shift.user === person.id && clock(shift.startsAt).date === date)
                          .map((shift) => {
                            const start = clock(shift.startsAt).time;
                            const end = clock(shift.endsAt).time;
                            return (
                              <button
                                key={shift.id}
                                type="button"
                                className="bo-planner__shift"
                                aria-label={t(texts.editShift, {
                                  name: person.name,
                                  day: dayLabel(date),
                                  start,
                                  end,
                                })}
                                onClick={() => setDraft(draftOf(shift))}
                              >
                                {t(texts.shift, { start, end })}
                              </button>
                            );
                          })}
                        <button
                          type="button"
                          className="bo-planner__add"
                          aria-label={t(texts.addShift, { name: person.name, day: dayLabel(date) })}
                          onClick={() =>
                            setDraft({
                              user: person.id,
                              date,
                              start: '08:00',
                              end: '16:00',
                              note: '',
                              department: null,
                            })
                          }
                        >
                          {texts.add}
                        </button>
                      </div>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {draft && data ? (
        <ShiftForm
          key={`${draft.id ?? 'new'}-${draft.user}-${draft.date}`}
          branch={branch}
          staff={data.staff}
          draft={draft}
          onDone={(message) => void finish(message)}
        />
      ) : null}
    </section>
  );
}
