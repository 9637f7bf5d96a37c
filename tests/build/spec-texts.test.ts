import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entityMessages } from '../../src/web/backoffice/entities/entity-catalogue.js';
import { entityNames } from '../../src/web/i18n/backoffice.js';

/**
 * Every text the specification quotes is copied verbatim into the code (docs/spec, the contract). A
 * quoted text that no source file holds any more was changed or dropped: a guest or staff member would
 * read other words than the spec's. Quotes that stand for a family of texts are left out: placeholders
 * ('{base}', 'X Uhr', 'Person n'), alternatives ('… / …'), the '…' of a list of load errors, and the
 * stretches between an English possessive's apostrophe and the next quote. The texts the back office
 * composes from an entity's name count as they are composed.
 */
const SPECS = ['docs/spec/storefront.md', 'docs/spec/backoffice.md'];
const PATTERN = /[{…]|\s\/\s|\bX\b|^Person n$|^count x group$|^start - end Uhr$/;
const BETWEEN_QUOTES = /^[\s:]|\s$|^s\s/;

function quotedTexts(): string[] {
  const texts = new Set<string>();
  for (const file of SPECS) {
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/'([^'\n]{2,300})'/g)) {
      if (text !== undefined && !PATTERN.test(text) && !BETWEEN_QUOTES.test(text)) texts.add(text);
    }
  }
  return [...texts];
}

function sourceText(): string {
  const files = execFileSync('git', ['ls-files', 'src/*.ts', 'src/*.tsx'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !/\.test\.tsx?$/.test(file));
  // The back office composes its load and save errors from the entities' names ('Geräte konnten …').
  const composed = Object.keys(entityNames).flatMap((key) =>
    Object.values(entityMessages(key as keyof typeof entityNames)),
  );
  return [...files.map((file) => readFileSync(file, 'utf8')), ...composed].join('\n');
}

describe('the specification’s texts', () => {
  it('are all in the code, word for word', () => {
    const texts = quotedTexts();
    // The spec quotes about a hundred texts; far fewer means the quotes were not found at all.
    expect(texts.length).toBeGreaterThanOrEqual(90);
    const source = sourceText();
    expect(texts.filter((text) => !source.includes(text))).toEqual([]);
  });
});
