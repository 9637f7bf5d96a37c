import { allergenLetters } from '../../../../domain/catalog/allergens.js';
import { de } from '../../../i18n/de.js';

export function AllergenLegend() {
  return (
    <section className="allergen-legend" aria-labelledby="allergen-legend">
      <h2 id="allergen-legend">{de.branchPage.legend}</h2>
      <dl className="allergen-legend__list">
        {allergenLetters.map((letter) => (
          <div key={letter}>
            <dt>{letter}</dt>
            <dd>{de.allergenNames[letter]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
