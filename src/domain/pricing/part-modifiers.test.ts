import { describe, expect, it } from 'vitest';
import type { PartAnswer } from '../cart/cart-item.js';
import { breakfast, breakfastParts, makeProduct } from '../catalog/product-fixtures.js';
import { applyModifiers, configuredPrice, selectedOptions } from './part-modifiers.js';

const options = (...selected: string[]): PartAnswer => ({ kind: 'options', selected });

describe('configuredPrice of the step-by-step breakfast (8,90 €)', () => {
  it('keeps the base price for the normal size with plain bread', () => {
    expect(
      configuredPrice(breakfast, {
        Größe: options('Normales Frühstück'),
        Brot: options('Kaisersemmel und Kornspitz'),
      }),
    ).toBe(890);
  });

  it('overwrites with the small size, then adds and subtracts the other choices', () => {
    const parts = {
      Größe: options('Kleines Frühstück'),
      Brot: options('Glutenfreies Buchweizenbrot'),
      Extras: options('Bregenzerwälder Bergkäse', 'Ohne Butter'),
      Sonderwunsch: { kind: 'text', text: 'Ei hart' } as const,
    };
    // 6,90 (overwrite) + 1,50 + 1,80 − 0,30
    expect(configuredPrice(breakfast, parts)).toBe(990);
  });

  it('applies an overwrite in a later part over additions made before it', () => {
    const sizeLast = makeProduct({
      type: 'configurable',
      price: 890,
      config: { parts: [...breakfastParts].reverse() },
    });
    const parts = {
      Extras: options('Weiches Ei'),
      Größe: options('Großes Frühstück'),
      Brot: options('Kaisersemmel und Kornspitz'),
    };
    expect(configuredPrice(sizeLast, parts)).toBe(1290 + 120);
  });

  it('ignores option names the part does not offer and parts of simple products', () => {
    expect(configuredPrice(breakfast, { Größe: options('Gratisfrühstück'), Extras: options('Kaviar') })).toBe(
      890,
    );
    const simple = { ...breakfast, type: 'simple' as const };
    expect(configuredPrice(simple, { Größe: options('Kleines Frühstück') })).toBe(890);
    expect(selectedOptions(breakfast, { Größe: { kind: 'text', text: 'Kleines Frühstück' } })).toEqual([]);
  });
});

describe('applyModifiers', () => {
  it('takes the last overwrite, whatever the order of additions', () => {
    expect(
      applyModifiers(500, [
        { name: 'a', modifier: 'add', value: 100 },
        { name: 'b', modifier: 'overwrite', value: 300 },
        { name: 'c', modifier: 'overwrite', value: 400 },
        { name: 'd', modifier: 'subtract', value: 50 },
      ]),
    ).toBe(450);
  });

  it('never goes below zero', () => {
    expect(applyModifiers(100, [{ name: 'Ohne alles', modifier: 'subtract', value: 250 }])).toBe(0);
    expect(
      applyModifiers(0, [
        { name: 'Gratis', modifier: 'overwrite', value: 0 },
        { name: 'Ohne Butter', modifier: 'subtract', value: 30 },
      ]),
    ).toBe(0);
  });
});
