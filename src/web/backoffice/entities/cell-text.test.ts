import { describe, expect, it } from 'vitest';
import { cellText, dateText, entryName, truncate } from './cell-text.js';

describe('cell text', () => {
  it('writes yes/no, money, numbers and empty values for staff', () => {
    expect(cellText(true)).toBe('Ja');
    expect(cellText(false)).toBe('Nein');
    expect(cellText(1250, { cents: true })).toBe('€\u00a012,50');
    expect(cellText(0.5)).toBe('0,5');
    expect(cellText(1234)).toBe('1234');
    expect(cellText(null)).toBe('–');
    expect(cellText([])).toBe('–');
  });

  it('writes dates and instants in Vienna time, German order', () => {
    expect(dateText('2026-07-01')).toBe('01.07.2026');
    expect(dateText('2026-07-01T07:30:00.000Z')).toBe('01.07.2026 09:30');
    expect(cellText('2026-01-15T07:30:00Z')).toBe('15.01.2026 08:30');
    expect(dateText('Marktplatz 7')).toBe('Marktplatz 7');
  });

  it('names referenced entries by id, in lists and as { id } objects', () => {
    const names = new Map([
      [1, 'Dornbirn Marktplatz'],
      [2, 'Bregenz Kornmarkt'],
    ]);
    expect(cellText(1, { names })).toBe('Dornbirn Marktplatz');
    expect(cellText([1, 2], { names })).toBe('Dornbirn Marktplatz, Bregenz Kornmarkt');
    expect(cellText([{ id: 2 }], { names })).toBe('Bregenz Kornmarkt');
    expect(cellText(3, { names })).toBe('3');
  });

  it('names objects by their first naming field', () => {
    expect(entryName({ id: 4, name: '', title: 'Über uns' })).toBe('Über uns');
    expect(cellText({ id: 7, extension: 'jpg' })).toBe('7');
    expect(cellText(['ROLE_ADMIN', 'ROLE_EMPLOYEE'])).toBe('ROLE_ADMIN, ROLE_EMPLOYEE');
  });

  it('names enum values in German where the column holds them', () => {
    const enumLabel = (value: string) => (value === 'configurable' ? 'Konfigurierbar' : value);
    expect(cellText('configurable', { enumLabel })).toBe('Konfigurierbar');
    expect(cellText(['configurable', 'simple'], { enumLabel })).toBe('Konfigurierbar, simple');
  });

  it('truncates at 128 characters with an ellipsis', () => {
    expect(truncate('a'.repeat(128))).toHaveLength(128);
    expect(truncate('a'.repeat(200))).toBe(`${'a'.repeat(127)}…`);
  });
});
