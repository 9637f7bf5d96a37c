import { describe, expect, it } from 'vitest';
import { searchDonatees } from './donatee-search.js';

const donatees = [
  { id: 1, identifier: 'a', name: 'Lebensmittelhilfe Vorarlberg', description: 'Verteilt Lebensmittel.' },
  { id: 2, identifier: 'b', name: 'Kinderhilfe Ländle', description: 'Ferienwochen für Kinder.' },
  { id: 3, identifier: 'c', name: 'Bergrettung Vorarlberg', description: 'Hilft in den Bergen.' },
];

describe('searchDonatees', () => {
  it('finds by every word in name or description, ignoring case', () => {
    expect(searchDonatees(donatees, 'vorarlberg').map((d) => d.id)).toEqual([1, 3]);
    expect(searchDonatees(donatees, '  KINDER  ferien ').map((d) => d.id)).toEqual([2]);
    expect(searchDonatees(donatees, '').map((d) => d.id)).toEqual([1, 2, 3]);
  });

  it('finds nothing for a term no recipient contains', () => {
    expect(searchDonatees(donatees, 'Tierheim')).toEqual([]);
  });
});
