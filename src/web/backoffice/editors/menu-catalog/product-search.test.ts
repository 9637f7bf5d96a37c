import { describe, expect, it } from 'vitest';
import { searchByName } from './product-search.js';

const products = [
  { id: 1, name: 'Kaisersemmel' },
  { id: 2, name: 'Semmelknödel' },
  { id: 3, name: 'Sachertorte' },
  { id: 4, name: 'Mohnsemmel' },
  { id: 5, name: 'Linzer Torte' },
];

describe('searchByName', () => {
  it('finds names containing every word, in any case and order', () => {
    expect(searchByName(products, 'semmel', new Set(), 10).matches.map((p) => p.id)).toEqual([1, 2, 4]);
    expect(searchByName(products, 'TORTE linz', new Set(), 10).matches.map((p) => p.id)).toEqual([5]);
  });

  it('leaves out entries already chosen and nothing for an empty query', () => {
    expect(searchByName(products, 'semmel', new Set([2]), 10).matches.map((p) => p.id)).toEqual([1, 4]);
    expect(searchByName(products, '  ', new Set(), 10)).toEqual({ matches: [], more: 0 });
  });

  it('shows at most the limit and counts the rest', () => {
    expect(searchByName(products, 'e', new Set(), 2)).toEqual({ matches: products.slice(0, 2), more: 3 });
  });
});
