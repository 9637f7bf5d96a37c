import { describe, expect, it } from 'vitest';
import { breakfast, breakfastParts, makeProduct } from '../catalog/product-fixtures.js';
import type { Part } from '../schemas/catalog.js';
import type { PartAnswer } from './cart-item.js';
import { emptyAnswer, firstInvalidStep, initialParts, isStepValid, toggleOption } from './part-steps.js';

function part(name: string): Part {
  const found = breakfastParts.find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
}
const size = part('Größe');
const extras = part('Extras');
const wish = part('Sonderwunsch');
const options = (...selected: string[]): PartAnswer => ({ kind: 'options', selected });

function typed(type: Part['type'], isOptional = false): Part {
  return { name: type, description: '', type, isOptional, options: [] };
}

describe('isStepValid', () => {
  it('needs a value for a required select, text and textarea', () => {
    expect(isStepValid(size, undefined)).toBe(false);
    expect(isStepValid(size, options())).toBe(false);
    expect(isStepValid(size, options('Kleines Frühstück'))).toBe(true);
    expect(isStepValid(typed('text'), { kind: 'text', text: '' })).toBe(false);
    expect(isStepValid(typed('textarea'), { kind: 'text', text: '   ' })).toBe(false);
    expect(isStepValid(typed('textarea'), { kind: 'text', text: 'Bitte hart gekocht.' })).toBe(true);
  });

  it('needs at least one entry for a required multiselect, file, files, image and images', () => {
    expect(isStepValid({ ...extras, isOptional: false }, options())).toBe(false);
    expect(isStepValid({ ...extras, isOptional: false }, options('Weiches Ei'))).toBe(true);
    for (const type of ['file', 'files', 'image', 'images'] as const) {
      expect(isStepValid(typed(type), { kind: 'uploads', uploadIds: [] }), type).toBe(false);
      expect(isStepValid(typed(type), { kind: 'uploads', uploadIds: [7] }), type).toBe(true);
    }
  });

  it('lets optional parts stay empty or unanswered', () => {
    expect(isStepValid(extras, undefined)).toBe(true);
    expect(isStepValid(extras, options())).toBe(true);
    expect(isStepValid(wish, { kind: 'text', text: '' })).toBe(true);
  });

  it('rejects answers the part cannot have, even for optional parts', () => {
    expect(isStepValid(size, options('Riesenfrühstück'))).toBe(false);
    expect(isStepValid(extras, options('Kaviar'))).toBe(false);
    expect(isStepValid(size, options('Kleines Frühstück', 'Großes Frühstück'))).toBe(false);
    expect(isStepValid(extras, options('Weiches Ei', 'Weiches Ei'))).toBe(false);
    expect(isStepValid(wish, options())).toBe(false);
    expect(isStepValid(size, { kind: 'text', text: 'Kleines Frühstück' })).toBe(false);
    expect(isStepValid(typed('image'), { kind: 'uploads', uploadIds: [1, 2] })).toBe(false);
    expect(isStepValid(typed('images'), { kind: 'uploads', uploadIds: [1, 2] })).toBe(true);
    expect(isStepValid(typed('files'), { kind: 'uploads', uploadIds: [1, 1] })).toBe(false);
  });
});

describe('the step-by-step configurator', () => {
  it('starts with every part unanswered', () => {
    expect(initialParts(breakfast)).toEqual({
      Größe: options(),
      Brot: options(),
      Extras: options(),
      Sonderwunsch: { kind: 'text', text: '' },
    });
    expect(initialParts(makeProduct({ config: { parts: breakfastParts } }))).toEqual({});
    expect(emptyAnswer(typed('images'))).toEqual({ kind: 'uploads', uploadIds: [] });
  });

  it('blocks at the first required step until it is answered', () => {
    const parts = initialParts(breakfast);
    expect(firstInvalidStep(breakfast, parts)).toBe(0);
    parts['Größe'] = options('Normales Frühstück');
    expect(firstInvalidStep(breakfast, parts)).toBe(1);
    parts['Brot'] = options('Kaisersemmel und Kornspitz');
    expect(firstInvalidStep(breakfast, parts)).toBeNull();
  });

  it('toggles multiselect options and keeps them in the part order', () => {
    let answer = toggleOption(extras, undefined, 'Ohne Butter');
    answer = toggleOption(extras, answer, 'Bregenzerwälder Bergkäse');
    expect(answer).toEqual(options('Bregenzerwälder Bergkäse', 'Ohne Butter'));
    expect(toggleOption(extras, answer, 'Ohne Butter')).toEqual(options('Bregenzerwälder Bergkäse'));
  });

  it('replaces a select choice, and deselects it on a repeat click only when optional', () => {
    const small = toggleOption(size, undefined, 'Kleines Frühstück');
    expect(toggleOption(size, small, 'Großes Frühstück')).toEqual(options('Großes Frühstück'));
    expect(toggleOption(size, small, 'Kleines Frühstück')).toEqual(small);
    const optionalSize = { ...size, isOptional: true };
    expect(toggleOption(optionalSize, small, 'Kleines Frühstück')).toEqual(options());
  });

  it('ignores clicks on options the part does not have', () => {
    const small = options('Kleines Frühstück');
    expect(toggleOption(size, small, 'Riesenfrühstück')).toBe(small);
    const text: PartAnswer = { kind: 'text', text: 'x' };
    expect(toggleOption(wish, text, 'x')).toBe(text);
  });
});
