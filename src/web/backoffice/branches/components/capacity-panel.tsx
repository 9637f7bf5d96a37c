import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OrderingStatus } from '../../../../domain/capacity/public-state.js';
import {
  capacityChannels,
  type CapacityRule,
  type CapacitySettings,
  type OrderingChange,
} from '../../../../domain/capacity/settings.js';
import { weekdayAbbreviations, weekdayNames } from '../../../../domain/opening-hours/weekday-names.js';
import { weekdays } from '../../../../domain/opening-hours/weekdays.js';
import { viennaParts } from '../../../../domain/opening-hours/vienna-time.js';
import { apiGet, apiPost, apiPut } from '../../../api/client.js';
import { capacityDe } from '../../../i18n/capacity.js';
import { t } from '../../../i18n/t.js';
import { OrderingControls } from '../../../components/ordering-controls.js';
import { failureMessage } from '../../app/failure-message.js';
import type { EntityPanelProps } from '../../entities/entity-panel-props.js';

const text = capacityDe.backoffice;
const board = capacityDe.board;
type Capacity = { settings: CapacitySettings; busyMinutes: number; status: OrderingStatus };
type Department = { id: number; name: string; branch: number | null };

const blankRule: CapacityRule = {
  channel: 'all',
  maxOrders: null,
  maxMinutes: null,
  ordersPerPerson: 0,
  minutesPerPerson: 0,
  weekdays: [],
  from: null,
  to: null,
};

