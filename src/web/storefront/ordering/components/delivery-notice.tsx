import { supportedMethods } from '../../../../domain/cart/default-method.js';
import { orderMethodLabels } from '../../../../domain/cart/order-method.js';
import { branchState } from '../../../../domain/opening-hours/branch-state.js';
import { deliveryRules } from '../../../../domain/opening-hours/delivery-hours.js';
import { weekdayLabel } from '../../../../domain/opening-hours/display-groups.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';

/**
 * Shown while the guest has chosen delivery and nobody delivers right now: when delivery resumes,
 * which other methods the branch offers instead, and that a pre-order is welcome if it is.
 */
export function DeliveryNotice({ branch, now }: { branch: Branch; now: Date }) {
  const state = branchState(deliveryRules(branch), now);
  if (state.status !== 'closed') return null;
  const next = state.nextShift;
  const others = supportedMethods(branch)
    .filter((method) => method !== 'delivery')
    .map((method) => orderMethodLabels[method]);
  return (
    <div className="notice notice--warning cart__delivery-notice">
      {next === undefined ? (
        <p>{de.ordering.noDeliveryShort}</p>
      ) : (
        <>
          <p>
            <strong>{de.ordering.noDelivery}</strong>{' '}
            {next.day === 'today'
              ? t(de.ordering.nextDeliveryToday, { time: next.from })
              : t(de.ordering.nextDeliveryOn, { day: weekdayLabel(next.day), time: next.from })}
          </p>
          {others.length === 0 ? null : (
            <p>{t(de.ordering.alternatives, { methods: others.join(de.ordering.or) })}</p>
          )}
        </>
      )}
      {branch.isPreorderEnabled ? <p>{de.ordering.preorderLater}</p> : null}
    </div>
  );
}
