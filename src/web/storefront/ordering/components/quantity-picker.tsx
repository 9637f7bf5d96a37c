import { useId, useState } from 'react';
import { formatNumber } from '../../../../domain/money/format.js';
import type { Product } from '../../../../domain/schemas/catalog.js';
import type { UnitId } from '../../../../domain/units/catalogue.js';
import { unitLabel } from '../../../../domain/units/catalogue.js';
import { parseAmountInput } from '../../../../domain/units/amount-input.js';
import { changeUnit, offeredUnits, quantityRulesFor } from '../../../../domain/units/product-units.js';
import {
  canDecrease,
  canIncrease,
  decreaseAmount,
  increaseAmount,
  snapAmount,
} from '../../../../domain/units/snap.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { amountText } from '../utils/amount-text.js';

interface QuantityPickerProps {
  product: Product;
  amount: number;
  unit: UnitId;
  onChange: (amount: number, unit: UnitId) => void;
}

export function QuantityPicker({ product, amount, unit, onChange }: QuantityPickerProps) {
  const id = useId();
  // What the guest is typing; null shows the committed amount. Snapping waits for blur or Enter so
  // that typing '1,' on the way to '1,5' is not snapped away mid-word.
  const [typed, setTyped] = useState<string | null>(null);
  const rules = quantityRulesFor(product, unit);
  const units = offeredUnits(product);

  const commit = () => {
    if (typed === null) return;
    onChange(snapAmount(parseAmountInput(typed), rules), unit);
    setTyped(null);
  };

  return (
    <div className="quantity-picker">
      <div className="quantity-picker__row">
        <div className="field quantity-picker__amount">
          <label className="field__label" htmlFor={`${id}-amount`}>
            {de.itemOverlay.quantity}
          </label>
          <div className="quantity-picker__stepper">
            <button
              type="button"
              className="button button--secondary quantity-picker__step"
              aria-label={de.itemOverlay.decrease}
              disabled={!canDecrease(amount, rules)}
              onClick={() => {
                setTyped(null);
                onChange(decreaseAmount(amount, rules), unit);
              }}
            >
              −
            </button>
            <input
              id={`${id}-amount`}
              className="field__input quantity-picker__input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={typed ?? amountText(amount)}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commit();
                }
              }}
            />
            <button
              type="button"
              className="button button--secondary quantity-picker__step"
              aria-label={de.itemOverlay.increase}
              disabled={!canIncrease(amount, rules)}
              onClick={() => {
                setTyped(null);
                onChange(increaseAmount(amount, rules), unit);
              }}
            >
              +
            </button>
          </div>
        </div>
        {units.length > 1 ? (
          <div className="field quantity-picker__unit">
            <label className="field__label" htmlFor={`${id}-unit`}>
              {de.itemOverlay.unit}
            </label>
            <select
              id={`${id}-unit`}
              className="field__input"
              value={unit}
              onChange={(event) => {
                const next = units.find((candidate) => candidate === event.target.value) ?? unit;
                setTyped(null);
                onChange(changeUnit(amount, product, unit, next), next);
              }}
            >
              {units.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {unitLabel(candidate)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="quantity-picker__unit-label">{unitLabel(unit)}</p>
        )}
      </div>
      {product.alternativeUnits.map((alternative) => (
        <p key={alternative.unit} className="quantity-picker__hint">
          {t(de.itemOverlay.unitHint, {
            unit: unitLabel(alternative.unit),
            ratio: formatNumber(alternative.ratio, 3),
            base: unitLabel(product.unit),
          })}
        </p>
      ))}
    </div>
  );
}
