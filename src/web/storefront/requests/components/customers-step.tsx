import { amountOf, withAmount, type BreakfastConfig } from '../../../../domain/requests/breakfast-steps.js';
import { requestsDe } from '../../../i18n/requests.js';
import { t } from '../../../i18n/t.js';

const text = requestsDe.breakfast;

/** A quantity per customer group; lowering one drops the surplus people's choices. */
export function CustomersStep(props: {
  groups: readonly string[];
  config: BreakfastConfig;
  onChange: (config: BreakfastConfig) => void;
}) {
  const { groups, config, onChange } = props;
  return (
    <ul className="breakfast-groups">
      {groups.map((group, index) => {
        const amount = amountOf(config[group]);
        const inputId = `breakfast-group-${index}`;
        return (
          <li key={group} className="breakfast-groups__item">
            <label htmlFor={inputId} className="breakfast-groups__label">
              {group}
            </label>
            <div className="quantity">
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t(text.decrease, { group })}
                disabled={amount === 0}
                onClick={() => onChange(withAmount(config, group, amount - 1))}
              >
                −
              </button>
              <input
                id={inputId}
                className="field__input quantity__input"
                type="number"
                inputMode="numeric"
                min={0}
                max={500}
                value={amount}
                onChange={(event) => onChange(withAmount(config, group, Number(event.target.value) || 0))}
              />
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t(text.increase, { group })}
                onClick={() => onChange(withAmount(config, group, amount + 1))}
              >
                +
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
