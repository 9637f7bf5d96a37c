import './clock.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { ClockMe, ClockProject } from '../../../domain/schemas/time-clock.js';
import type { WorkingActivityEntity } from '../../../domain/schemas/entities/working-activity.js';
import type { WorkingScheduleEntity } from '../../../domain/schemas/entities/working-schedule.js';
import type { ActivityTimes } from '../../../domain/time-tracking/activity-rules.js';
import type { ClockAction } from '../../../domain/time-tracking/clock-failures.js';
import { workedMsAt } from '../../../domain/time-tracking/clock.js';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import { useInitQuery } from '../../api/init.js';
import { useNow } from '../../hooks/use-now.js';
import { useOnlineStatus } from '../../hooks/use-online-status.js';
import { timeClockDe as text } from '../../i18n/time-clock.js';
import { t } from '../../i18n/t.js';
import { Loader } from '../../ui/loader.js';
import { StatusPage } from '../../ui/status-page.js';
import { clockApi, isRefusedLink, type ClockApi } from '../api/clock-api.js';
import { useStampQueue } from '../hooks/use-stamp-queue.js';
import { startClockWorker } from '../utils/clock-worker.js';
import { daysNumber, elapsedText, splitShifts } from '../utils/clock-text.js';
import { lastKnownStore, type LastKnown } from '../utils/last-known.js';
import {
  allowedActions,
  newStampId,
  projectActivity,
  statusOf,
  type QueuedStamp,
} from '../utils/stamp-queue.js';

const clockTime = (iso: string | Date) =>
  new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const dayText = (iso: string) =>
  new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
  }).format(new Date(iso));

const timesOf = (activity: WorkingActivityEntity | null): ActivityTimes | null =>
  activity === null
    ? null
    : {
        startedAt: new Date(activity.startedAt),
        endedAt: activity.endedAt === null ? null : new Date(activity.endedAt),
        pauses: activity.pauses.map((pause) => ({
          start: new Date(pause.start),
          end: pause.end === null ? null : new Date(pause.end),
        })),
      };

type StartChoice = { branch: number | null; project: number | null; task: number | null };

/** A stamp made now, with its own id; a start carries what it is booked onto. */
function makeStamp(action: ClockAction, choice: StartChoice): QueuedStamp {
  const made: QueuedStamp = { id: newStampId(), action, at: new Date(Date.now()).toISOString() };
  return action === 'start' ? { ...made, ...choice } : made;
}

function ChoiceSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number | null;
  options: readonly { id: number; name: string }[];
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input clock-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{text.none}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What a start is booked onto: the branch where the person has several, and a project's task. */
function StartChoices({
  branches,
  projects,
  choice,
  onChange,
}: {
  branches: readonly { id: number; name: string }[];
  projects: readonly ClockProject[];
  choice: StartChoice;
  onChange: (choice: StartChoice) => void;
}) {
  const tasks = projects.find((project) => project.id === choice.project)?.tasks ?? [];
  if (branches.length < 2 && projects.length === 0) return null;
  return (
    <fieldset className="clock-choices">
      <legend>{text.startChoices}</legend>
      {branches.length < 2 ? null : (
        <ChoiceSelect
          label={text.branch}
          value={choice.branch}
          options={branches}
          onChange={(branch) => onChange({ ...choice, branch })}
        />
      )}
      {projects.length === 0 ? null : (
        <ChoiceSelect
          label={text.project}
          value={choice.project}
          options={projects}
          onChange={(project) => onChange({ ...choice, project, task: null })}
        />
      )}
      {tasks.length === 0 ? null : (
        <ChoiceSelect
          label={text.task}
          value={choice.task}
          options={tasks}
          onChange={(task) => onChange({ ...choice, task })}
        />
      )}
    </fieldset>
  );
}

