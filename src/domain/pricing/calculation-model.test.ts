import { describe, expect, it } from 'vitest';
import { calculationModelLabel } from './calculation-model.js';

describe('calculationModelLabel', () => {
  it('names the models as the price prefix', () => {
    expect(calculationModelLabel('fixed')).toBe('Fix');
    expect(calculationModelLabel('approximate')).toBe('ca.');
    expect(calculationModelLabel('minimum')).toBe('ab');
  });
});
