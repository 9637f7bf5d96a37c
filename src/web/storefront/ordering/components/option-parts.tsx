import type { PartAnswer } from '../../../../domain/cart/cart-item.js';
import { toggleOption } from '../../../../domain/cart/part-steps.js';
import type { Part } from '../../../../domain/schemas/catalog.js';
import { modifierText } from '../utils/option-label.js';

interface OptionPartProps {
  part: Part;
  answer: PartAnswer | undefined;
  currency: string;
  onChange: (answer: PartAnswer) => void;
}

/**
 * Select as a radio group, multiselect as checkboxes. Both go through toggleOption, which knows
 * when a repeated click deselects: always for multiselect, for select only when the part is optional.
 */
export function OptionPart({ part, answer, currency, onChange }: OptionPartProps) {
  const selected = answer?.kind === 'options' ? answer.selected : [];
  const isSelect = part.type === 'select';
  return (
    <div className="option-part">
      {part.options.map((option) => {
        const isChosen = selected.includes(option.name);
        const price = modifierText(option, currency);
        return (
          <label key={option.name} className="checkbox option-part__option">
            <input
              type={isSelect ? 'radio' : 'checkbox'}
              name={isSelect ? `part-${part.name}` : undefined}
              checked={isChosen}
              onChange={() => onChange(toggleOption(part, answer, option.name))}
              // A chosen radio fires no change on a second click; the click is what may deselect it.
              onClick={
                isSelect && isChosen ? () => onChange(toggleOption(part, answer, option.name)) : undefined
              }
            />
            <span className="option-part__name">{option.name}</span>
            {price === '' ? null : <span className="option-part__price">{price}</span>}
          </label>
        );
      })}
    </div>
  );
}
