import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDENTIFIER_PATTERN } from '../validation/fields.js';
import { TABLE_PARAM, tableLink } from './table-link.js';

describe('table links', () => {
  it("opens the branch's page with the table preset", () => {
    expect(tableLink('https://bestellen.example.at', 'dornbirn', '5')).toBe(
      'https://bestellen.example.at/store/dornbirn?table=5',
    );
  });

  it('carries any branch and table identifier through unchanged', () => {
    // Branch identifiers are slugs (the branch form's rule); any string would include '.', a path segment
    // the URL itself removes. Table identifiers travel in the query and may be anything.
    fc.assert(
      fc.property(fc.stringMatching(IDENTIFIER_PATTERN), fc.string({ minLength: 1 }), (branch, table) => {
        const url = new URL(tableLink('http://127.0.0.1:3000', branch, table));
        expect(decodeURIComponent(url.pathname)).toBe(`/store/${branch}`);
        expect(url.searchParams.get(TABLE_PARAM)).toBe(table);
      }),
    );
  });
});