/** An empty field is "no limit" (null); anything else a whole number the server checks. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function NumberField(props: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="field__input"
        type="number"
        inputMode="numeric"
        min={0}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(numberOrNull(event.target.value))}
      />
    </div>
  );
}

function RuleFields(props: {
  n: number;
  rule: CapacityRule;
  onChange: (rule: CapacityRule) => void;
  onRemove: () => void;
}) {
  const { rule, onChange } = props;
  const id = useId();
  const set = (changes: Partial<CapacityRule>) => onChange({ ...rule, ...changes });
  return (
    <fieldset className="bo-capacity__rule">
      <legend>{t(text.rule, { n: String(props.n) })}</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-channel`}>
          {text.channel}
        </label>
        <select
          id={`${id}-channel`}
          className="field__input"
          value={rule.channel}
          onChange={(event) => set({ channel: event.target.value as CapacityRule['channel'] })}
        >
          {capacityChannels.map((channel) => (
            <option key={channel} value={channel}>
              {text.channels[channel]}
            </option>
          ))}
        </select>
      </div>
      <NumberField
        label={text.maxOrders}
        value={rule.maxOrders}
        onChange={(maxOrders) => set({ maxOrders })}
      />
      <NumberField
        label={text.maxMinutes}
        value={rule.maxMinutes}
        onChange={(maxMinutes) => set({ maxMinutes })}
      />
      <NumberField
        label={text.ordersPerPerson}
        value={rule.ordersPerPerson}
        onChange={(value) => set({ ordersPerPerson: value ?? 0 })}
      />
      <NumberField
        label={text.minutesPerPerson}
        value={rule.minutesPerPerson}
        onChange={(value) => set({ minutesPerPerson: value ?? 0 })}
      />
      <fieldset className="bo-capacity__weekdays">
        <legend>{text.weekdays}</legend>
        {weekdays.map((weekday) => (
          <label key={weekday} className="checkbox">
            <input
              type="checkbox"
              checked={rule.weekdays.includes(weekday)}
              onChange={(event) =>
                set({
                  weekdays: event.target.checked
                    ? [...rule.weekdays, weekday]
                    : rule.weekdays.filter((day) => day !== weekday),
                })
              }
            />
            <abbr title={weekdayNames[weekday]}>{weekdayAbbreviations[weekday]}</abbr>
          </label>
        ))}
      </fieldset>
      {(['from', 'to'] as const).map((key) => (
        <div className="field" key={key}>
          <label className="field__label" htmlFor={`${id}-${key}`}>
            {text[key]}
          </label>
          <input
            id={`${id}-${key}`}
            className="field__input"
            type="time"
            value={rule[key] ?? ''}
            onChange={(event) => set({ [key]: event.target.value === '' ? null : event.target.value })}
          />
        </div>
      ))}
      <button type="button" className="button button--secondary" onClick={props.onRemove}>
        {t(text.removeRule, { n: String(props.n) })}
      </button>
    </fieldset>
  );
}

function NowControls({ branchId, capacity }: { branchId: number; capacity: Capacity }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (body: OrderingChange) => apiPost<Capacity>(`/api/branches/${branchId}/ordering-state`, body),
    onSuccess: (data) => queryClient.setQueryData(['branches', branchId, 'capacity'], data),
  });
  const { status } = capacity;
  return (
    <div className="bo-capacity__now">
      <h3>{text.nowTitle}</h3>
      <p role="status">
        {status.isPaused
          ? status.resumesAt === null
            ? board.pausedOpenEnd
            : t(board.pausedUntil, { time: viennaParts(new Date(status.resumesAt)).time })
          : status.extraMinutes > 0
            ? t(board.extra, { minutes: String(status.extraMinutes) })
            : null}
      </p>
      <OrderingControls
        block="bo-capacity"
        busyMinutes={capacity.busyMinutes}
        isPaused={status.isPaused}
        isPending={change.isPending}
        error={change.isError ? change.error : null}
        onChange={(next) => change.mutate(next)}
      />
    </div>
  );
}

function SettingsForm({ branchId, initial }: { branchId: number; initial: CapacitySettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState(initial);
  const departments = useQuery({
    queryKey: ['departments', 'all'],
    queryFn: ({ signal }) => apiGet<Department[]>('/api/departments?limit=100', signal),
  }).data;
  const save = useMutation({
    mutationFn: (body: CapacitySettings) => apiPut<Capacity>(`/api/branches/${branchId}/capacity`, body),
    onSuccess: (data) => queryClient.setQueryData(['branches', branchId, 'capacity'], data),
  });
  const set = (changes: Partial<CapacitySettings>) => setSettings((current) => ({ ...current, ...changes }));
  const setAuto = (changes: Partial<CapacitySettings['autoRules']>) =>
    set({ autoRules: { ...settings.autoRules, ...changes } });
  const ownDepartments = (departments ?? []).filter((d) => d.branch === null || d.branch === branchId);

  return (
    <form
      className="bo-capacity__form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(settings);
      }}
    >
      <label className="checkbox">
        <input
          type="checkbox"
          checked={settings.isEnabled}
          onChange={(event) => set({ isEnabled: event.target.checked })}
        />
        <span>{text.isEnabled}</span>
      </label>
      <div className="bo-capacity__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-slot`}>
            {text.slotMinutes}
          </label>
          <select
            id={`${id}-slot`}
            className="field__input"
            value={settings.slotMinutes}
            onChange={(event) => set({ slotMinutes: Number(event.target.value) as 15 | 30 })}
          >
            {[15, 30].map((minutes) => (
              <option key={minutes} value={minutes}>
                {t(text.slotOption, { minutes: String(minutes) })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-department`}>
            {text.department}
          </label>
          <select
            id={`${id}-department`}
            className="field__input"
            value={settings.departmentId ?? ''}
            onChange={(event) => set({ departmentId: numberOrNull(event.target.value) })}
          >
            <option value="">{text.noDepartment}</option>
            {ownDepartments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <h3>{text.rules}</h3>
      {settings.rules.map((rule, index) => (
        <RuleFields
          key={index}
          n={index + 1}
          rule={rule}
          onChange={(next) => set({ rules: settings.rules.map((old, at) => (at === index ? next : old)) })}
          onRemove={() => set({ rules: settings.rules.filter((_, at) => at !== index) })}
        />
      ))}
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => set({ rules: [...settings.rules, blankRule] })}
        >
          {text.addRule}
        </button>
      </p>
      <h3>{text.autoTitle}</h3>
      <div className="bo-capacity__row">
        <NumberField
          label={text.busyAbove}
          value={settings.autoRules.busyAbove}
          onChange={(busyAbove) => setAuto({ busyAbove })}
        />
        <NumberField
          label={text.busyMinutes}
          value={settings.autoRules.busyMinutes}
          onChange={(value) => setAuto({ busyMinutes: value ?? 0 })}
        />
        <NumberField
          label={text.pauseAbove}
          value={settings.autoRules.pauseAbove}
          onChange={(pauseAbove) => setAuto({ pauseAbove })}
        />
      </div>
      <div role="status" aria-live="polite">
        {save.isSuccess ? <p className="bo-capacity__saved">{text.saved}</p> : null}
      </div>
      {save.isError ? (
        <p className="bo-capacity__error" role="alert">
          {failureMessage(save.error, text.saveFailed)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={save.isPending}>
        {text.save}
      </button>
    </form>
  );
}

/** 'Kapazität' below a branch's form: the kitchen's limits per slot, and 'Viel los' and the pause now. */
export function CapacityPanel({ record }: EntityPanelProps) {
  const titleId = useId();
  const branchId = record.id;
  const capacity = useQuery({
    queryKey: ['branches', branchId, 'capacity'],
    queryFn: ({ signal }) => apiGet<Capacity>(`/api/branches/${branchId}/capacity`, signal),
  }).data;
  return (
    <section className="bo-capacity" aria-labelledby={titleId}>
      <h2 id={titleId}>{text.title}</h2>
      <p>{text.intro}</p>
      {capacity === undefined ? null : (
        <>
          <NowControls branchId={branchId} capacity={capacity} />
          <SettingsForm branchId={branchId} initial={capacity.settings} />
        </>
      )}
    </section>
  );
}