/** The running activity: its status, since when, and the worked time ticking by the second. */
function ActivityPanel({ times }: { times: ActivityTimes | null }) {
  const now = useNow(1000);
  const status = statusOf(times);
  const isOpen = times !== null && times.endedAt === null;
  return (
    <section className={`clock-activity clock-activity--${status}`} aria-label={text.worked}>
      <p className="clock-activity__status">{text.status[status]}</p>
      {isOpen ? (
        <>
          <p className="clock-activity__elapsed">
            <span className="visually-hidden">{text.worked}: </span>
            <span data-testid="clock-elapsed">{elapsedText(workedMsAt(times, now))}</span>
          </p>
          <p className="clock-activity__since">{t(text.since, { time: clockTime(times.startedAt) })}</p>
        </>
      ) : null}
    </section>
  );
}

function QueueNotice({ count, isOnline, isStuck }: { count: number; isOnline: boolean; isStuck: boolean }) {
  if (isOnline && count === 0) return null;
  const queued = count === 1 ? text.queuedOne : t(text.queued, { count });
  return (
    <div className="notice notice--warning clock-notice" role="status">
      {isOnline && !isStuck ? <p>{text.sending}</p> : <p>{text.offline}</p>}
      {count > 0 ? <p data-testid="clock-queued">{queued}</p> : null}
    </div>
  );
}

