import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { deviceCommandTexts } from '../../../i18n/device-commands.js';
import { t } from '../../../i18n/t.js';
import { dateText } from '../../entities/cell-text.js';
import {
  deviceLogUrl,
  refreshDeviceCommands,
  sendDeviceCommand,
  useDeviceCommands,
} from '../api/device-commands.js';
import { DeviceAction } from './device-action.js';

const texts = deviceCommandTexts;

/** A test notification and a log request for any device with a key (ADR 010, command queue). */
export function CommandActions({
  device,
  onSent,
}: {
  device: { id: number; name: string };
  onSent: (notice: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const sent = (notice: string | null) => {
    onSent(notice);
    if (notice !== null) void refreshDeviceCommands(queryClient, device.id);
  };
  return (
    <>
      <DeviceAction
        errorId={`devices.${device.id}.test-notification`}
        texts={{
          ...texts.testNotification,
          busy: texts.busy,
          sent: t(texts.testNotification.sent, { name: device.name }),
        }}
        send={() => sendDeviceCommand(device.id, 'test/notification')}
        onSent={sent}
      />
      <DeviceAction
        errorId={`devices.${device.id}.request-device-logs`}
        texts={{
          ...texts.requestLogs,
          busy: texts.busy,
          sent: t(texts.requestLogs.sent, { name: device.name }),
        }}
        send={() => sendDeviceCommand(device.id, 'request-device-logs')}
        onSent={sent}
      />
    </>
  );
}

/** The device's latest commands with how each went, and the uploaded logs to download. */
export function DeviceCommandList({ deviceId }: { deviceId: number }) {
  const titleId = useId();
  const commands = useDeviceCommands(deviceId);
  return (
    <section className="bo-device__commands" aria-labelledby={titleId}>
      <h3 id={titleId}>{texts.title}</h3>
      {commands.isError ? (
        <p className="bo-alert" role="alert">
          {texts.listFailed}
        </p>
      ) : commands.data === undefined ? null : commands.data.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{texts.columns.type}</th>
                <th scope="col">{texts.columns.requested}</th>
                <th scope="col">{texts.columns.status}</th>
                <th scope="col">{texts.columns.log}</th>
              </tr>
            </thead>
            <tbody>
              {commands.data.map((command) => (
                <tr key={command.id}>
                  <td>{texts.types[command.type]}</td>
                  <td>{dateText(command.createdAt)}</td>
                  <td>
                    {texts.statuses[command.status]}
                    {command.error === null ? null : `: ${command.error}`}
                  </td>
                  <td>
                    {command.hasLog ? (
                      <a href={deviceLogUrl(deviceId, command.id)} download>
                        {texts.download}
                      </a>
                    ) : (
                      texts.noLog
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
