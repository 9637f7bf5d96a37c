import { describe, expect, it } from 'vitest';
import { enumLabel } from './enum-label.js';

describe('enum labels', () => {
  it('name allergens, units, roles and kinds in German', () => {
    expect(enumLabel('A')).toBe('A – Glutenhaltiges Getreide');
    expect(enumLabel('kilogram')).toBe('kg');
    expect(enumLabel('ROLE_EMPLOYEE')).toBe('Mitarbeiter');
    expect(enumLabel('configurable')).toBe('Konfigurierbar');
  });

  it('show an unknown value as it is', () => {
    expect(enumLabel('something-new')).toBe('something-new');
  });
});
