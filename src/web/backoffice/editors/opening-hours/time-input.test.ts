import { describe, expect, it } from 'vitest';
import { normaliseTimeInput } from './time-input.js';

describe('normaliseTimeInput', () => {
  it('writes hours and minutes typed without a colon as HH:mm', () => {
    expect(normaliseTimeInput('7')).toBe('07:00');
    expect(normaliseTimeInput('18')).toBe('18:00');
    expect(normaliseTimeInput('730')).toBe('07:30');
    expect(normaliseTimeInput('0730')).toBe('07:30');
    expect(normaliseTimeInput('1830')).toBe('18:30');
    expect(normaliseTimeInput('7.30')).toBe('07:30');
    expect(normaliseTimeInput('7:30')).toBe('07:30');
    expect(normaliseTimeInput(' 24 ')).toBe('24:00');
  });

  it('leaves what is not a time for the schema to refuse', () => {
    for (const text of ['', 'abc', '25', '7:60', '12345', '7:3', '-1']) {
      expect(normaliseTimeInput(text), text).toBe(text);
    }
  });
});
