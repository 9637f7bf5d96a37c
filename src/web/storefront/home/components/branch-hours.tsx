import { useId, useState } from 'react';
import { deliveryRules } from '../../../../domain/opening-hours/delivery-hours.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { OpeningHoursTable } from '../../../components/opening-hours-table.js';
import { de } from '../../../i18n/de.js';

/** Opening hours, switchable to delivery hours where the branch keeps separate ones. */
export function BranchHours({ branch }: { branch: Branch }) {
  const [showsDelivery, setShowsDelivery] = useState(false);
  const tableId = useId();
  const canSwitch = branch.isDeliveryHoursEnabled;
  const isDelivery = canSwitch && showsDelivery;
  const caption = isDelivery ? de.homePage.deliveryHours : de.homePage.openingHours;

  return (
    <div className="branch-hours">
      <h3>{caption}</h3>
      <div id={tableId} aria-live="polite">
        <OpeningHoursTable
          rules={isDelivery ? deliveryRules(branch) : branch.openingHours}
          caption={caption}
        />
      </div>
      {canSwitch ? (
        <button
          type="button"
          className="link-button"
          aria-controls={tableId}
          onClick={() => setShowsDelivery((shows) => !shows)}
        >
          {isDelivery ? de.homePage.showOpeningHours : de.homePage.showDeliveryHours}
        </button>
      ) : null}
    </div>
  );
}
