import '../../devices/components/devices.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { DigitalSignageSegmentEntity } from '../../../../domain/schemas/entities/digital-signage-segment.js';
import { issuedSignageCommandSchema } from '../../../../domain/signage/commands.js';
import { apiGet } from '../../../api/client.js';
import { tvPanelTexts as texts } from '../../../i18n/signage.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import {
  ApiKeyDialog,
  CopyField,
  namedKeyDialogTexts,
  type KeyDialogStep,
} from '../../api-keys/components/api-key-dialog.js';
import { failureMessage } from '../../app/failure-message.js';
import { dateText } from '../../entities/cell-text.js';
import type { EntityPanelProps } from '../../entities/entity-panel-props.js';
import { DeviceAction } from '../../devices/components/device-action.js';
import { abortTvCommand, commandTv, issueTvKey, refreshTv } from '../api/tv-actions.js';

function IssueKey({ id, name, hasKey }: { id: number; name: string; hasKey: boolean }) {
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<KeyDialogStep | null>(null);

  async function issue(): Promise<void> {
    setStep({ kind: 'confirm', busy: true, error: null });
    try {
      const { apiKey } = await issueTvKey(id);
      setStep({ kind: 'shown', apiKey });
      void refreshTv(queryClient, id);
    } catch (error) {
      setStep({ kind: 'confirm', busy: false, error: failureMessage(error, texts.keyFailed) });
    }
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button--secondary"
        onClick={() => (hasKey ? setStep({ kind: 'confirm', busy: false, error: null }) : void issue())}
      >
        {step?.kind === 'confirm' && step.busy ? texts.keyBusy : texts.issueKey}
      </button>
      {step === null || (!hasKey && step.kind === 'confirm' && step.error === null) ? null : (
        <ApiKeyDialog
          step={step}
          texts={namedKeyDialogTexts(texts, name)}
          details={(apiKey, copy) => (
            <CopyField
              label={texts.addressLabel}
              value={`${window.location.origin}${paths.signage(id, apiKey)}`}
              copyLabel={texts.copyAddress}
              copy={copy}
              wrap
            />
          )}
          onConfirm={() => void issue()}
          onClose={() => {
            setStep(null);
            trigger.current?.focus();
          }}
        />
      )}
    </>
  );
}

/**
 * Below a TV's form: its key and player address, when it last reported in, the command it is under, and
 * (spec, 'Digital signage') a command to send or to abort.
 */
export function TvPanel({ record }: EntityPanelProps) {
  const titleId = useId();
  const segmentId = useId();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const identifier = typeof record.identifier === 'string' ? record.identifier : String(record.id);
  const name = (typeof record.name === 'string' && record.name) || identifier;
  const hasKey = record.hasApiKey === true;
  const lastSeenAt = typeof record.lastSeenAt === 'string' ? record.lastSeenAt : null;
  const parsed = issuedSignageCommandSchema.nullable().safeParse(record.pendingCommand ?? null);
  const command = parsed.success ? parsed.data : null;
  const segments = useQuery({
    queryKey: ['entities', 'digital-signage-segments', 'list', 'tv-panel'],
    queryFn: ({ signal }) => apiGet<DigitalSignageSegmentEntity[]>('/api/digital-signage-segments', signal),
  });
  const [segment, setSegment] = useState<string>('');
  const chosen = segment || String(segments.data?.[0]?.id ?? '');
  const sent = (message: string | null) => {
    setNotice(message);
    if (message !== null) void refreshTv(queryClient, record.id);
  };
  const action = (type: keyof typeof texts.commands, send: () => Promise<unknown>) => (
    <DeviceAction
      key={type}
      errorId={`digital-signage-devices.${record.id}.${type}`}
      texts={{
        button: texts.commands[type].button,
        busy: texts.busy,
        failed: texts.failed,
        sent: t(texts.commands[type].sent, { name }),
      }}
      send={send}
      onSent={sent}
    />
  );
  const commandName =
    command === null
      ? texts.noCommand
      : command.type === 'show-segment'
        ? `${texts.commands[command.type].button}: ${
            segments.data?.find((entry) => entry.id === command.payload.segment)?.name ??
            String(command.payload.segment)
          }`
        : texts.commands[command.type].button;

  return (
    <section className="bo-device" aria-labelledby={titleId}>
      <h2 id={titleId}>{texts.title}</h2>
      <dl className="bo-device__facts">
        <div>
          <dt>{texts.apiKey}</dt>
          <dd>{hasKey ? texts.hasKey : texts.noKey}</dd>
        </div>
        <div>
          <dt>{texts.lastSeen}</dt>
          <dd>{lastSeenAt === null ? texts.never : dateText(lastSeenAt)}</dd>
        </div>
        <div>
          <dt>{texts.command}</dt>
          <dd>{commandName}</dd>
        </div>
      </dl>
      <div className="bo-device__actions">
        <IssueKey id={record.id} name={name} hasKey={hasKey} />
      </div>
      {hasKey ? (
        <div className="bo-device__actions">
          {action('reload', () => commandTv(record.id, { type: 'reload' }))}
          {action('mute', () => commandTv(record.id, { type: 'mute' }))}
          {action('unmute', () => commandTv(record.id, { type: 'unmute' }))}
          <div className="field">
            <label className="field__label" htmlFor={segmentId}>
              {texts.segment}
            </label>
            <select
              id={segmentId}
              className="field__input"
              value={chosen}
              onChange={(event) => setSegment(event.target.value)}
            >
              {(segments.data ?? []).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          {chosen === ''
            ? null
            : action('show-segment', () =>
                commandTv(record.id, { type: 'show-segment', segment: Number(chosen) }),
              )}
          {command === null ? null : (
            <DeviceAction
              errorId={`digital-signage-devices.${record.id}.abort`}
              texts={{
                ...texts.abort,
                busy: texts.busy,
                failed: texts.abortFailed,
                sent: t(texts.abort.sent, { name }),
              }}
              send={() => abortTvCommand(record.id)}
              onSent={sent}
            />
          )}
        </div>
      ) : null}
      <p className={notice === null ? 'visually-hidden' : 'bo-notice'} role="status">
        {notice}
      </p>
    </section>
  );
}
