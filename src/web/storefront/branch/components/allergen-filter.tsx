import { allergenLetters, type Allergen } from '../../../../domain/catalog/allergens.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';

interface AllergenFilterProps {
  excluded: ReadonlySet<Allergen>;
  hidden: number;
  onChange: (excluded: ReadonlySet<Allergen>) => void;
}

/** Guests with an allergy tick what they must avoid; every product containing any of it disappears. */
export function AllergenFilter({ excluded, hidden, onChange }: AllergenFilterProps) {
  function toggle(letter: Allergen, isChecked: boolean) {
    const next = new Set(excluded);
    if (isChecked) next.add(letter);
    else next.delete(letter);
    onChange(next);
  }

  return (
    <details className="allergen-filter">
      <summary className="allergen-filter__summary">
        {excluded.size === 0
          ? de.branchPage.filterToggle
          : t(de.branchPage.filterToggleCount, { n: excluded.size })}
      </summary>
      <fieldset className="allergen-filter__fieldset">
        <legend>{de.branchPage.filter}</legend>
        {allergenLetters.map((letter) => (
          <label key={letter} className="checkbox">
            <input
              type="checkbox"
              checked={excluded.has(letter)}
              onChange={(event) => toggle(letter, event.target.checked)}
            />
            <span>
              <strong>{letter}</strong> {de.allergenNames[letter]}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="allergen-filter__status" role="status">
        {hidden === 0
          ? ''
          : hidden === 1
            ? de.branchPage.hiddenOne
            : t(de.branchPage.hiddenMany, { n: hidden })}
      </p>
    </details>
  );
}
