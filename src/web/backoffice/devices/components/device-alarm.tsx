import { Link } from 'react-router';
import { backoffice } from '../../../i18n/backoffice.js';
import { paths } from '../../../paths.js';
import { useDeviceStatus } from '../api/device-status.js';
import { silentNotices } from '../utils/silent-notices.js';

const texts = backoffice.deviceAlarm;

/**
 * The heartbeat alarm in the frame of every back-office screen: one line per device of the user's
 * branches that stopped reporting. Administrators get a link to the device; a failed check shows
 * nothing, the screen's own calls report a lost connection.
 */
export function DeviceAlarm({ isAdmin }: { isAdmin: boolean }) {
  const { data } = useDeviceStatus();
  const notices = silentNotices(data ?? [], new Date());
  if (notices.length === 0) return null;
  return (
    <div className="bo-alert bo-device-alarm" role="alert" aria-label={texts.region}>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>
            {notice.text}{' '}
            {isAdmin ? <Link to={paths.backendEntity('devices', notice.id)}>{texts.open}</Link> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
