import './devices.css';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { SILENT_AFTER_MINUTES } from '../../../../domain/devices/heartbeat.js';
import { apiKeyTexts } from '../../../i18n/api-keys.js';
import { deviceTexts } from '../../../i18n/devices.js';
import { t } from '../../../i18n/t.js';
import {
  ApiKeyDialog,
  type KeyDialogStep,
  type KeyDialogTexts,
} from '../../api-keys/components/api-key-dialog.js';
import { failureMessage, isSignedOut } from '../../app/failure-message.js';
import { statusStore } from '../../app/status-store.js';
import { isAdmin, useCurrentUser } from '../../auth/api/current-user.js';
import { dateText } from '../../entities/cell-text.js';
import type { EntityPanelProps } from '../../entities/entity-panel-props.js';
import { issueDeviceKey, printTestReceipt, refreshDevice } from '../api/device-actions.js';
import { useDeviceStatus } from '../api/device-status.js';
import { isDeviceSilent, seenFacts, type SeenFacts } from '../utils/device-seen.js';
import { CommandActions, DeviceCommandList } from './device-commands.js';
import { DeviceAction } from './device-action.js';
import { PrinterClient } from './printer-client.js';

const texts = deviceTexts;

type Device = SeenFacts & { id: number; name: string; isPrinter: boolean };

function deviceOf(record: EntityPanelProps['record']): Device {
  const name = typeof record.name === 'string' ? record.name : '';
  const identifier = typeof record.identifier === 'string' ? record.identifier : String(record.id);
  return {
    ...seenFacts(record),
    id: record.id,
    name: name || identifier,
    isPrinter: record.type === 'printer',
  };
}

function keyDialogTexts(name: string): KeyDialogTexts {
  const { issueKey } = texts;
  return {
    confirmTitle: t(issueKey.confirmTitle, { name }),
    confirmText: issueKey.confirmText,
    confirm: issueKey.confirm,
    shownTitle: t(issueKey.shownTitle, { name }),
    onceHint: issueKey.onceHint,
    keyLabel: issueKey.keyLabel,
    copyKey: issueKey.copyKey,
  };
}

/**
 * A new key: at once for a device without one; after a confirmation for one that has a key, whose old
 * key stops working. Focus goes back to the button when the dialog closes.
 */
function IssueKeyAction({ device }: { device: Device }) {
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<KeyDialogStep | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `devices.${device.id}.api-key`;

  async function issue(confirming: boolean): Promise<void> {
    setBusy(true);
    if (confirming) setStep({ kind: 'confirm', busy: true, error: null });
    try {
      const { apiKey } = await issueDeviceKey(device.id);
      statusStore.removeError(errorId);
      setStep({ kind: 'shown', apiKey });
      void refreshDevice(queryClient, device.id);
    } catch (error) {
      const message = failureMessage(error, texts.issueKey.failed);
      if (confirming) {
        setStep({ kind: 'confirm', busy: false, error: message });
      } else if (!isSignedOut(error)) {
        statusStore.putError({ id: errorId, message, cause: error, retry: () => issue(false) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => {
          if (device.hasApiKey) setStep({ kind: 'confirm', busy: false, error: null });
          else void issue(false);
        }}
      >
        {busy && step === null ? apiKeyTexts.busy : texts.issueKey.button}
      </button>
      {step === null ? null : (
        <ApiKeyDialog
          step={step}
          texts={keyDialogTexts(device.name)}
          details={
            device.isPrinter ? (apiKey, copy) => <PrinterClient apiKey={apiKey} copy={copy} /> : undefined
          }
          onConfirm={() => void issue(true)}
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
 * Below a device's form: whether it has a key, when it last called and whether it fell silent, and
 * (administrators) a new key and a test print. The heartbeat check of the frame keeps the time fresh.
 */
export function DevicePanel({ record }: EntityPanelProps) {
  const device = deviceOf(record);
  const titleId = useId();
  const user = useCurrentUser().data;
  const [notice, setNotice] = useState<string | null>(null);
  // The frame asks every minute anyway; the saved record only knows the time it was loaded.
  const watched = useDeviceStatus().data?.find((entry) => entry.id === device.id);
  const seen: SeenFacts = watched
    ? { hasApiKey: true, lastSeenAt: watched.lastSeenAt }
    : { hasApiKey: device.hasApiKey, lastSeenAt: device.lastSeenAt };
  const isSilent = watched?.isSilent ?? isDeviceSilent(seen, new Date());
  const { connection } = texts;

  return (
    <section className="bo-device" aria-labelledby={titleId}>
      <h2 id={titleId}>{connection.title}</h2>
      <dl className="bo-device__facts">
        <div>
          <dt>{connection.apiKey}</dt>
          <dd>{seen.hasApiKey ? connection.hasKey : connection.noKey}</dd>
        </div>
        <div>
          <dt>{connection.lastSeen}</dt>
          <dd>
            {seen.lastSeenAt === null ? connection.never : dateText(seen.lastSeenAt)}
            {isSilent ? (
              <>
                {' '}
                <span className="bo-marker">{connection.silent}</span>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      {!isSilent ? null : seen.lastSeenAt === null ? (
        <p>{connection.neverHint}</p>
      ) : (
        <p>{t(connection.silentHint, { minutes: SILENT_AFTER_MINUTES })}</p>
      )}
      {user !== undefined && isAdmin(user) ? (
        <div className="bo-device__actions">
          <IssueKeyAction device={{ ...device, hasApiKey: seen.hasApiKey }} />
          {device.isPrinter ? (
            <DeviceAction
              errorId={`devices.${device.id}.test-print`}
              texts={{ ...texts.testPrint, sent: t(texts.testPrint.sent, { name: device.name }) }}
              send={() => printTestReceipt(device.id)}
              onSent={setNotice}
            />
          ) : null}
          <CommandActions device={device} onSent={setNotice} />
        </div>
      ) : null}
      {/* Always there, so screen readers announce the message the moment it appears. */}
      <p className={notice === null ? 'visually-hidden' : 'bo-notice'} role="status">
        {notice}
      </p>
      {user !== undefined && isAdmin(user) ? <DeviceCommandList deviceId={device.id} /> : null}
    </section>
  );
}
