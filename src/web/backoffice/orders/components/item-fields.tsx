import { useId } from 'react';
import type { CartItem, PartAnswer } from '../../../../domain/cart/cart-item.js';
import { answerFor, emptyAnswer, partsOf, toggleOption } from '../../../../domain/cart/part-steps.js';
import type { Part, Product } from '../../../../domain/schemas/catalog.js';
import { unitLabel } from '../../../../domain/units/catalogue.js';
import { changeUnit, offeredUnits, quantityRulesFor } from '../../../../domain/units/product-units.js';
import { effectiveMaximum, snapAmount } from '../../../../domain/units/snap.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { modifierText } from '../../../storefront/ordering/utils/option-label.js';
import { SelectField } from '../../editors/shared/fields.js';

const text = ordersDe.item;

function PartField({
  part,
  answer,
  onChange,
  currency,
}: {
  part: Part;
  answer: PartAnswer | undefined;
  onChange: (answer: PartAnswer) => void;
  currency: string;
}) {
  const id = useId();
  const given = answer ?? emptyAnswer(part);
  const legend = (
    <legend className="field__label">
      {part.name} {part.isOptional ? <span className="bo-required">{text.optional}</span> : null}
    </legend>
  );
  switch (given.kind) {
    case 'options':
      return (
        <fieldset className="bo-item__part">
          {legend}
          <div className="chips">
            {part.options.map((option) => {
              const price = modifierText(option, currency);
              return (
                <button
                  key={option.name}
                  type="button"
                  className="chip"
                  aria-pressed={given.selected.includes(option.name)}
                  onClick={() => onChange(toggleOption(part, given, option.name))}
                >
                  {option.name}
                  {price === '' ? null : ` (${price})`}
                </button>
              );
            })}
          </div>
        </fieldset>
      );
    case 'text':
      return (
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {part.name} {part.isOptional ? <span className="bo-required">{text.optional}</span> : null}
          </label>
          {part.type === 'textarea' ? (
            <textarea
              id={id}
              className="field__input"
              rows={2}
              value={given.text}
              onChange={(event) => onChange({ kind: 'text', text: event.target.value })}
            />
          ) : (
            <input
              id={id}
              className="field__input"
              value={given.text}
              onChange={(event) => onChange({ kind: 'text', text: event.target.value })}
            />
          )}
        </div>
      );
    case 'uploads':
      return (
        <fieldset className="bo-item__part">
          {legend}
          <p className="field__hint">
            {t(ordersDe.ticket.files, { n: given.uploadIds.length })} – {text.files}
          </p>
        </fieldset>
      );
  }
}

/**
 * Amount, unit and the answers to a product's parts, checked by the storefront's own rules: what staff
 * enter here is priced and validated exactly as a guest's cart would be.
 */
export function ItemFields({
  product,
  item,
  onChange,
  currency,
}: {
  product: Product;
  item: CartItem;
  onChange: (item: CartItem) => void;
  currency: string;
}) {
  const id = useId();
  const units = offeredUnits(product);
  const rules = quantityRulesFor(product, units.includes(item.unit) ? item.unit : product.unit);
  return (
    <div className="bo-item">
      <div className="bo-item__amount">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-amount`}>
            {text.amount}
          </label>
          <input
            id={`${id}-amount`}
            className="field__input"
            type="number"
            inputMode="decimal"
            min={rules.minimumQuantity}
            max={effectiveMaximum(rules)}
            step={rules.quantityStepSize}
            value={Number.isFinite(item.amount) ? item.amount : ''}
            onChange={(event) => onChange({ ...item, amount: event.target.valueAsNumber })}
            onBlur={() => onChange({ ...item, amount: snapAmount(item.amount, rules) })}
          />
        </div>
        {units.length > 1 ? (
          <SelectField
            id={`${id}-unit`}
            label={text.unit}
            value={item.unit}
            choices={units.map((unit) => ({ value: unit, label: unitLabel(unit) }))}
            onChange={(unit) => {
              const amount = units.includes(item.unit)
                ? changeUnit(snapAmount(item.amount, rules), product, item.unit, unit)
                : snapAmount(item.amount, quantityRulesFor(product, unit));
              onChange({ ...item, unit, amount });
            }}
          />
        ) : (
          <p className="bo-item__unit">{unitLabel(product.unit)}</p>
        )}
      </div>
      {partsOf(product).map((part) => (
        <PartField
          key={part.name}
          part={part}
          currency={currency}
          answer={answerFor(item.parts, part.name)}
          onChange={(answer) => onChange({ ...item, parts: { ...item.parts, [part.name]: answer } })}
        />
      ))}
    </div>
  );
}
