import type { OrderingStatus } from '../../../domain/capacity/public-state.js';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import { capacityDe } from '../../i18n/capacity.js';
import { t } from '../../i18n/t.js';

/** Tells guests that online orders pause (and until when) or take longer now; nothing otherwise. */
export function OrderingStatusNotice({ status }: { status: OrderingStatus | undefined }) {
  if (status === undefined) return null;
  if (status.isPaused) {
    return (
      <div className="notice notice--danger ordering-status" role="status">
        <p>
          {status.resumesAt === null
            ? capacityDe.storefront.pausedOpenEnd
            : t(capacityDe.storefront.pausedUntil, { time: viennaParts(new Date(status.resumesAt)).time })}
        </p>
      </div>
    );
  }
  if (status.extraMinutes > 0) {
    return (
      <div className="notice notice--warning ordering-status" role="status">
        <p>{t(capacityDe.storefront.busy, { minutes: String(status.extraMinutes) })}</p>
      </div>
    );
  }
  return null;
}
