import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../domain/money/format.js';
import { modifierText } from './option-label.js';

describe('modifierText', () => {
  it('shows additions, reductions and replacements as a guest reads them', () => {
    // formatMoney writes '€ 1,50' with a no-break space, which the expectations take from it.
    expect(modifierText({ modifier: 'add', value: 150 }, 'EUR')).toBe(`+ ${formatMoney(150)}`);
    expect(modifierText({ modifier: 'subtract', value: 50 }, 'EUR')).toBe(`− ${formatMoney(50)}`);
    expect(modifierText({ modifier: 'overwrite', value: 990 }, 'EUR')).toBe(formatMoney(990));
  });

  it('says nothing for an option that does not change the price', () => {
    expect(modifierText({ modifier: 'add', value: 0 }, 'EUR')).toBe('');
    expect(modifierText({ modifier: 'subtract', value: 0 }, 'EUR')).toBe('');
  });
});