function Shifts({
  schedules,
  branchName,
}: {
  schedules: readonly WorkingScheduleEntity[];
  branchName: (id: number | null) => string | undefined;
}) {
  const now = useNow(60_000);
  const { today, later } = splitShifts(schedules, now);
  const line = (shift: WorkingScheduleEntity) => {
    const time = t(text.shift, { from: clockTime(shift.startsAt), to: clockTime(shift.endsAt) });
    return [time, branchName(shift.branch), shift.note].filter(Boolean).join(' · ');
  };
  return (
    <section className="clock-card" aria-labelledby="clock-today">
      <h2 id="clock-today">{text.today}</h2>
      {today.length === 0 ? (
        <p>{text.noShiftToday}</p>
      ) : (
        <ul className="clock-list">
          {today.map((shift) => (
            <li key={shift.id}>{line(shift)}</li>
          ))}
        </ul>
      )}
      {later.length === 0 ? null : (
        <>
          <h3>{text.next}</h3>
          <ul className="clock-list">
            {later.slice(0, 3).map((shift) => (
              <li key={shift.id}>
                {dayText(shift.startsAt)}: {line(shift)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function HolidayBalance({ balance }: { balance: ClockMe['holidayBalance'] }) {
  const thisYear = viennaParts(useNow(60_000)).date.slice(0, 4);
  const days = (value: number) =>
    value === 1 ? text.holidayDay : t(text.holidayDays, { days: daysNumber(value) });
  if (balance === null)
    return (
      <section className="clock-card" aria-labelledby="clock-holidays">
        <h2 id="clock-holidays">{t(text.holidays, { year: thisYear })}</h2>
        <p>{text.noHolidayBalance}</p>
      </section>
    );
  const rows = [
    [text.holidayEntitlement, balance.entitlementDays],
    [text.holidayCarriedOver, balance.carriedOverDays],
    [text.holidayTaken, balance.takenDays],
  ] as const;
  return (
    <section className="clock-card" aria-labelledby="clock-holidays">
      <h2 id="clock-holidays">{t(text.holidays, { year: balance.year })}</h2>
      <p className="clock-holidays__remaining">
        {text.holidayRemaining}: <strong>{days(balance.remainingDays)}</strong>
      </p>
      <dl className="clock-holidays">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{days(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The clock of one person. Opened without the network, `me` is the last known state without holidays,
 * and the stamps wait on the phone.
 */
function ClockScreen({
  api,
  me,
  storageKey,
}: {
  api: ClockApi;
  me: ClockMe | LastKnown;
  storageKey: string;
}) {
  const queryClient = useQueryClient();
  const isOnline = useOnlineStatus();
  const init = useInitQuery();
  const schedules = useQuery({
    queryKey: [...api.queryKey, 'schedules'],
    queryFn: ({ signal }) => api.schedules(signal),
  });
  const projects = useQuery({
    queryKey: [...api.queryKey, 'projects'],
    queryFn: ({ signal }) => api.projects(signal),
  });
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: api.queryKey }),
    [queryClient, api],
  );
  // The answer of a stamp is the current activity at once (spec: an end clears it), so the page does
  // not fall back to the state before the stamp until the reload arrives.
  const send = useCallback(
    (queued: QueuedStamp) =>
      api.send(queued, (activity) =>
        queryClient.setQueryData<ClockMe>([...api.queryKey, 'me'], (known) =>
          known === undefined
            ? known
            : { ...known, workingActivity: activity.endedAt === null ? activity : null },
        ),
      ),
    [api, queryClient],
  );
  const { queue, isStuck, refusals, add } = useStampQueue(storageKey, send, reload);
  const [choice, setChoice] = useState<StartChoice>({ branch: null, project: null, task: null });

  const branchNames = useMemo(
    () => new Map((init.data?.['/api/branches'] ?? []).map((branch) => [branch.id, branch.name])),
    [init.data],
  );
  const branchName = (id: number | null) => (id === null ? undefined : branchNames.get(id));
  const myBranches = me.branches.map((branch) => ({
    id: branch.id,
    name: branchName(branch.id) ?? String(branch.id),
  }));
  const times = projectActivity(timesOf(me.workingActivity), queue);
  const actions = allowedActions(statusOf(times));

  const stamp = (action: ClockAction) => add(makeStamp(action, choice));

  return (
    <main className="clock-page">
      <header className="clock-header">
        <h1>{text.title}</h1>
        <p>{t(text.greeting, { name: me.name || me.email })}</p>
      </header>
      <QueueNotice count={queue.length} isOnline={isOnline} isStuck={isStuck} />
      {refusals.length === 0 ? null : (
        <div className="notice clock-error" role="alert">
          {refusals.map((refusal) => (
            <p key={refusal.stamp.id}>{refusal.messages.join(' ')}</p>
          ))}
        </div>
      )}
      <ActivityPanel times={times} />
      {actions.includes('start') ? (
        <StartChoices
          branches={myBranches}
          projects={projects.data ?? []}
          choice={choice}
          onChange={setChoice}
        />
      ) : null}
      <div className="clock-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`button clock-button${action === 'end' ? ' button--secondary' : ''}`}
            onClick={() => stamp(action)}
          >
            {text.actions[action]}
          </button>
        ))}
      </div>
      {schedules.data === undefined ? null : <Shifts schedules={schedules.data} branchName={branchName} />}
      {'holidayBalance' in me ? <HolidayBalance balance={me.holidayBalance} /> : null}
    </main>
  );
}

/**
 * The staff clock on a phone (`/zeiterfassung/{token}/{username}`), opened with the person's clock link
 * instead of a login. Stamps are kept on the phone until the server has them (see useStampQueue).
 */
export function ClockPage() {
  const { token = '', username = '' } = useParams();
  const api = useMemo(() => clockApi(token, username), [token, username]);
  const storageKey = `tischlein.clock.${username.toLowerCase()}`;
  const lastKnown = useMemo(() => lastKnownStore(window.localStorage, `${storageKey}.me`), [storageKey]);
  useEffect(() => {
    document.title = text.title;
    void startClockWorker();
  }, []);
  const me = useQuery({
    queryKey: [...api.queryKey, 'me'],
    queryFn: ({ signal }) => api.me(signal),
    // Offline nothing is asked again: the page opens with what it last knew.
    retry: (count, error) => !isRefusedLink(error) && navigator.onLine && count < 3,
    // Offline the last answer stays on screen; the queued stamps are drawn on top of it.
    networkMode: 'always',
  });
  const isRefused = me.isError && isRefusedLink(me.error);
  useEffect(() => {
    if (me.data !== undefined) lastKnown.write(me.data);
    else if (isRefused) lastKnown.clear();
  }, [me.data, isRefused, lastKnown]);

  const known = me.data ?? (me.isError && !isRefused ? lastKnown.read() : undefined);
  if (known !== undefined) return <ClockScreen api={api} me={known} storageKey={storageKey} />;
  if (me.isPending) return <Loader />;
  return (
    <main className="clock-page">
      <StatusPage
        title={isRefusedLink(me.error) ? text.refusedTitle : text.loadFailed}
        text={isRefusedLink(me.error) ? me.error?.message : undefined}
        actions={
          <button type="button" className="button" onClick={() => void me.refetch()}>
            {text.retry}
          </button>
        }
      />
    </main>
  );
}
