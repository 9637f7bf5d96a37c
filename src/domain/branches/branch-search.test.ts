import { describe, expect, it } from 'vitest';
import { filterBranches, searchWords, type SearchableBranch } from './branch-search.js';

const tags = [
  { id: 1, name: 'Frühstück' },
  { id: 2, name: 'Lieferung' },
];

function branch(name: string, overrides: Partial<SearchableBranch> = {}): SearchableBranch {
  return { name, street: '', city: '', zipCode: '', keywords: '', tags: [], ...overrides };
}

const dornbirn = branch('Café Marktplatz', {
  street: 'Marktplatz 3',
  city: 'Dornbirn',
  zipCode: '6850',
  keywords: 'Innenstadt Kaffee',
  tags: [{ id: 1 }],
});
const bregenz = branch('Bäckerei am See', {
  street: 'Seestraße 10',
  city: 'Bregenz',
  zipCode: '6900',
  tags: [{ id: 2 }],
});
const feldkirch = branch('Stadtbäckerei', { street: 'Neustadt 5', city: 'Feldkirch', zipCode: '6800' });
const all = [dornbirn, bregenz, feldkirch];

const names = (found: SearchableBranch[]): string[] => found.map((b) => b.name);

describe('searchWords', () => {
  it('trims, splits on commas and spaces and lowercases', () => {
    expect(searchWords('  Dornbirn,6900  hard ')).toEqual(['dornbirn', '6900', 'hard']);
    expect(searchWords(' , ')).toEqual([]);
  });
});

describe('filterBranches', () => {
  it('keeps every branch for an empty term and no tag', () => {
    expect(names(filterBranches(all, tags, { term: '   ', tagId: null }))).toEqual(names(all));
  });

  it('matches the city case-insensitively', () => {
    expect(names(filterBranches(all, tags, { term: 'dORNBIRN', tagId: null }))).toEqual(['Café Marktplatz']);
  });

  it('keeps a branch when any one of several words matches', () => {
    expect(names(filterBranches(all, tags, { term: 'Dornbirn, 6800', tagId: null }))).toEqual([
      'Café Marktplatz',
      'Stadtbäckerei',
    ]);
  });

  it('looks at name, street, zip code, keywords and tag names', () => {
    const search = (term: string): string[] => names(filterBranches(all, tags, { term, tagId: null }));
    expect(search('bäckerei')).toEqual(['Bäckerei am See', 'Stadtbäckerei']);
    expect(search('seestraße')).toEqual(['Bäckerei am See']);
    expect(search('690')).toEqual(['Bäckerei am See']);
    expect(search('kaffee')).toEqual(['Café Marktplatz']);
    expect(search('lieferung')).toEqual(['Bäckerei am See']);
  });

  it('finds nothing when no word matches', () => {
    expect(filterBranches(all, tags, { term: 'Wien', tagId: null })).toEqual([]);
  });

  it('requires the selected tag on top of the words', () => {
    expect(names(filterBranches(all, tags, { term: '', tagId: 1 }))).toEqual(['Café Marktplatz']);
    expect(names(filterBranches(all, tags, { term: 'Bregenz', tagId: 1 }))).toEqual([]);
  });
});
