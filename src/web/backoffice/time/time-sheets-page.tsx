import './time.css';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import type { WorkingActivityEntity } from '../../../domain/schemas/entities/working-activity.js';
import { formatDuration, monthDates, sheetShift } from '../../../domain/time-tracking/time-sheet.js';
import { timesOfEntity } from '../../../domain/time-tracking/activity-times.js';
import { t } from '../../i18n/t.js';
import { timeBackofficeDe } from '../../i18n/time-backoffice.js';
import { Loader } from '../../ui/loader.js';
import { useCurrentUser } from '../auth/api/current-user.js';
import { isForbidden } from '../app/failure-message.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import { useTrackedQuery } from '../app/use-tracked-query.js';
import { SelectField, TextField } from '../editors/shared/fields.js';
import { NoPermission } from '../shell/components/status-view.js';
import { BalanceTable } from './balance-table.js';
import { CorrectionForm } from './correction-form.js';
import { dayLabel } from './day-label.js';
import { holidayBalancesQuery, monthActivitiesQuery, peopleQuery, timeSheetUrl } from './time-api.js';

const texts = timeBackofficeDe.sheets;

function ActivityRow({
  activity,
  onCorrect,
}: {
  activity: WorkingActivityEntity;
  onCorrect: (activity: WorkingActivityEntity) => void;
}) {
  const line = sheetShift(timesOfEntity(activity));
  const date = viennaParts(new Date(activity.startedAt)).date;
  const end = activity.endedAt === null ? null : viennaParts(new Date(activity.endedAt));
  return (
    <tr>
      <th scope="row">{dayLabel(date)}</th>
      <td>{texts.kinds[activity.kind]}</td>
      <td>{line.start}</td>
      <td>
        {end === null ? texts.running : end.date === date ? end.time : `${dayLabel(end.date)} ${end.time}`}
      </td>
      <td className="bo-table__numeric">{formatDuration(line.pauseMinutes)}</td>
      <td className="bo-table__numeric">
        {line.workedMinutes === null ? '–' : formatDuration(line.workedMinutes)}
      </td>
      <td>
        <button
          type="button"
          className="button button--small button--secondary"
          aria-label={t(texts.correctLabel, { date: dayLabel(date) })}
          onClick={() => onCorrect(activity)}
        >
          {texts.correct}
        </button>
      </td>
    </tr>
  );
}

/** A person's activities of a month, their correction, the time sheet to download and the holiday balance. */
export function TimeSheetsPage() {
  useDocumentTitle(texts.title);
  const id = useId();
  const queryClient = useQueryClient();
  const me = useCurrentUser().data;
  const [params, setParams] = useSearchParams();
  const [correcting, setCorrecting] = useState<WorkingActivityEntity | undefined>();
  const [status, setStatus] = useState('');
  const people = useTrackedQuery(peopleQuery(), {
    loader: 'time-people',
    errorId: 'time-people',
    fallback: texts.peopleFailed,
  });
  const user = Number(params.get('user')) || me?.id || 0;
  const month = params.get('month') || viennaParts(new Date()).date.slice(0, 7);
  const dates = monthDates(month);
  const from = dates[0] ?? `${month}-01`;
  const to = dates.at(-1) ?? from;
  const activities = useTrackedQuery(
    { ...monthActivitiesQuery(user, from, to), enabled: user > 0 },
    { loader: 'month-activities', errorId: 'month-activities', fallback: texts.loadFailed },
  );
  const year = Number(month.slice(0, 4));
  const balance = useTrackedQuery(
    { ...holidayBalancesQuery(year, user), enabled: user > 0 },
    { loader: 'holiday-balance', errorId: 'holiday-balance', fallback: timeBackofficeDe.balances.loadFailed },
  );
  const show = (next: { user?: number; month?: string }) => {
    setCorrecting(undefined);
    setParams(new URLSearchParams({ user: String(next.user ?? user), month: next.month ?? month }));
  };

  if (isForbidden(activities.error)) return <NoPermission />;
  const person = people.data?.find((entry) => entry.id === user);
  const rows = [...(activities.data ?? [])].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  const caption = t(texts.caption, { name: person?.name ?? '', month });

  async function finish(message: string) {
    setCorrecting(undefined);
    setStatus(message);
    if (message) await queryClient.invalidateQueries({ queryKey: ['backoffice', 'month-activities', user] });
  }

  return (
    <section className="bo-page">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <div className="bo-planner__controls">
        <SelectField
          id={`${id}-person`}
          label={texts.person}
          value={person ? String(user) : ''}
          placeholder={texts.choosePerson}
          choices={(people.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))}
          onChange={(value) => show({ user: Number(value) })}
        />
        <TextField
          id={`${id}-month`}
          type="month"
          label={texts.month}
          value={month}
          onChange={(value) => {
            if (/^\d{4}-\d{2}$/.test(value)) show({ month: value });
          }}
        />
      </div>
      {user > 0 ? (
        <p className="bo-planner__buttons">
          <a className="button" href={timeSheetUrl('pdf', user, month)} target="_blank" rel="noreferrer">
            {texts.pdf}
          </a>
          <a className="button button--secondary" href={timeSheetUrl('csv', user, month)} download>
            {texts.csv}
          </a>
        </p>
      ) : null}
      <p role="status" className="bo-planner__status">
        {status}
      </p>
      {!activities.data ? (
        activities.isFetching ? (
          <Loader />
        ) : null
      ) : rows.length === 0 ? (
        <p className="bo-empty">{texts.empty}</p>
      ) : (
        <div className="bo-table-wrap" role="region" aria-label={caption} tabIndex={0}>
          <table className="bo-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.columns.date}</th>
                <th scope="col">{texts.columns.kind}</th>
                <th scope="col">{texts.columns.start}</th>
                <th scope="col">{texts.columns.end}</th>
                <th scope="col" className="bo-table__numeric">
                  {texts.columns.pauses}
                </th>
                <th scope="col" className="bo-table__numeric">
                  {texts.columns.worked}
                </th>
                <th scope="col">{texts.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((activity) => (
                <ActivityRow key={activity.id} activity={activity} onCorrect={setCorrecting} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {correcting ? (
        <CorrectionForm
          key={correcting.id}
          activity={correcting}
          onDone={(message) => void finish(message)}
        />
      ) : null}
      {balance.data && balance.data.length > 0 ? (
        <>
          <h2 className="bo-time-heading">{t(timeBackofficeDe.balances.personBalance, { year })}</h2>
          <BalanceTable
            caption={t(timeBackofficeDe.balances.personBalance, { year })}
            balances={balance.data}
          />
        </>
      ) : null}
    </section>
  );
}
